// Package pubsub: cloud.google.com/go/pubsub Receive callbacks.
package pubsub

import (
	"context"
	"database/sql"
	"time"

	"cloud.google.com/go/pubsub"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

func receive(ctx context.Context, sub *pubsub.Subscription, db *sql.DB, rdb *redis.Client) error {
	// nodedupe bug
	if err := sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		db.ExecContext(ctx, `UPDATE counters SET n = n + 1 WHERE name = $1`, string(m.Data)) // expect: nodedupe `handler func literal in receive: a redelivery bumps a counter again \(UPDATE counters SET n = n \+ 1 WHERE name = \$1\)`
		m.Ack()
	}); err != nil {
		return err
	}
	// nodedupe clean: unique-violation on the message id handled in the same transaction
	if err := sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			m.Nack()
			return
		}
		defer tx.Rollback()
		res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.ID)
		if err != nil {
			m.Nack()
			return
		}
		if n, _ := res.RowsAffected(); n == 0 {
			m.Ack()
			return
		}
		tx.ExecContext(ctx, `UPDATE counters SET n = n + 1 WHERE name = $1`, string(m.Data))
		tx.Commit()
		m.Ack()
	}); err != nil {
		return err
	}
	// payloadkey bug: ordering key + data are payload
	if err := sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if ok, _ := rdb.SetNX(ctx, m.OrderingKey+string(m.Data), 1, time.Hour).Result(); ok { // expect: payloadkey "only from the payload"
			rdb.Incr(ctx, "n")
		}
		m.Ack()
	}); err != nil {
		return err
	}
	// payloadkey clean: m.ID
	if err := sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if ok, _ := rdb.SetNX(ctx, "seen:"+m.ID, 1, time.Hour).Result(); ok {
			rdb.Incr(ctx, "n")
		}
		m.Ack()
	}); err != nil {
		return err
	}
	// keysource bug: a trace attribute with a minted fallback
	if err := sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		id := m.Attributes["event_id"]
		if id == "" {
			id = uuid.NewString()
		}
		if ok, _ := rdb.SetNX(ctx, "seen:"+id, 1, time.Hour).Result(); ok { // expect: keysource "invents a key"
			rdb.Incr(ctx, "n")
		}
		m.Ack()
	}); err != nil {
		return err
	}
	// checkthenwrite bug
	return sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if ex, _ := rdb.HExists(ctx, "seen", m.ID).Result(); ex {
			m.Ack()
			return
		}
		rdb.HSet(ctx, "seen", m.ID, time.Now().Unix()) // expect: checkthenwrite "check-then-write race"
		m.Ack()
	})
}
