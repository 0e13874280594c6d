package store

import (
	"context"

	"github.com/jackc/pgx/v4"
	"github.com/jackc/pgx/v4/pgxpool"
)

// Ledger posts money movements with pgx v4.
type Ledger struct{ Pool *pgxpool.Pool }

// Entry is one movement.
type Entry struct {
	Account string
	Amount  int64
}

// Post queues one INSERT per entry in a batch.
func (l *Ledger) Post(ctx context.Context, entries []Entry) error {
	b := &pgx.Batch{}
	for _, e := range entries {
		b.Queue(`INSERT INTO analytics_movements (account, amount) VALUES ($1, $2)`, e.Account, e.Amount)
	}
	br := l.Pool.SendBatch(ctx, b)
	defer br.Close()
	for range entries {
		if _, err := br.Exec(); err != nil {
			return err
		}
	}
	return nil
}

// Import copies an event's ledger lines: (event_id, line) is the
// table's primary key, so a second import of the event fails.
func (l *Ledger) Import(ctx context.Context, eventID string, amounts []int64) error {
	rows := make([][]interface{}, len(amounts))
	for i, a := range amounts {
		rows[i] = []interface{}{eventID, i, a}
	}
	_, err := l.Pool.CopyFrom(ctx, pgx.Identifier{"analytics_ledger_lines"}, []string{"event_id", "line", "amount"}, pgx.CopyFromRows(rows))
	return err
}

// Archive copies raw payloads into the archive: no key.
func (l *Ledger) Archive(ctx context.Context, payloads [][]byte) error {
	rows := make([][]interface{}, len(payloads))
	for i, p := range payloads {
		rows[i] = []interface{}{p}
	}
	_, err := l.Pool.CopyFrom(ctx, pgx.Identifier{"analytics_archive"}, []string{"payload"}, pgx.CopyFromRows(rows))
	return err
}
