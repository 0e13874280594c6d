// Package kafkago: segmentio/kafka-go FetchMessage/ReadMessage loops.
package kafkago

import (
	"context"
	"database/sql"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
)

// idemKey returns the producer-set "idempotency-key" header.
func idemKey(m kafka.Message) string {
	for _, h := range m.Headers {
		if h.Key == "idempotency-key" {
			return string(h.Value)
		}
	}
	return ""
}

// nodedupe bug: a stock decrement with no dedupe.
func decrementStock(ctx context.Context, r *kafka.Reader, db *sql.DB) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if _, err := db.ExecContext(ctx, `UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Value)); err != nil { // expect: nodedupe `handler decrementStock: a redelivery bumps a counter again \(UPDATE stock SET qty = qty.*\)`
			return err
		}
		if err := r.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// nodedupe clean: the status update is naturally idempotent.
func markPaid(ctx context.Context, r *kafka.Reader, db *sql.DB) error {
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return err
		}
		if _, err := db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, string(m.Key)); err != nil {
			return err
		}
	}
}

// nodedupe clean: claimed with SetNX on the producer's key first.
func countClaimed(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		ok, err := rdb.SetNX(ctx, "seen:"+idemKey(m), 1, 24*time.Hour).Result()
		if err != nil {
			return err
		}
		if ok {
			rdb.Incr(ctx, "orders:"+string(m.Key))
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// payloadkey bug: the dedupe key is the message body.
func dedupeOnBody(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		ok, err := rdb.SetNX(ctx, "seen:"+string(m.Value), 1, time.Hour).Result() // expect: payloadkey "derives .* only from the payload"
		if err != nil || !ok {
			continue
		}
		rdb.Incr(ctx, "events")
	}
}

// keysource bug: the dedupe key is minted by the receiver.
func dedupeOnMinted(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		ok, err := rdb.SetNX(ctx, "seen:"+uuid.NewString(), 1, time.Hour).Result() // expect: keysource "key minted by the receiver \(uuid.NewString\(\)\)"
		if err != nil || !ok {
			continue
		}
		rdb.Incr(ctx, "events:"+string(m.Key)) // expect: nodedupe `handler dedupeOnMinted: a redelivery bumps a counter again \(increment Client\.Incr\)`
	}
}

// checkthenwrite bug: Exists, then Set, as two steps.
func checkThenSet(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		key := "seen:" + idemKey(m)
		n, err := rdb.Exists(ctx, key).Result()
		if err != nil || n > 0 {
			continue
		}
		rdb.HSet(ctx, "last", string(m.Key), string(m.Value))
		rdb.Set(ctx, key, 1, time.Hour) // expect: checkthenwrite "check-then-write race"
	}
}
