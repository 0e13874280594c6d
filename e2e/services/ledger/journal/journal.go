// Package journal is called by the consumer package's delivery loop: plain
// functions of another package.
package journal

import (
	"context"
	"database/sql"
)

// Append writes a journal line: not idempotent.
func Append(ctx context.Context, db *sql.DB, body []byte) error {
	_, err := db.ExecContext(ctx, `INSERT INTO journal (body) VALUES ($1)`, body)
	return err
}

// AppendOnce claims the message id in the same transaction as the line.
func AppendOnce(ctx context.Context, db *sql.DB, messageID string, body []byte) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, messageID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO journal (body) VALUES ($1)`, body); err != nil {
		return err
	}
	return tx.Commit()
}
