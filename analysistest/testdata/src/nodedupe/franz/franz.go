// Package franz: franz-go PollFetches loops, EachRecord funcs and Produce.
package franz

import (
	"context"
	"database/sql"

	"github.com/twmb/franz-go/pkg/kgo"
)

func header(r *kgo.Record, key string) string {
	for _, h := range r.Headers {
		if h.Key == key {
			return string(h.Value)
		}
	}
	return ""
}

func poll(ctx context.Context, cl *kgo.Client, db *sql.DB) {
	for {
		fetches := cl.PollFetches(ctx)
		for _, r := range fetches.Records() {
			db.ExecContext(ctx, `UPDATE wallets SET balance = balance + $1 WHERE id = $2`, 10, string(r.Key)) // want `handler poll: a redelivery bumps a counter again \(UPDATE wallets SET balance…\); dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in r\.Headers`
		}
	}
}

func eachRecord(ctx context.Context, cl *kgo.Client, db *sql.DB) {
	for {
		fetches := cl.PollFetches(ctx)
		fetches.EachRecord(func(r *kgo.Record) {
			db.ExecContext(ctx, `INSERT INTO audit (body) VALUES ($1)`, r.Value) // want `handler func literal in eachRecord: a redelivery inserts a duplicate row; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in r\.Headers`
		})
	}
}

func eachRecordClaimed(ctx context.Context, cl *kgo.Client, db *sql.DB) {
	for {
		fetches := cl.PollFetches(ctx)
		fetches.EachRecord(func(r *kgo.Record) {
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return
			}
			defer tx.Rollback()
			res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, header(r, "idempotency-key"))
			if err != nil {
				return
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return
			}
			tx.ExecContext(ctx, `UPDATE wallets SET balance = balance + $1 WHERE id = $2`, 10, string(r.Key))
			tx.Commit()
		})
	}
}

func iter(ctx context.Context, cl *kgo.Client) {
	for {
		fetches := cl.PollRecords(ctx, 100)
		it := fetches.RecordIter()
		for !it.Done() {
			r := it.Next()
			cl.ProduceSync(ctx, &kgo.Record{Topic: "out", Value: r.Value}) // want `handler iter: a redelivery publishes a duplicate message \(publish Client\.ProduceSync\); dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in r\.Headers`
			// the inbound id forwarded in a header: the next hop dedupes
			cl.Produce(ctx, &kgo.Record{Topic: "out", Value: r.Value, Headers: []kgo.RecordHeader{{Key: "idempotency-key", Value: []byte(header(r, "idempotency-key"))}}}, nil)
		}
	}
}

func partitions(ctx context.Context, cl *kgo.Client, db *sql.DB) {
	for {
		fetches := cl.PollFetches(ctx)
		fetches.EachPartition(func(p kgo.FetchTopicPartition) {
			for _, r := range p.Records {
				// a set keyed by the record's key: naturally idempotent
				db.ExecContext(ctx, `UPDATE orders SET status = 'seen' WHERE id = $1`, string(r.Key))
			}
			p.EachRecord(func(r *kgo.Record) {
				db.ExecContext(ctx, `UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(r.Key)) // want `handler func literal in partitions: a redelivery bumps a counter again; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in r\.Headers`
			})
		})
	}
}
