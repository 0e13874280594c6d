// Package amqp: rabbitmq/amqp091-go Consume range loops.
package amqp

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/google/uuid"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

type order struct {
	ID    string `json:"id"`
	Total int64  `json:"total"`
}

// nodedupe bug: a balance debit per delivery.
func debit(ctx context.Context, ch *amqp.Channel, db *sql.DB) error {
	msgs, err := ch.Consume("debits", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		var o order
		if err := json.Unmarshal(d.Body, &o); err != nil {
			_ = d.Nack(false, false)
			continue
		}
		_, err := db.ExecContext(ctx, `UPDATE accounts SET balance = balance - $1 WHERE id = $2`, o.Total, o.ID) // expect: nodedupe `handler debit: a redelivery bumps a counter again \(UPDATE accounts SET balance = balance - \$1 WHERE id = \$2\)`
		if err != nil {
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
	return nil
}

// nodedupe clean: the sender's MessageId is claimed in the same transaction as the debit.
func debitOnce(ctx context.Context, ch *amqp.Channel, db *sql.DB) error {
	msgs, err := ch.ConsumeWithContext(ctx, "debits", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		var o order
		if err := json.Unmarshal(d.Body, &o); err != nil {
			_ = d.Nack(false, false)
			continue
		}
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
		if err != nil {
			_ = tx.Rollback()
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			_ = tx.Rollback()
			_ = d.Ack(false)
			continue
		}
		if _, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance - $1 WHERE id = $2`, o.Total, o.ID); err != nil {
			_ = tx.Rollback()
			continue
		}
		_ = tx.Commit()
		_ = d.Ack(false)
	}
	return nil
}

// payloadkey bug: the routing key is payload, not the message id.
func dedupeOnRoutingKey(ctx context.Context, ch *amqp.Channel, rdb *redis.Client) error {
	msgs, err := ch.Consume("events", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		if ok, _ := rdb.SetNX(ctx, "seen:"+d.RoutingKey+":"+string(d.Body), 1, time.Hour).Result(); !ok { // expect: payloadkey "derives .* only from the payload"
			_ = d.Ack(false)
			continue
		}
		rdb.Incr(ctx, "events")
		_ = d.Ack(false)
	}
	return nil
}

// payloadkey/keysource clean: keyed by the sender's MessageId.
func dedupeOnMessageID(ctx context.Context, ch *amqp.Channel, rdb *redis.Client) error {
	msgs, err := ch.Consume("events", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		if ok, _ := rdb.SetNX(ctx, "seen:"+d.MessageId, 1, time.Hour).Result(); !ok {
			_ = d.Ack(false)
			continue
		}
		rdb.Incr(ctx, "events")
		_ = d.Ack(false)
	}
	return nil
}

// keysource bug: the correlation id is a trace id; when absent the receiver mints one.
func dedupeWithFallback(ctx context.Context, ch *amqp.Channel, rdb *redis.Client) error {
	msgs, err := ch.Consume("events", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		key := d.MessageId
		if key == "" {
			key = uuid.NewString()
		}
		if ok, _ := rdb.SetNX(ctx, "seen:"+key, 1, time.Hour).Result(); !ok { // expect: keysource "invents a key when the sender sent none"
			continue
		}
		rdb.Incr(ctx, "events")
	}
	return nil
}

// checkthenwrite bug: SIsMember then SAdd (result ignored) as two steps.
func checkThenAdd(ctx context.Context, ch *amqp.Channel, rdb *redis.Client) error {
	msgs, err := ch.Consume("events", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		seen, err := rdb.SIsMember(ctx, "seen", d.MessageId).Result()
		if err != nil || seen {
			continue
		}
		// clean: HSet into another hash ("last") is not the write of the "seen" set
		rdb.HSet(ctx, "last", d.MessageId, d.Body)
		rdb.SAdd(ctx, "seen", d.MessageId) // expect: checkthenwrite "check-then-write race"
	}
	return nil
}

// checkthenwrite clean: SAdd's result is the claim.
func addClaims(ctx context.Context, ch *amqp.Channel, rdb *redis.Client) error {
	msgs, err := ch.Consume("events", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range msgs {
		added, err := rdb.SAdd(ctx, "seen", d.MessageId).Result()
		if err != nil || added == 0 {
			continue
		}
		rdb.Incr(ctx, "events")
	}
	return nil
}
