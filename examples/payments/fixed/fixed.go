// Package fixed is the same consumer made safe under redelivery: the
// producer's message id is claimed in the same transaction as the balance
// update, and forwarded to Stripe as its Idempotency-Key.
package fixed

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

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
	if d.MessageId == "" {
		return errors.New("message without a message id: the producer must set one")
	}
	var req ChargeRequest
	if err := json.Unmarshal(d.Body, &req); err != nil {
		return err
	}
	tx, err := c.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()

	// Claim the message id in the same transaction as the balance update.
	res, err := tx.ExecContext(ctx,
		`INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err // already processed: ack and skip
	}
	// Stripe dedupes a retried charge with the same key.
	if _, err := c.Billing.Charge(req.CustomerID, req.AmountCents, d.MessageId); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx,
		`UPDATE accounts SET balance_cents = balance_cents - $1 WHERE customer_id = $2`,
		req.AmountCents, req.CustomerID); err != nil {
		return err
	}
	return tx.Commit()
}
