// Package dbtx is the service's own database layer: an interface with
// pgx's Exec signature and an executor that runs the caller's statement in
// the context's transaction or on the pool.
package dbtx

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Conn interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

type txKey struct{}

type Executor struct{ pool *pgxpool.Pool }

func New(pool *pgxpool.Pool) *Executor { return &Executor{pool: pool} }

func (e *Executor) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	if tx, ok := ctx.Value(txKey{}).(pgx.Tx); ok {
		return tx.Exec(ctx, sql, args...)
	}
	return e.pool.Exec(ctx, sql, args...)
}
