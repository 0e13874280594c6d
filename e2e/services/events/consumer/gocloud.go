// Package consumer has the events service's direct delivery loops: gocloud
// pubsub Receive loops, and kafka-go loops keyed by ids the receiver mints
// (a counter node, the package-level generator, shortuuid, crypto/rand).
package consumer

import (
	"context"
	"database/sql"
	"time"

	"github.com/redis/go-redis/v9"
	"gocloud.dev/pubsub"

	"github.com/idemlint/idemlint/e2e/services/events/idgen"
)

// Tally counts every delivery of a gocloud subscription: nodedupe bug.
func Tally(ctx context.Context, sub *pubsub.Subscription, db *sql.DB) error {
	for {
		m, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		if _, err := db.ExecContext(ctx, `UPDATE event_counts SET n = n + 1 WHERE type = $1`, m.Metadata["type"]); err != nil { // expect: nodedupe `handler Tally: a redelivery bumps a counter again \(UPDATE event_counts SET n =.*\)`
			m.Nack()
			continue
		}
		m.Ack()
	}
}

// TallyOnce claims the producer's event_id in the same transaction: clean.
func TallyOnce(ctx context.Context, sub *pubsub.Subscription, db *sql.DB) error {
	for {
		m, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		if err := tallyOnce(ctx, db, m.Metadata["event_id"], m.Metadata["type"]); err != nil {
			m.Nack()
			continue
		}
		m.Ack()
	}
}

func tallyOnce(ctx context.Context, db *sql.DB, eventID, typ string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_events (id) VALUES ($1) ON CONFLICT DO NOTHING`, eventID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE event_counts SET n = n + 1 WHERE type = $1`, typ); err != nil {
		return err
	}
	return tx.Commit()
}

// CountSignups falls back to a generated id when the producer sent no
// event_id: keysource bug.
func CountSignups(ctx context.Context, sub *pubsub.Subscription, rdb *redis.Client, ids idgen.Generator) error {
	for {
		m, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		id := m.Metadata["event_id"]
		if id == "" {
			id = ids.NewID()
		}
		ok, err := rdb.SetNX(ctx, "evt:"+id, 1, 24*time.Hour).Result() // expect: keysource "invents a key when the sender sent none"
		if err != nil {
			m.Nack()
			continue
		}
		if ok {
			rdb.Incr(ctx, "signups")
		}
		m.Ack()
	}
}

// CountSignupsStrict drops events without an event_id: clean.
func CountSignupsStrict(ctx context.Context, sub *pubsub.Subscription, rdb *redis.Client) error {
	for {
		m, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		id := m.Metadata["event_id"]
		if id == "" {
			m.Ack() // the producer's bug: logged and dropped
			continue
		}
		ok, err := rdb.SetNX(ctx, "evt:"+id, 1, 24*time.Hour).Result()
		if err != nil {
			m.Nack()
			continue
		}
		if ok {
			rdb.Incr(ctx, "signups")
		}
		m.Ack()
	}
}
