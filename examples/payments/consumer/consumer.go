// Package consumer is the double-charge bug: a RabbitMQ consumer that charges
// a card and debits a balance with no dedupe. If the worker crashes after the
// charge and before the ack, RabbitMQ redelivers and the customer pays twice.
package consumer

import (
	"context"
	"database/sql"
	"encoding/json"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/examples/payments/billing"
)

// ChargeRequest is the message body.
type ChargeRequest struct {
	CustomerID  string `json:"customer_id"`
	AmountCents int64  `json:"amount_cents"`
}

// Consumer handles "charge" messages.
type Consumer struct {
	DB      *sql.DB
	Billing *billing.Service
}

// Run consumes the payments queue until ctx is done.
func (c *Consumer) Run(ctx context.Context, ch *amqp.Channel) error {
	deliveries, err := ch.ConsumeWithContext(ctx, "payments", "worker", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := c.handle(ctx, d); err != nil {
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
	return nil
}

func (c *Consumer) handle(ctx context.Context, d amqp.Delivery) error {
	var req ChargeRequest
	if err := json.Unmarshal(d.Body, &req); err != nil {
		return err
	}
	if _, err := c.Billing.Charge(req.CustomerID, req.AmountCents, ""); err != nil {
		return err
	}
	_, err := c.DB.ExecContext(ctx,
		`UPDATE accounts SET balance_cents = balance_cents - $1 WHERE customer_id = $2`,
		req.AmountCents, req.CustomerID)
	return err
}
