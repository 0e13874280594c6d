package consumers // want package:`wiring: .*settled nodedupe/shapes/mq\.\(\*AMQPConsumer\)\.Run@mq\.go:\d+:\d+→nodedupe/shapes/mq\.AMQPConsumer\.OnDelivery`

// Package consumers holds the handlers that package mq's delivery loops
// reach: implementations of mq.Handler, funcs stored in
// mq.AMQPConsumer.OnDelivery, mq.TaskHandler values and funcs passed to
// mq.Consume. None is registered with a library here.

import (
	"context"
	"database/sql"
	"encoding/json"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/segmentio/kafka-go"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/transfer"

	"nodedupe/shapes/mq"
)

type credit struct {
	Wallet  string `json:"wallet"`
	Credits int64  `json:"credits"`
}

// Credits implements mq.Handler: a bug.
type Credits struct{ DB *sql.DB }

func (c *Credits) Handle(ctx context.Context, m mq.Message) error {
	var ev credit
	if err := json.Unmarshal(m.Body, &ev); err != nil {
		return err
	}
	_, err := c.DB.ExecContext(ctx, `UPDATE wallets SET credits = credits + $1 WHERE id = $2`, ev.Credits, ev.Wallet) // want `handler \(\*Credits\)\.Handle: a redelivery bumps a counter again \(UPDATE wallets SET credits = credits \+ \$1 WHERE id = \$2\); dedupe on the sender's message id`
	return err
}

// CreditsOnce claims m.ID, which the bus fills with the producer's key: clean.
type CreditsOnce struct{ DB *sql.DB }

func (c *CreditsOnce) Handle(ctx context.Context, m mq.Message) error {
	var ev credit
	if err := json.Unmarshal(m.Body, &ev); err != nil {
		return err
	}
	tx, err := c.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.ID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE wallets SET credits = credits + $1 WHERE id = $2`, ev.Credits, ev.Wallet); err != nil {
		return err
	}
	return tx.Commit()
}

// Counter implements mq.Metrics, which is given the topic, not a delivery: not a handler.
type Counter struct{ DB *sql.DB }

func (c *Counter) Count(topic string) {
	c.DB.Exec(`UPDATE topics SET n = n + 1 WHERE name = $1`, topic)
}

// Payouts stores its methods in mq.AMQPConsumer.OnDelivery.
type Payouts struct{}

func NewConsumer(ch *amqp.Channel, p *Payouts) *mq.AMQPConsumer {
	return &mq.AMQPConsumer{Channel: ch, OnDelivery: p.Pay}
}

func NewConsumerOnce(ch *amqp.Channel, p *Payouts) *mq.AMQPConsumer {
	return &mq.AMQPConsumer{Channel: ch, OnDelivery: p.PayOnce}
}

func (p *Payouts) Pay(ctx context.Context, messageID string, body []byte) error {
	_, err := transfer.New(&stripe.TransferParams{Amount: stripe.Int64(int64(len(body)))}) // want `handler \(\*Payouts\)\.Pay: a redelivery moves money again \(stripe transfer\); dedupe on the sender's message id and forward it as the Idempotency-Key`
	return err
}

// PayOnce forwards the delivery's MessageId (given as messageID) to Stripe: clean.
func (p *Payouts) PayOnce(ctx context.Context, messageID string, body []byte) error {
	params := &stripe.TransferParams{Amount: stripe.Int64(int64(len(body)))}
	params.SetIdempotencyKey("payout-" + messageID)
	_, err := transfer.New(params)
	return err
}

// NotWired has Pay's signature but is stored nowhere: a common signature is not a shape.
func (p *Payouts) NotWired(ctx context.Context, messageID string, body []byte) error {
	_, err := transfer.New(&stripe.TransferParams{Amount: stripe.Int64(int64(len(body)))})
	return err
}

// Tasks fills a map of mq.TaskHandler.
type Tasks struct{ DB *sql.DB }

func Router(ch *amqp.Channel, t *Tasks) *mq.TaskRouter {
	return &mq.TaskRouter{Channel: ch, Handlers: map[string]mq.TaskHandler{"grant": t.Grant}}
}

func (t *Tasks) Grant(ctx context.Context, d amqp.Delivery) error {
	_, err := t.DB.ExecContext(ctx, `UPDATE users SET points = points + 1 WHERE id = $1`, string(d.Body)) // want `handler \(\*Tasks\)\.Grant: a redelivery bumps a counter again \(UPDATE users SET points = points \+ 1 WHERE id = \$1\); dedupe on the sender's message id`
	return err
}

// Unmapped is of the mq.TaskHandler signature (a distinctive one): it is a
// handler wherever it is put in a map.
func (t *Tasks) Unmapped(ctx context.Context, d amqp.Delivery) error {
	_, err := t.DB.ExecContext(ctx, `UPDATE users SET logins = logins + 1 WHERE id = $1`, string(d.Body)) // want `handler \(\*Tasks\)\.Unmapped: a redelivery bumps a counter again \(UPDATE users SET logins = logins \+ 1 WHERE id = \$1\); dedupe on the sender's message id`
	return err
}

// Journal passes a func to mq.Consume's func-typed parameter.
func Journal(ctx context.Context, r *kafka.Reader, db *sql.DB) error {
	return mq.Consume(ctx, r, func(ctx context.Context, body []byte) error {
		_, err := db.ExecContext(ctx, `INSERT INTO journal (body) VALUES ($1)`, body) // want `handler func literal in Journal: a redelivery inserts a duplicate row \(INSERT INTO journal \(body\) VALUES \(\$1\)\); dedupe on the sender's message id`
		return err
	})
}
