// Package driver is an analysistest stub of
// github.com/ClickHouse/clickhouse-go/v2/lib/driver@v2.51.0. Subset: Conn
// (without ServerVersion), Batch (without Columns), BatchColumn, Row,
// Rows (without ColumnTypes), Stats, PrepareBatchOption(s). Bodies are
// trivial.
package driver

import (
	"context"
	"io"
)

type Stats struct {
	MaxOpenConns int
	MaxIdleConns int
	Open         int
	Idle         int
}

type (
	Conn interface {
		Contributors() []string
		Select(ctx context.Context, dest any, query string, args ...any) error
		Query(ctx context.Context, query string, args ...any) (Rows, error)
		QueryRow(ctx context.Context, query string, args ...any) Row
		PrepareBatch(ctx context.Context, query string, opts ...PrepareBatchOption) (Batch, error)
		Exec(ctx context.Context, query string, args ...any) error
		QueryFormat(ctx context.Context, format string, query string, args ...any) (io.ReadCloser, error)
		InsertFormat(ctx context.Context, format string, query string, data io.Reader) error
		AsyncInsert(ctx context.Context, query string, wait bool, args ...any) error
		Ping(context.Context) error
		Stats() Stats
		Close() error
	}
	Row interface {
		Err() error
		Scan(dest ...any) error
		ScanStruct(dest any) error
	}
	Rows interface {
		Next() bool
		Scan(dest ...any) error
		ScanStruct(dest any) error
		Totals(dest ...any) error
		Columns() []string
		Close() error
		Err() error
		HasData() bool
	}
	Batch interface {
		Abort() error
		Append(v ...any) error
		AppendStruct(v any) error
		Column(int) BatchColumn
		Flush() error
		Send() error
		IsSent() bool
		Rows() int
		Close() error
	}
	BatchColumn interface {
		Append(any) error
		AppendRow(any) error
	}
)

type PrepareBatchOptions struct {
	ReleaseConnection bool
	CloseOnFlush      bool
}

type PrepareBatchOption func(options *PrepareBatchOptions)

func WithReleaseConnection() PrepareBatchOption { var z0 PrepareBatchOption; return z0 }
