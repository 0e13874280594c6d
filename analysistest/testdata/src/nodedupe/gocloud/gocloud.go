// Package gocloud: gocloud.dev/pubsub Receive loops are deliveries.
package gocloud

import (
	"context"
	"database/sql"

	"github.com/redis/go-redis/v9"
	"gocloud.dev/pubsub"
)

func Tally(ctx context.Context, sub *pubsub.Subscription, db *sql.DB) error {
	for {
		m, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		db.ExecContext(ctx, `UPDATE counts SET n = n + 1 WHERE type = $1`, m.Metadata["type"]) // want `handler Tally: a redelivery bumps a counter again \(UPDATE counts SET n = n \+ 1.*\); dedupe on a producer-set m\.Metadata entry \(e\.g\. "event_id"\), or m\.LoggableID`
		m.Ack()
	}
}

func Forward(ctx context.Context, sub *pubsub.Subscription, t *pubsub.Topic) error {
	for {
		m, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		t.Send(ctx, &pubsub.Message{Body: m.Body}) // want `handler Forward: a redelivery publishes a duplicate message \(publish Topic\.Send\); dedupe on a producer-set m\.Metadata entry \(e\.g\. "event_id"\), or m\.LoggableID`
		m.Ack()
	}
}

// CountOnce claims the producer's event_id: clean.
func CountOnce(ctx context.Context, sub *pubsub.Subscription, rdb *redis.Client) error {
	for {
		m, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		ok, _ := rdb.SetNX(ctx, "evt:"+m.Metadata["event_id"], 1, 0).Result()
		if ok {
			rdb.Incr(ctx, "signups")
		}
		m.Ack()
	}
}

// CountByLoggableID claims the broker's message id: clean.
func CountByLoggableID(ctx context.Context, sub *pubsub.Subscription, rdb *redis.Client) error {
	for {
		m, err := sub.Receive(ctx)
		if err != nil {
			return err
		}
		ok, _ := rdb.SetNX(ctx, "evt:"+m.LoggableID, 1, 0).Result()
		if ok {
			rdb.Incr(ctx, "signups")
		}
		m.Ack()
	}
}
