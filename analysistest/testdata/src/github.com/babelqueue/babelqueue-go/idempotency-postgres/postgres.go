// Package postgres is an analysistest stub of
// github.com/babelqueue/babelqueue-go/idempotency-postgres (its own module;
// package name "postgres"). The real package blank-imports
// github.com/jackc/pgx/v5/stdlib; the stub does not.
//
// Real Claim: a single atomic INSERT ... ON CONFLICT (message_id) DO UPDATE
// ... WHERE expired ... RETURNING; true iff this caller inserted (claims
// first, race-safe). Remember delegates to Claim. Seen is a plain SELECT.
package postgres

import (
	"context"
	"database/sql"
	"time"

	"github.com/babelqueue/babelqueue-go/idempotency"
)

const DefaultTable = "babelqueue_idempotency"

// Store is a PostgreSQL-backed idempotency.Store.
type Store struct {
	db    *sql.DB
	table string
	ttl   time.Duration
	owned bool
}

// Option customizes a Store.
type Option func(*Store)

func WithTable(table string) Option    { return func(s *Store) { s.table = table } }
func WithTTL(ttl time.Duration) Option { return func(s *Store) { s.ttl = ttl } }

func New(ctx context.Context, dsn string, opts ...Option) (*Store, error) { return &Store{}, nil }

func NewWithDB(db *sql.DB, opts ...Option) *Store { return &Store{db: db, table: DefaultTable} }

func (s *Store) Migrate(ctx context.Context) error { return nil }

// Claim atomically records messageID and reports whether THIS call won the race.
func (s *Store) Claim(ctx context.Context, messageID string) (bool, error) { return true, nil }

func (s *Store) Remember(ctx context.Context, messageID string) error     { return nil }
func (s *Store) Seen(ctx context.Context, messageID string) (bool, error) { return false, nil }
func (s *Store) Forget(ctx context.Context, messageID string) error       { return nil }
func (s *Store) Close() error                                             { return nil }

var _ idempotency.Store = (*Store)(nil)
