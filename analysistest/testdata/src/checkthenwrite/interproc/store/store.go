// Package store is a dedupe store in its own package: its methods reach the
// consumer package only through facts.
package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/redis/go-redis/v9"
)

// Redis is a seen-set in redis.
type Redis struct{ rdb *redis.Client }

// Seen reads whether key was processed.
func (s *Redis) Seen(ctx context.Context, key string) (bool, error) {
	n, err := s.rdb.Exists(ctx, "seen:"+key).Result()
	return n > 0, err
}

// Mark records key as processed (not atomic with Seen).
func (s *Redis) Mark(ctx context.Context, key string) error {
	return s.rdb.Set(ctx, "seen:"+key, 1, 24*time.Hour).Err()
}

// Claim records key and says whether it was new: atomic.
func (s *Redis) Claim(ctx context.Context, key string) (bool, error) {
	return s.rdb.SetNX(ctx, "seen:"+key, 1, 24*time.Hour).Result()
}

// SQL is a seen-set in a table.
type SQL struct{ db *sql.DB }

// Seen reads whether key was processed.
func (s *SQL) Seen(ctx context.Context, key string) (bool, error) {
	var ok bool
	err := s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM processed WHERE id = $1)`, key).Scan(&ok)
	return ok, err
}

// Mark records key as processed (not atomic with Seen).
func (s *SQL) Mark(ctx context.Context, key string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, key)
	return err
}

// Claim inserts key, ignoring a duplicate, and says whether it was new: atomic.
func (s *SQL) Claim(ctx context.Context, key string) (bool, error) {
	res, err := s.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
