// Package ledger credits accounts, claiming the caller's key in the same
// transaction as the write.
package ledger

import (
	"context"
	"database/sql"
)

type Ledger struct{ DB *sql.DB }

// CreditOnce applies the credit once per key.
func (l *Ledger) CreditOnce(ctx context.Context, key, account string, cents int64) error {
	tx, err := l.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, cents, account); err != nil {
		return err
	}
	return tx.Commit()
}
