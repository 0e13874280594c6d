// Command inventory wires the inventory service's consumers: NATS, watermill,
// River and sarama handlers from package consumers are registered here.
package main

import (
	"context"
	"database/sql"
	"log"
	"os"

	"github.com/IBM/sarama"
	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
	"github.com/riverqueue/river"

	"github.com/idemlint/idemlint/e2e/services/inventory/consumers"
)

func main() {
	ctx := context.Background()
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	rdb := redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")})
	h := &consumers.Handlers{DB: db, RDB: rdb}

	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	if _, err := nc.Subscribe("stock.reserve", h.OnReserve); err != nil {
		log.Fatal(err)
	}
	if _, err := nc.QueueSubscribe("stock.reserve.v2", "inventory", h.OnReserveOnce); err != nil {
		log.Fatal(err)
	}

	router, err := message.NewRouter(message.RouterConfig{}, watermill.NewStdLogger(false, false))
	if err != nil {
		log.Fatal(err)
	}
	var sub message.Subscriber // a real transport in production
	var pub message.Publisher
	router.AddNoPublisherHandler("project-orders", "orders", sub, h.ProjectOrder)
	router.AddNoPublisherHandler("project-orders-once", "orders", sub, h.ProjectOrderOnce)
	router.AddHandler("price-orders", "orders", sub, "orders.priced", pub, h.PriceOrder)
	router.AddHandler("price-orders-derived", "orders", sub, "orders.priced", pub, h.PriceOrderDerived)

	workers := river.NewWorkers()
	river.AddWorker(workers, &consumers.ReserveWorker{DB: db})
	river.AddWorker(workers, &consumers.ReserveByArgs{RDB: rdb})
	river.AddWorker(workers, &consumers.ReserveByJobID{RDB: rdb})
	_ = workers // handed to river.NewClient with the pgx driver in production

	group, err := sarama.NewConsumerGroup([]string{os.Getenv("KAFKA_ADDR")}, "inventory", sarama.NewConfig())
	if err != nil {
		log.Fatal(err)
	}
	go func() {
		for {
			if err := group.Consume(ctx, []string{"scores"}, &consumers.Leaderboard{RDB: rdb}); err != nil {
				log.Print(err)
				return
			}
		}
	}()
	go func() {
		for {
			if err := group.Consume(ctx, []string{"scores"}, &consumers.LeaderboardOnce{RDB: rdb}); err != nil {
				log.Print(err)
				return
			}
		}
	}()
	if err := router.Run(ctx); err != nil {
		log.Fatal(err)
	}
}
