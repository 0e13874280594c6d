// Package pgx is an analysistest stub of github.com/jackc/pgx/v4@v4.18.3.
// Subset: Conn (Connect, Exec/Query/QueryRow/QueryFunc, SendBatch, CopyFrom,
// Begin/BeginTx/BeginFunc/BeginTxFunc, Prepare, Ping, Close), Tx (complete),
// Batch and BatchResults (complete), Rows (without FieldDescriptions), Row,
// QueryFuncRow (RawValues only), TxOptions, Identifier, CopyFromSource,
// CopyFromRows/CopyFromSlice, LargeObjects (opaque), ErrNoRows/ErrTxClosed.
// Bodies are trivial.
package pgx

import (
	"context"
	"errors"

	"github.com/jackc/pgconn"
)

var ErrNoRows = errors.New("no rows in result set")

var ErrTxClosed = errors.New("tx is closed")

type Identifier []string

func (ident Identifier) Sanitize() string { var z0 string; return z0 }

type Conn struct {
}

func Connect(ctx context.Context, connString string) (*Conn, error) {
	var z0 *Conn
	var z1 error
	return z0, z1
}

func (c *Conn) Close(ctx context.Context) error { var z0 error; return z0 }

func (c *Conn) Prepare(ctx context.Context, name, sql string) (sd *pgconn.StatementDescription, err error) {
	return
}

func (c *Conn) Ping(ctx context.Context) error { var z0 error; return z0 }

func (c *Conn) PgConn() *pgconn.PgConn { var z0 *pgconn.PgConn; return z0 }

func (c *Conn) Exec(ctx context.Context, sql string, arguments ...interface{}) (pgconn.CommandTag, error) {
	var z0 pgconn.CommandTag
	var z1 error
	return z0, z1
}

func (c *Conn) Query(ctx context.Context, sql string, args ...interface{}) (Rows, error) {
	var z0 Rows
	var z1 error
	return z0, z1
}

func (c *Conn) QueryRow(ctx context.Context, sql string, args ...interface{}) Row {
	var z0 Row
	return z0
}

func (c *Conn) QueryFunc(ctx context.Context, sql string, args []interface{}, scans []interface{}, f func(QueryFuncRow) error) (pgconn.CommandTag, error) {
	var z0 pgconn.CommandTag
	var z1 error
	return z0, z1
}

func (c *Conn) SendBatch(ctx context.Context, b *Batch) BatchResults {
	var z0 BatchResults
	return z0
}

func (c *Conn) CopyFrom(ctx context.Context, tableName Identifier, columnNames []string, rowSrc CopyFromSource) (int64, error) {
	var z0 int64
	var z1 error
	return z0, z1
}

func (c *Conn) Begin(ctx context.Context) (Tx, error) {
	var z0 Tx
	var z1 error
	return z0, z1
}

func (c *Conn) BeginTx(ctx context.Context, txOptions TxOptions) (Tx, error) {
	var z0 Tx
	var z1 error
	return z0, z1
}

func (c *Conn) BeginFunc(ctx context.Context, f func(Tx) error) (err error) {
	return
}

func (c *Conn) BeginTxFunc(ctx context.Context, txOptions TxOptions, f func(Tx) error) (err error) {
	return
}

type TxIsoLevel string

type TxAccessMode string

type TxDeferrableMode string

type TxOptions struct {
	IsoLevel       TxIsoLevel
	AccessMode     TxAccessMode
	DeferrableMode TxDeferrableMode
}

type Tx interface {
	Begin(ctx context.Context) (Tx, error)
	BeginFunc(ctx context.Context, f func(Tx) error) (err error)
	Commit(ctx context.Context) error
	Rollback(ctx context.Context) error
	CopyFrom(ctx context.Context, tableName Identifier, columnNames []string, rowSrc CopyFromSource) (int64, error)
	SendBatch(ctx context.Context, b *Batch) BatchResults
	LargeObjects() LargeObjects
	Prepare(ctx context.Context, name, sql string) (*pgconn.StatementDescription, error)
	Exec(ctx context.Context, sql string, arguments ...interface{}) (commandTag pgconn.CommandTag, err error)
	Query(ctx context.Context, sql string, args ...interface{}) (Rows, error)
	QueryRow(ctx context.Context, sql string, args ...interface{}) Row
	QueryFunc(ctx context.Context, sql string, args []interface{}, scans []interface{}, f func(QueryFuncRow) error) (pgconn.CommandTag, error)
	Conn() *Conn
}

type LargeObjects struct {
}

type Batch struct {
}

func (b *Batch) Queue(query string, arguments ...interface{}) {}

func (b *Batch) Len() int { var z0 int; return z0 }

type BatchResults interface {
	Exec() (pgconn.CommandTag, error)
	Query() (Rows, error)
	QueryRow() Row
	QueryFunc(scans []interface{}, f func(QueryFuncRow) error) (pgconn.CommandTag, error)
	Close() error
}

type Rows interface {
	Close()
	Err() error
	CommandTag() pgconn.CommandTag
	Next() bool
	Scan(dest ...interface{}) error
	Values() ([]interface{}, error)
	RawValues() [][]byte
}

type Row interface {
	Scan(dest ...interface{}) error
}

type QueryFuncRow interface {
	RawValues() [][]byte
}

type CopyFromSource interface {
	Next() bool
	Values() ([]interface{}, error)
	Err() error
}

func CopyFromRows(rows [][]interface{}) CopyFromSource { var z0 CopyFromSource; return z0 }

func CopyFromSlice(length int, next func(int) ([]interface{}, error)) CopyFromSource {
	var z0 CopyFromSource
	return z0
}
