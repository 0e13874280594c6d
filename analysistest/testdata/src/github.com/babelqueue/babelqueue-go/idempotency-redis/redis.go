// Package redis is an analysistest stub of
// github.com/babelqueue/babelqueue-go/idempotency-redis (its own module;
// package name "redis"). Depends on the github.com/redis/go-redis/v9 stub.
//
// Real Claim: a single atomic SET key "1" NX [PX ttl] (SetNX); true iff this
// caller set the key (claims first, race-safe). Remember delegates to Claim.
// Seen is EXISTS.
package redis

import (
	"context"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/babelqueue/babelqueue-go/idempotency"
)

const DefaultPrefix = "bq:idemp:"

// Store is a Redis-backed idempotency.Store.
type Store struct {
	prefix string
	ttl    time.Duration
	closer func() error
}

// Option customizes a Store.
type Option func(*Store)

func WithPrefix(prefix string) Option  { return func(s *Store) { s.prefix = prefix } }
func WithTTL(ttl time.Duration) Option { return func(s *Store) { s.ttl = ttl } }

func New(url string, opts ...Option) (*Store, error) { return &Store{prefix: DefaultPrefix}, nil }

func NewWithClient(client *goredis.Client, opts ...Option) *Store {
	return &Store{prefix: DefaultPrefix}
}

// Claim atomically records messageID and reports whether THIS call won the race.
func (s *Store) Claim(ctx context.Context, messageID string) (bool, error) { return true, nil }

func (s *Store) Remember(ctx context.Context, messageID string) error     { return nil }
func (s *Store) Seen(ctx context.Context, messageID string) (bool, error) { return false, nil }
func (s *Store) Forget(ctx context.Context, messageID string) error       { return nil }
func (s *Store) Close() error                                             { return nil }

var _ idempotency.Store = (*Store)(nil)
