// Command billing consumes the usage queue.
package main

import (
	"context"
	"log"
	"os"

	amqp "github.com/rabbitmq/amqp091-go"
	client72 "github.com/stripe/stripe-go/v72/client"
	"github.com/stripe/stripe-go/v84"

	"github.com/idemlint/idemlint/e2e/services/billing/payments"
	"github.com/idemlint/idemlint/e2e/services/billing/worker"
)

func main() {
	ctx := context.Background()
	conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
	if err != nil {
		log.Fatal(err)
	}
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	w := &worker.Worker{
		Legacy:  &payments.Legacy{API: client72.New(os.Getenv("STRIPE_KEY"), nil)},
		Current: &payments.Current{SC: stripe.NewClient(os.Getenv("STRIPE_KEY"))},
	}
	usage, err := ch.Consume("usage", "", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}
	keyed, err := ch.Consume("usage.keyed", "", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}
	go w.UsageKeyed(ctx, keyed)
	w.Usage(ctx, usage)
}
