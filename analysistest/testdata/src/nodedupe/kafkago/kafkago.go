// Package kafkago: kafka-go FetchMessage loops.
package kafkago

import (
	"context"
	"database/sql"
	"strconv"

	"github.com/segmentio/kafka-go"
)

func consume(ctx context.Context, r *kafka.Reader, db *sql.DB) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		db.ExecContext(ctx, `UPDATE wallets SET balance = balance + $1 WHERE id = $2`, 10, string(m.Key)) // want `handler consume: a redelivery bumps a counter again \(UPDATE wallets SET balance.*\); dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		r.CommitMessages(ctx, m)
	}
}

func consumeSafe(ctx context.Context, r *kafka.Reader, db *sql.DB) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		id := string(m.Headers[0].Value) // the producer's idempotency-key header
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
		if err != nil {
			tx.Rollback()
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			tx.Rollback()
			r.CommitMessages(ctx, m)
			continue
		}
		tx.ExecContext(ctx, `UPDATE wallets SET balance = balance + $1 WHERE id = $2`, 10, string(m.Key))
		tx.Commit()
		r.CommitMessages(ctx, m)
	}
}

// header finds a producer-set header.
func header(m kafka.Message, key string) string {
	for _, h := range m.Headers {
		if h.Key == key {
			return string(h.Value)
		}
	}
	return ""
}

func consumeHeaderHelper(ctx context.Context, r *kafka.Reader, db *sql.DB) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, header(m, "idempotency-key"))
		if err != nil {
			tx.Rollback()
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			tx.Rollback()
			continue
		}
		tx.ExecContext(ctx, `UPDATE wallets SET balance = balance + $1 WHERE id = $2`, 10, string(m.Key))
		tx.Commit()
		r.CommitMessages(ctx, m)
	}
}

// consumeOffsetKey claims the partition offset: a position in the log, not the
// producer's id (a producer retry lands at a new offset), so it is no guard.
func consumeOffsetKey(ctx context.Context, r *kafka.Reader, db *sql.DB) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, strconv.FormatInt(m.Offset, 10))
		if err != nil {
			tx.Rollback()
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			tx.Rollback()
			continue
		}
		tx.ExecContext(ctx, `UPDATE wallets SET balance = balance + $1 WHERE id = $2`, 10, string(m.Key)) // want `handler consumeOffsetKey: a redelivery bumps a counter again; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		tx.Commit()
	}
}
