// Package sql holds check-then-write cases over database/sql (lib/pq errors).
package sql

import (
	"context"
	"database/sql"
	"errors"

	"github.com/lib/pq"
	"github.com/nats-io/nats.go"
)

func work(ctx context.Context, data []byte) error { return nil }

// --- bugs ---

func selectThenInsert(ctx context.Context, db *sql.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	var one int
	err := db.QueryRowContext(ctx, `SELECT 1 FROM processed_messages WHERE message_id = $1`, id).Scan(&one)
	if err == nil {
		return // already processed
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return
	}
	_ = work(ctx, m.Data)
	db.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1)`, id) // want `check-then-write race in selectThenInsert on key header "Nats-Msg-Id": two concurrent calls both proceed; INSERT .* ON CONFLICT DO NOTHING first`
}

func existsThenInsert(ctx context.Context, db *sql.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	var seen bool
	if err := db.QueryRow(`SELECT EXISTS (SELECT 1 FROM inbox WHERE message_id = $1)`, id).Scan(&seen); err != nil {
		return
	}
	if seen {
		return
	}
	_ = work(ctx, m.Data)
	db.Exec(`INSERT INTO inbox (message_id, payload) VALUES ($1, $2)`, id, m.Data) // want `check-then-write race in existsThenInsert on key header "Nats-Msg-Id": two concurrent calls both proceed; INSERT .* ON CONFLICT DO NOTHING first`
}

func countThenInsert(ctx context.Context, db *sql.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	var n int
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM processed WHERE id = $1`, id).Scan(&n); err != nil {
		return
	}
	if n > 0 {
		return
	}
	_ = work(ctx, m.Data)
	db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, id) // want `check-then-write race in countThenInsert on key header "Nats-Msg-Id": two concurrent calls both proceed; INSERT .* ON CONFLICT DO NOTHING first`
}

// The SELECT and the INSERT in one transaction, but without FOR UPDATE: still a race.
func txNoLock(ctx context.Context, db *sql.DB, m *nats.Msg) error {
	id := m.Header.Get(nats.MsgIdHdr)
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var one int
	if err := tx.QueryRowContext(ctx, `SELECT 1 FROM processed WHERE id = $1`, id).Scan(&one); err != sql.ErrNoRows {
		return err
	}
	_ = work(ctx, m.Data)
	if _, err := tx.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, id); err != nil { // want `check-then-write race in txNoLock on key header "Nats-Msg-Id": two concurrent calls both proceed; INSERT .* ON CONFLICT DO NOTHING first`
		return err
	}
	return tx.Commit()
}

// --- clean look-alikes ---

func onConflictRowsAffected(ctx context.Context, db *sql.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	var one int
	if db.QueryRowContext(ctx, `SELECT 1 FROM processed WHERE id = $1`, id).Scan(&one) == nil {
		return // fast path; the INSERT below is the real claim
	}
	res, err := db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return
	}
	_ = work(ctx, m.Data)
}

func onConflictReturning(ctx context.Context, db *sql.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	var got string
	err := db.QueryRowContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id`, id).Scan(&got)
	if err == sql.ErrNoRows {
		return
	}
	_ = work(ctx, m.Data)
}

func uniqueViolation(ctx context.Context, db *sql.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	var one int
	if db.QueryRowContext(ctx, `SELECT 1 FROM processed WHERE id = $1`, id).Scan(&one) == nil {
		return
	}
	_, err := db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, id)
	var pqErr *pq.Error
	if errors.As(err, &pqErr) && pqErr.Code == "23505" {
		return // already processed
	}
	if err != nil {
		return
	}
	_ = work(ctx, m.Data)
}

func selectForUpdate(ctx context.Context, db *sql.DB, m *nats.Msg) error {
	id := m.Header.Get(nats.MsgIdHdr)
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var one int
	if err := tx.QueryRowContext(ctx, `SELECT 1 FROM processed WHERE id = $1 FOR UPDATE`, id).Scan(&one); err != sql.ErrNoRows {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, id); err != nil {
		return err
	}
	return tx.Commit()
}

// The SELECT guards an INSERT of another key (an audit row keyed by the order).
func otherKey(ctx context.Context, db *sql.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	order := string(m.Data)
	var one int
	if db.QueryRowContext(ctx, `SELECT 1 FROM processed WHERE id = $1`, id).Scan(&one) == nil {
		return
	}
	db.ExecContext(ctx, `INSERT INTO audit (order_id) VALUES ($1) ON CONFLICT (order_id) DO UPDATE SET seen = true`, order)
}

// A plain INSERT without a preceding check.
func insertOnly(ctx context.Context, db *sql.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, id)
}
