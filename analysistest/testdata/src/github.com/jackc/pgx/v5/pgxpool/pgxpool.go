// Package pgxpool is an analysistest stub of github.com/jackc/pgx/v5/pgxpool (github.com/jackc/pgx/v5@v5.13.0).
// Declarations mirror the real API surface; bodies are trivial.
package pgxpool

import (
	"context"
	"time"

	pgx "github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

type Pool struct {
}

func (p *Pool) Close() {}

func (p *Pool) Acquire(ctx context.Context) (c *Conn, err error) { return }

func (p *Pool) AcquireFunc(ctx context.Context, f func(*Conn) error) error { return nil }

func (p *Pool) AcquireAllIdle(ctx context.Context) []*Conn { return nil }

func (p *Pool) Reset() {}

func (p *Pool) Config() *Config { return nil }

func (p *Pool) Stat() *Stat { return nil }

func (p *Pool) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

func (p *Pool) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) { return nil, nil }

func (p *Pool) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row { return nil }

func (p *Pool) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults { return nil }

func (p *Pool) Begin(ctx context.Context) (pgx.Tx, error) { return nil, nil }

func (p *Pool) BeginTx(ctx context.Context, txOptions pgx.TxOptions) (pgx.Tx, error) { return nil, nil }

func (p *Pool) CopyFrom(ctx context.Context, tableName pgx.Identifier, columnNames []string, rowSrc pgx.CopyFromSource) (int64, error) {
	return 0, nil
}

func (p *Pool) Ping(ctx context.Context) error { return nil }

func New(ctx context.Context, connString string) (*Pool, error) { return nil, nil }

func NewWithConfig(ctx context.Context, config *Config) (*Pool, error) { return nil, nil }

func ParseConfig(connString string) (*Config, error) { return nil, nil }

type Config struct {
	ConnConfig            *pgx.ConnConfig
	BeforeConnect         func(context.Context, *pgx.ConnConfig) error
	AfterConnect          func(context.Context, *pgx.Conn) error
	BeforeAcquire         func(context.Context, *pgx.Conn) bool
	PrepareConn           func(context.Context, *pgx.Conn) (bool, error)
	AfterRelease          func(*pgx.Conn) bool
	BeforeClose           func(*pgx.Conn)
	ShouldPing            func(context.Context, ShouldPingParams) bool
	MaxConnLifetime       time.Duration
	MaxConnLifetimeJitter time.Duration
	MaxConnIdleTime       time.Duration
	PingTimeout           time.Duration
	MaxConns              int32
	MinConns              int32
	MinIdleConns          int32
	HealthCheckPeriod     time.Duration
}

func (c *Config) Copy() *Config { return nil }

func (c *Config) ConnString() string { return "" }

type ShouldPingParams struct {
	Conn         *pgx.Conn
	IdleDuration time.Duration
}

type Conn struct {
}

func (c *Conn) Release() {}

func (c *Conn) Hijack() *pgx.Conn { return nil }

func (c *Conn) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

func (c *Conn) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) { return nil, nil }

func (c *Conn) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row { return nil }

func (c *Conn) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults { return nil }

func (c *Conn) CopyFrom(ctx context.Context, tableName pgx.Identifier, columnNames []string, rowSrc pgx.CopyFromSource) (int64, error) {
	return 0, nil
}

func (c *Conn) Begin(ctx context.Context) (pgx.Tx, error) { return nil, nil }

func (c *Conn) BeginTx(ctx context.Context, txOptions pgx.TxOptions) (pgx.Tx, error) { return nil, nil }

func (c *Conn) Ping(ctx context.Context) error { return nil }

func (c *Conn) Conn() *pgx.Conn { return nil }

type Tx struct {
}

func (tx *Tx) Begin(ctx context.Context) (pgx.Tx, error) { return nil, nil }

func (tx *Tx) Commit(ctx context.Context) error { return nil }

func (tx *Tx) Rollback(ctx context.Context) error { return nil }

func (tx *Tx) CopyFrom(ctx context.Context, tableName pgx.Identifier, columnNames []string, rowSrc pgx.CopyFromSource) (int64, error) {
	return 0, nil
}

func (tx *Tx) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults { return nil }

func (tx *Tx) LargeObjects() pgx.LargeObjects { return pgx.LargeObjects{} }

func (tx *Tx) Prepare(ctx context.Context, name, sql string) (*pgconn.StatementDescription, error) {
	return nil, nil
}

func (tx *Tx) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

func (tx *Tx) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) { return nil, nil }

func (tx *Tx) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row { return nil }

func (tx *Tx) Conn() *pgx.Conn { return nil }

type Stat struct {
}

func (s *Stat) AcquireCount() int64 { return 0 }

func (s *Stat) AcquireDuration() time.Duration { return 0 }

func (s *Stat) AcquiredConns() int32 { return 0 }

func (s *Stat) CanceledAcquireCount() int64 { return 0 }

func (s *Stat) ConstructingConns() int32 { return 0 }

func (s *Stat) EmptyAcquireCount() int64 { return 0 }

func (s *Stat) IdleConns() int32 { return 0 }

func (s *Stat) MaxConns() int32 { return 0 }

func (s *Stat) TotalConns() int32 { return 0 }

func (s *Stat) NewConnsCount() int64 { return 0 }

func (s *Stat) MaxLifetimeDestroyCount() int64 { return 0 }

func (s *Stat) MaxIdleDestroyCount() int64 { return 0 }

func (s *Stat) EmptyAcquireWaitTime() time.Duration { return 0 }
