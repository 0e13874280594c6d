// Package sqlstore implements store.IdempotencyStore on database/sql.
package sqlstore

import (
	"context"
	"database/sql"
	"errors"

	"github.com/idemlint/idemlint/e2e/services/checkout/store"
)

// Store is the SQL idempotency store.
type Store struct{ db *sql.DB }

// New returns a Store.
func New(db *sql.DB) *Store { return &Store{db: db} }

var _ store.IdempotencyStore = (*Store)(nil)

// Find looks the key up: a SELECT of three columns.
func (s *Store) Find(ctx context.Context, key string) (*store.Record, error) {
	var r store.Record
	err := s.db.QueryRowContext(ctx, `SELECT key, status, body FROM idempotency_keys WHERE key = $1`, key).Scan(&r.Key, &r.Status, &r.Body)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &r, nil
}

// Save inserts the record; a concurrent insert of the same key is ignored
// (the result is not consulted).
func (s *Store) Save(ctx context.Context, rec store.Record) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO idempotency_keys (key, status, body) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, rec.Key, rec.Status, rec.Body)
	return err
}

// Claim inserts a pending row and reports whether this caller got it.
func (s *Store) Claim(ctx context.Context, key string) (bool, error) {
	res, err := s.db.ExecContext(ctx, `INSERT INTO idempotency_keys (key, status) VALUES ($1, 0) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Complete stores the response of a claimed key.
func (s *Store) Complete(ctx context.Context, key string, status int, body []byte) error {
	_, err := s.db.ExecContext(ctx, `UPDATE idempotency_keys SET status = $2, body = $3 WHERE key = $1`, key, status, body)
	return err
}

// Release deletes a pending claim.
func (s *Store) Release(ctx context.Context, key string) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM idempotency_keys WHERE key = $1 AND status = 0`, key)
	return err
}
