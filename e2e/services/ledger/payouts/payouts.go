// Package payouts hands its methods to the mq.AMQPConsumer's func-typed
// OnDelivery field.
package payouts

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/transfer"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/e2e/services/ledger/mq"
)

type payout struct {
	Account string `json:"account"`
	Cents   int64  `json:"cents"`
}

// Service pays out.
type Service struct{ DB *sql.DB }

// NewConsumer wires the unsafe handler.
func NewConsumer(ch *amqp.Channel, s *Service) *mq.AMQPConsumer {
	return &mq.AMQPConsumer{Channel: ch, Queue: "payouts", OnDelivery: s.Pay}
}

// NewConsumerOnce wires the safe handler.
func NewConsumerOnce(ch *amqp.Channel, s *Service) *mq.AMQPConsumer {
	return &mq.AMQPConsumer{Channel: ch, Queue: "payouts.v2", OnDelivery: s.PayOnce}
}

// Pay transfers money without an idempotency key: nodedupe bug.
func (s *Service) Pay(ctx context.Context, messageID string, body []byte) error {
	var p payout
	if err := json.Unmarshal(body, &p); err != nil {
		return err
	}
	_, err := transfer.New(&stripe.TransferParams{Amount: stripe.Int64(p.Cents), Currency: stripe.String("usd"), Destination: stripe.String(p.Account)}) // expect: nodedupe `handler \(\*Service\)\.Pay: a redelivery moves money again \(stripe transfer\)`
	return err
}

// PayOnce forwards the message id as Stripe's Idempotency-Key: clean.
func (s *Service) PayOnce(ctx context.Context, messageID string, body []byte) error {
	var p payout
	if err := json.Unmarshal(body, &p); err != nil {
		return err
	}
	params := &stripe.TransferParams{Amount: stripe.Int64(p.Cents), Currency: stripe.String("usd"), Destination: stripe.String(p.Account)}
	params.SetIdempotencyKey("payout-" + messageID)
	_, err := transfer.New(params)
	return err
}
