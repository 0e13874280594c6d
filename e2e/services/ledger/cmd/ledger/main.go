// Command ledger wires the ledger service: mq buses with billing handlers,
// payouts and task routers, and the journal consumers.
package main

import (
	"context"
	"database/sql"
	"log"
	"os"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/e2e/services/ledger/billing"
	"github.com/idemlint/idemlint/e2e/services/ledger/consumer"
	"github.com/idemlint/idemlint/e2e/services/ledger/mq"
	"github.com/idemlint/idemlint/e2e/services/ledger/payouts"
	"github.com/idemlint/idemlint/e2e/services/ledger/tasks"
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
	reader := func(topic string) *kafka.Reader {
		return kafka.NewReader(kafka.ReaderConfig{Brokers: []string{os.Getenv("KAFKA_ADDR")}, GroupID: "ledger", Topic: topic})
	}

	go (&mq.KafkaBus{Reader: reader("credits"), Handler: &billing.Credits{DB: db}}).Run(ctx)
	go (&mq.KafkaBus{Reader: reader("credits.v2"), Handler: &billing.CreditsOnce{DB: db}}).Run(ctx)
	svc := &payouts.Service{DB: db}
	go payouts.NewConsumer(ch, svc).Run(ctx)
	go payouts.NewConsumerOnce(ch, svc).Run(ctx)
	go tasks.Router(ch, &tasks.Tasks{DB: db}).Run(ctx)
	go consumer.Journal(ctx, reader("journal"), db)
	if err := consumer.JournalOnce(ctx, reader("journal.v2"), db); err != nil {
		log.Fatal(err)
	}
}
