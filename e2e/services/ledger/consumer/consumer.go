// Package consumer runs kafka-go delivery loops that call functions of
// package journal.
package consumer

import (
	"context"
	"database/sql"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/e2e/services/ledger/journal"
)

func idempotencyKey(m kafka.Message) string {
	for _, h := range m.Headers {
		if h.Key == "idempotency-key" {
			return string(h.Value)
		}
	}
	return ""
}

// Journal appends every delivery: nodedupe bug (reported at the call).
func Journal(ctx context.Context, r *kafka.Reader, db *sql.DB) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := journal.Append(ctx, db, m.Value); err != nil { // expect: nodedupe `handler Journal: a redelivery inserts a duplicate row \(INSERT INTO journal \(body\).*\)`
			continue
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// JournalOnce passes the producer's key to a function that claims it: clean.
func JournalOnce(ctx context.Context, r *kafka.Reader, db *sql.DB) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := journal.AppendOnce(ctx, db, idempotencyKey(m), m.Value); err != nil {
			continue
		}
		_ = r.CommitMessages(ctx, m)
	}
}
