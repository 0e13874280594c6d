// Package ledger is the streams service's store: account balances in SQL.
package ledger

import (
	"context"
	"database/sql"
)

type Store struct{ DB *sql.DB }

// Credit adds to a balance: run twice, it credits twice.
func (s *Store) Credit(ctx context.Context, account string, cents int64) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, cents, account)
	return err
}

// CreditOnce claims the message id and credits in one transaction: a
// redelivery finds the id claimed and does nothing.
func (s *Store) CreditOnce(ctx context.Context, messageID, account string, cents int64) error {
	tx, err := s.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, messageID)
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

// MarkPaid sets a status: naturally idempotent.
func (s *Store) MarkPaid(ctx context.Context, order string) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, order)
	return err
}
