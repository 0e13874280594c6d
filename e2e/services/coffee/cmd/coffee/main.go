// Command coffee wires the barista consumers (RabbitMQ) and the River
// workers of the coffee service.
package main

import (
	"context"
	"database/sql"
	"log"
	"os"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"github.com/idemlint/idemlint/e2e/services/coffee/barista"
	"github.com/idemlint/idemlint/e2e/services/coffee/jobs"
)

func main() {
	ctx := context.Background()
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
	if err != nil {
		log.Fatal(err)
	}
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	app := &barista.App{Ordered: barista.NewOrderedHandler(db, ch), WalkIn: barista.NewWalkInHandler(db, ch)}
	orders, err := ch.Consume("barista", "", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}
	walkIns, err := ch.Consume("walk-in", "", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}
	go app.Worker(ctx, orders)
	go app.WalkInWorker(ctx, walkIns)

	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	store := &jobs.Store{Pool: pool}
	workers := river.NewWorkers()
	river.AddWorker(workers, &jobs.OnboardWorker{Store: store})
	river.AddWorker(workers, &jobs.RecountWorker{Store: store})
	river.AddWorker(workers, &jobs.BackfillWorker{Store: store})
	client, err := river.NewClient[pgx.Tx](riverpgxv5.New(pool), &river.Config{Workers: workers})
	if err != nil {
		log.Fatal(err)
	}
	if err := client.Start(ctx); err != nil {
		log.Fatal(err)
	}
}
