// Package postgres is a stub of github.com/italypaleale/go-sql-utils/instrument/postgres
// v0.3.5 (see the module's README.md).
package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/italypaleale/go-sql-utils/instrument"
)

// NewTracer returns a pgx.QueryTracer; the stub returns the first chained tracer, or a no-op one.
func NewTracer(opts *instrument.Options, chain ...pgx.QueryTracer) pgx.QueryTracer {
	for _, t := range chain {
		if t != nil {
			return t
		}
	}
	return noopTracer{}
}

type noopTracer struct{}

func (noopTracer) TraceQueryStart(ctx context.Context, conn *pgx.Conn, data pgx.TraceQueryStartData) context.Context {
	return ctx
}

func (noopTracer) TraceQueryEnd(ctx context.Context, conn *pgx.Conn, data pgx.TraceQueryEndData) {}
