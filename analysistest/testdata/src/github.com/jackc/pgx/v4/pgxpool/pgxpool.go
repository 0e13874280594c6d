// Package pgxpool is an analysistest stub of github.com/jackc/pgx/v4/pgxpool
// (github.com/jackc/pgx/v4@v4.18.3). Subset: Pool (Connect, Exec/Query/
// QueryRow/QueryFunc, SendBatch, CopyFrom, Begin/BeginTx/BeginFunc/
// BeginTxFunc, Acquire, Ping, Close), Conn, Tx, Config (MaxConns only).
// Bodies are trivial.
package pgxpool

import (
	"context"

	"github.com/jackc/pgconn"
	"github.com/jackc/pgx/v4"
)

type Config struct {
	MaxConns int32
}

type Pool struct {
}

func Connect(ctx context.Context, connString string) (*Pool, error) {
	var z0 *Pool
	var z1 error
	return z0, z1
}

func ConnectConfig(ctx context.Context, config *Config) (*Pool, error) {
	var z0 *Pool
	var z1 error
	return z0, z1
}

func ParseConfig(connString string) (*Config, error) {
	var z0 *Config
	var z1 error
	return z0, z1
}

func (p *Pool) Close() {}

func (p *Pool) Acquire(ctx context.Context) (*Conn, error) {
	var z0 *Conn
	var z1 error
	return z0, z1
}

func (p *Pool) Exec(ctx context.Context, sql string, arguments ...interface{}) (pgconn.CommandTag, error) {
	var z0 pgconn.CommandTag
	var z1 error
	return z0, z1
}

func (p *Pool) Query(ctx context.Context, sql string, args ...interface{}) (pgx.Rows, error) {
	var z0 pgx.Rows
	var z1 error
	return z0, z1
}

func (p *Pool) QueryRow(ctx context.Context, sql string, args ...interface{}) pgx.Row {
	var z0 pgx.Row
	return z0
}

func (p *Pool) QueryFunc(ctx context.Context, sql string, args []interface{}, scans []interface{}, f func(pgx.QueryFuncRow) error) (pgconn.CommandTag, error) {
	var z0 pgconn.CommandTag
	var z1 error
	return z0, z1
}

func (p *Pool) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults {
	var z0 pgx.BatchResults
	return z0
}

func (p *Pool) Begin(ctx context.Context) (pgx.Tx, error) {
	var z0 pgx.Tx
	var z1 error
	return z0, z1
}

func (p *Pool) BeginTx(ctx context.Context, txOptions pgx.TxOptions) (pgx.Tx, error) {
	var z0 pgx.Tx
	var z1 error
	return z0, z1
}

func (p *Pool) BeginFunc(ctx context.Context, f func(pgx.Tx) error) error { var z0 error; return z0 }

func (p *Pool) BeginTxFunc(ctx context.Context, txOptions pgx.TxOptions, f func(pgx.Tx) error) error {
	var z0 error
	return z0
}

func (p *Pool) CopyFrom(ctx context.Context, tableName pgx.Identifier, columnNames []string, rowSrc pgx.CopyFromSource) (int64, error) {
	var z0 int64
	var z1 error
	return z0, z1
}

func (p *Pool) Ping(ctx context.Context) error { var z0 error; return z0 }

type Conn struct {
}

func (c *Conn) Release() {}

func (c *Conn) Exec(ctx context.Context, sql string, arguments ...interface{}) (pgconn.CommandTag, error) {
	var z0 pgconn.CommandTag
	var z1 error
	return z0, z1
}

func (c *Conn) Query(ctx context.Context, sql string, args ...interface{}) (pgx.Rows, error) {
	var z0 pgx.Rows
	var z1 error
	return z0, z1
}

func (c *Conn) QueryRow(ctx context.Context, sql string, args ...interface{}) pgx.Row {
	var z0 pgx.Row
	return z0
}

func (c *Conn) QueryFunc(ctx context.Context, sql string, args []interface{}, scans []interface{}, f func(pgx.QueryFuncRow) error) (pgconn.CommandTag, error) {
	var z0 pgconn.CommandTag
	var z1 error
	return z0, z1
}

func (c *Conn) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults {
	var z0 pgx.BatchResults
	return z0
}

func (c *Conn) CopyFrom(ctx context.Context, tableName pgx.Identifier, columnNames []string, rowSrc pgx.CopyFromSource) (int64, error) {
	var z0 int64
	var z1 error
	return z0, z1
}

func (c *Conn) Begin(ctx context.Context) (pgx.Tx, error) {
	var z0 pgx.Tx
	var z1 error
	return z0, z1
}

func (c *Conn) Conn() *pgx.Conn { var z0 *pgx.Conn; return z0 }

type Tx struct {
}

func (tx *Tx) Commit(ctx context.Context) error { var z0 error; return z0 }

func (tx *Tx) Rollback(ctx context.Context) error { var z0 error; return z0 }

func (tx *Tx) Exec(ctx context.Context, sql string, arguments ...interface{}) (pgconn.CommandTag, error) {
	var z0 pgconn.CommandTag
	var z1 error
	return z0, z1
}

func (tx *Tx) Query(ctx context.Context, sql string, args ...interface{}) (pgx.Rows, error) {
	var z0 pgx.Rows
	var z1 error
	return z0, z1
}

func (tx *Tx) QueryRow(ctx context.Context, sql string, args ...interface{}) pgx.Row {
	var z0 pgx.Row
	return z0
}

func (tx *Tx) QueryFunc(ctx context.Context, sql string, args []interface{}, scans []interface{}, f func(pgx.QueryFuncRow) error) (pgconn.CommandTag, error) {
	var z0 pgconn.CommandTag
	var z1 error
	return z0, z1
}

func (tx *Tx) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults {
	var z0 pgx.BatchResults
	return z0
}

func (tx *Tx) CopyFrom(ctx context.Context, tableName pgx.Identifier, columnNames []string, rowSrc pgx.CopyFromSource) (int64, error) {
	var z0 int64
	var z1 error
	return z0, z1
}
