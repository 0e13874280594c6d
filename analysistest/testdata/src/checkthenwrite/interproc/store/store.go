// Package store is a dedupe store in its own package: its methods reach the
// consumer package only through facts.
package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
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

// CheckRateLimit refuses a member's n-th verification request in an
// hour: it counts tries, it is no dedupe check.
func (s *SQL) CheckRateLimit(ctx context.Context, memberID string) error {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM verification_tokens WHERE member_id = $1 AND created_at > now() - interval '1 hour'`, memberID).Scan(&n); err != nil {
		return err
	}
	if n >= 5 {
		return sql.ErrNoRows
	}
	return nil
}

// CreateToken stores a verification token of the member.
func (s *SQL) CreateToken(ctx context.Context, memberID, token string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO verification_tokens (member_id, token) VALUES ($1, $2)`, memberID, token)
	return err
}

// Key prefixes of the attempt store.
const (
	PrefixVerifyFail = "auth:verify-fail:"
	PrefixLogin      = "auth:login:"
)

func hash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// VerifyFails reads the lockout marker: PrefixVerifyFail + sha256(email).
func (s *Redis) VerifyFails(ctx context.Context, email string) (bool, error) {
	n, err := s.rdb.Exists(ctx, PrefixVerifyFail+hash(email)).Result()
	return n > 0, err
}

// RecordLogin writes the login marker: PrefixLogin + email.
func (s *Redis) RecordLogin(ctx context.Context, email string) error {
	return s.rdb.Set(ctx, PrefixLogin+email, 1, 24*time.Hour).Err()
}

// VerifyHashed reads PrefixLogin + sha256(email); MarkHashed writes it.
func (s *Redis) VerifyHashed(ctx context.Context, email string) (bool, error) {
	n, err := s.rdb.Exists(ctx, PrefixLogin+hash(email)).Result()
	return n > 0, err
}

// MarkHashed writes PrefixLogin + sha256(email).
func (s *Redis) MarkHashed(ctx context.Context, email string) error {
	return s.rdb.Set(ctx, PrefixLogin+hash(email), 1, 24*time.Hour).Err()
}
