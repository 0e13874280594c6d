// Package orders is the gateway service's store.
package orders

import (
	"context"
	"database/sql"
)

type Store struct{ DB *sql.DB }

// Create inserts a new order row on every call.
func (s *Store) Create(ctx context.Context, customer string, cents int64) error {
	_, err := s.DB.ExecContext(ctx, `INSERT INTO orders (customer, cents) VALUES ($1, $2)`, customer, cents)
	return err
}

// CreateKeyed inserts the order under the client's key: a retry hits the same row.
func (s *Store) CreateKeyed(ctx context.Context, key, customer string, cents int64) error {
	_, err := s.DB.ExecContext(ctx, `INSERT INTO orders (id, customer, cents) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, key, customer, cents)
	return err
}

// LogView appends a row per page view.
func (s *Store) LogView(ctx context.Context, page string) error {
	_, err := s.DB.ExecContext(ctx, `INSERT INTO page_views (page) VALUES ($1)`, page)
	return err
}

// Cancel releases stock: an increment per call.
func (s *Store) Cancel(ctx context.Context, order string) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE stock SET reserved = reserved - 1 WHERE order_id = $1`, order)
	return err
}
