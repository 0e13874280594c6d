// Package store declares storage interfaces with their SQL and redis
// implementations (visible to importers through their facts).
package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/redis/go-redis/v9"
)

// Record is a stored response.
type Record struct {
	Status int
	Body   []byte
}

// IdempotencyStore stores the responses of idempotent requests.
type IdempotencyStore interface {
	Find(ctx context.Context, key string) (*Record, error)
	Save(ctx context.Context, key string, status int, body []byte) error
	Claim(ctx context.Context, key string) (bool, error)
}

// SQLStore is the database/sql implementation.
type SQLStore struct{ db *sql.DB }

// Find is a SELECT of two columns by the key.
func (s *SQLStore) Find(ctx context.Context, key string) (*Record, error) {
	var r Record
	err := s.db.QueryRowContext(ctx, `SELECT status, body FROM idempotency_keys WHERE key = $1`, key).Scan(&r.Status, &r.Body)
	if err == sql.ErrNoRows {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &r, nil
}

// Save is INSERT … ON CONFLICT DO NOTHING with the result ignored: a write.
func (s *SQLStore) Save(ctx context.Context, key string, status int, body []byte) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO idempotency_keys (key, status, body) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, key, status, body)
	return err
}

// Claim is the same INSERT with the affected-row count consulted: a claim.
func (s *SQLStore) Claim(ctx context.Context, key string) (bool, error) {
	res, err := s.db.ExecContext(ctx, `INSERT INTO idempotency_keys (key, status) VALUES ($1, 0) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

var _ IdempotencyStore = (*SQLStore)(nil)

// Inbox remembers processed message ids.
type Inbox interface {
	Seen(ctx context.Context, id string) (bool, error)
	Mark(ctx context.Context, id string) error
}

// RedisInbox: Seen is EXISTS, Mark is SET.
type RedisInbox struct{ RDB *redis.Client }

func (i *RedisInbox) Seen(ctx context.Context, id string) (bool, error) {
	n, err := i.RDB.Exists(ctx, "inbox:"+id).Result()
	return n > 0, err
}

func (i *RedisInbox) Mark(ctx context.Context, id string) error {
	return i.RDB.Set(ctx, "inbox:"+id, 1, time.Hour).Err()
}

// Set is a set of processed ids.
type Set interface {
	Add(ctx context.Context, id string) (bool, error)
}

// RedisSet is SADD: its result says whether the id was new.
type RedisSet struct{ RDB *redis.Client }

func (s *RedisSet) Add(ctx context.Context, id string) (bool, error) {
	n, err := s.RDB.SAdd(ctx, "seen", id).Result()
	return n == 1, err
}

// ErrNotFound is returned by a lookup of an unknown key.
var ErrNotFound = errors.New("not found")

// PolicyStore keeps one setting under a key built from its own field.
type PolicyStore interface {
	Get(ctx context.Context) (string, error)
	Put(ctx context.Context, v string) error
}

// RedisPolicy keys the setting by its deployment id.
type RedisPolicy struct {
	RDB        *redis.Client
	Deployment string
}

func (p *RedisPolicy) Get(ctx context.Context) (string, error) {
	return p.RDB.Get(ctx, "policy:"+p.Deployment).Result()
}

func (p *RedisPolicy) Put(ctx context.Context, v string) error {
	return p.RDB.Set(ctx, "policy:"+p.Deployment, v, 0).Err()
}
