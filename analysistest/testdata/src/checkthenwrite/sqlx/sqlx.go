// Package sqlx holds check-then-write cases over jmoiron/sqlx: Get and
// Select of a dedupe key are checks, NamedExec and MustExec INSERTs writes.
package sqlx

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jmoiron/sqlx"
	"github.com/lib/pq"
	"github.com/nats-io/nats.go"
)

func work(ctx context.Context, data []byte) error { return nil }

type inboxRow struct {
	MessageID string `db:"message_id"`
}

// --- bugs ---

func getThenInsert(ctx context.Context, db *sqlx.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	var row inboxRow
	err := db.GetContext(ctx, &row, `SELECT message_id FROM inbox WHERE message_id = $1`, id)
	if err == nil {
		return // already processed
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return
	}
	_ = work(ctx, m.Data)
	db.NamedExecContext(ctx, `INSERT INTO inbox (message_id) VALUES (:message_id)`, inboxRow{MessageID: id}) // want `check-then-write race in getThenInsert on key header "Nats-Msg-Id": two concurrent calls both proceed; INSERT … ON CONFLICT DO NOTHING first`
}

func selectThenMustExec(ctx context.Context, db *sqlx.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	var ids []string
	if err := sqlx.Select(db, &ids, `SELECT message_id FROM inbox WHERE message_id = $1`, id); err != nil || len(ids) > 0 {
		return
	}
	_ = work(ctx, m.Data)
	db.MustExec(`INSERT INTO inbox (message_id) VALUES ($1)`, id) // want `check-then-write race in selectThenMustExec on key header "Nats-Msg-Id": two concurrent calls both proceed; INSERT … ON CONFLICT DO NOTHING first`
}

// --- clean look-alikes ---

// The Get is a fast path; the INSERT … ON CONFLICT DO NOTHING is the claim.
func getThenClaim(ctx context.Context, db *sqlx.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	var row inboxRow
	if db.GetContext(ctx, &row, `SELECT message_id FROM inbox WHERE message_id = $1`, id) == nil {
		return
	}
	res, err := db.NamedExecContext(ctx, `INSERT INTO inbox (message_id) VALUES (:message_id) ON CONFLICT DO NOTHING`, inboxRow{MessageID: id})
	if err != nil {
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return
	}
	_ = work(ctx, m.Data)
}

// The unique violation of the INSERT is handled.
func getThenUnique(ctx context.Context, db *sqlx.DB, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	var row inboxRow
	if db.Get(&row, `SELECT message_id FROM inbox WHERE message_id = $1`, id) == nil {
		return
	}
	_, err := db.NamedExec(`INSERT INTO inbox (message_id) VALUES (:message_id)`, inboxRow{MessageID: id})
	var pqErr *pq.Error
	if errors.As(err, &pqErr) && pqErr.Code == "23505" {
		return
	}
	_ = work(ctx, m.Data)
}

// Locked in the transaction of the write.
func getForUpdate(ctx context.Context, db *sqlx.DB, m *nats.Msg) error {
	id := m.Header.Get(nats.MsgIdHdr)
	tx, err := db.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var row inboxRow
	if err := tx.GetContext(ctx, &row, `SELECT message_id FROM inbox WHERE message_id = $1 FOR UPDATE`, id); err != sql.ErrNoRows {
		return err
	}
	tx.MustExecContext(ctx, `INSERT INTO inbox (message_id) VALUES ($1)`, id)
	return tx.Commit()
}
