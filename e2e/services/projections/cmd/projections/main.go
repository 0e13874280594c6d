// Command projections wires the watermill handlers of the projections
// service (RabbitMQ deliveries) to its repositories over the pgx executor.
package main

import (
	"context"
	"log"
	"os"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill-amqp/v3/pkg/amqp"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/idemlint/idemlint/e2e/services/projections/dbtx"
	"github.com/idemlint/idemlint/e2e/services/projections/handlers"
	"github.com/idemlint/idemlint/e2e/services/projections/repo"
)

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	db := dbtx.New(pool)
	logger := watermill.NewStdLogger(false, false)
	router, err := message.NewRouter(message.RouterConfig{}, logger)
	if err != nil {
		log.Fatal(err)
	}
	sub, err := amqp.NewSubscriber(amqp.NewDurableQueueConfig(os.Getenv("AMQP_URL")), logger)
	if err != nil {
		log.Fatal(err)
	}
	handlers.Register(router, sub, &handlers.Handlers{Ratings: repo.NewRatings(db), Tasks: repo.NewTasks(db)})
	if err := router.Run(ctx); err != nil {
		log.Fatal(err)
	}
}
