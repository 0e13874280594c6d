// Package dbtx is a service's own database layer: an interface with pgx's
// Exec signature and the executor that forwards the SQL text to the pool.
// The statements are the callers' constants.
package dbtx

import (
	"context"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Conn interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

type Executor struct{ pool *pgxpool.Pool }

func New(pool *pgxpool.Pool) *Executor { return &Executor{pool: pool} }

func (e *Executor) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	return e.pool.Exec(ctx, sql, args...)
}
