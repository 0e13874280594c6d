// Package pgx is an analysistest stub of github.com/jackc/pgx/v5 (github.com/jackc/pgx/v5@v5.13.0).
// Declarations mirror the real API surface; bodies are trivial.
package pgx

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
)

type Conn struct {
}

func Connect(ctx context.Context, connString string) (*Conn, error) { return nil, nil }

func ConnectConfig(ctx context.Context, connConfig *ConnConfig) (*Conn, error) { return nil, nil }

func ConnectWithOptions(ctx context.Context, connString string, options ParseConfigOptions) (*Conn, error) {
	return nil, nil
}

func ParseConfig(connString string) (*ConnConfig, error) { return nil, nil }

type ParseConfigOptions struct {
	pgconn.ParseConfigOptions
}

type ConnConfig struct {
	pgconn.Config
	StatementCacheCapacity   int
	DescriptionCacheCapacity int
	DefaultQueryExecMode     QueryExecMode
}

func (cc *ConnConfig) Copy() *ConnConfig { return nil }

func (cc *ConnConfig) ConnString() string { return "" }

type QueryExecMode int32

func (m QueryExecMode) String() string { return "" }

const QueryExecModeCacheStatement QueryExecMode = 1

const QueryExecModeCacheDescribe QueryExecMode = 2

const QueryExecModeDescribeExec QueryExecMode = 3

const QueryExecModeExec QueryExecMode = 4

const QueryExecModeSimpleProtocol QueryExecMode = 5

func (c *Conn) Close(ctx context.Context) error { return nil }

func (c *Conn) Prepare(ctx context.Context, name, sql string) (sd *pgconn.StatementDescription, err error) {
	return
}

func (c *Conn) Deallocate(ctx context.Context, name string) error { return nil }

func (c *Conn) DeallocateAll(ctx context.Context) error { return nil }

func (c *Conn) WaitForNotification(ctx context.Context) (*pgconn.Notification, error) {
	return nil, nil
}

func (c *Conn) IsClosed() bool { return false }

func (c *Conn) Ping(ctx context.Context) error { return nil }

func (c *Conn) PgConn() *pgconn.PgConn { return nil }

func (c *Conn) TypeMap() *pgtype.Map { return nil }

func (c *Conn) Config() *ConnConfig { return nil }

func (c *Conn) Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

func (c *Conn) Query(ctx context.Context, sql string, args ...any) (Rows, error) { return nil, nil }

func (c *Conn) QueryRow(ctx context.Context, sql string, args ...any) Row { return nil }

func (c *Conn) SendBatch(ctx context.Context, b *Batch) BatchResults { return nil }

func (c *Conn) Begin(ctx context.Context) (Tx, error) { return nil, nil }

func (c *Conn) BeginTx(ctx context.Context, txOptions TxOptions) (Tx, error) { return nil, nil }

func (c *Conn) CopyFrom(ctx context.Context, tableName Identifier, columnNames []string, rowSrc CopyFromSource) (int64, error) {
	return 0, nil
}

type Identifier []string

func (ident Identifier) Sanitize() string { return "" }

type CopyFromSource interface {
	Next() bool
	Values() ([]any, error)
	Err() error
}

func CopyFromRows(rows [][]any) CopyFromSource { return nil }

func CopyFromSlice(length int, next func(int) ([]any, error)) CopyFromSource { return nil }

func CopyFromFunc(nxtf func() (row []any, err error)) CopyFromSource { return nil }

type LargeObjects struct {
}

type Tx interface {
	Begin(ctx context.Context) (Tx, error)
	Commit(ctx context.Context) error
	Rollback(ctx context.Context) error
	CopyFrom(ctx context.Context, tableName Identifier, columnNames []string, rowSrc CopyFromSource) (int64, error)
	SendBatch(ctx context.Context, b *Batch) BatchResults
	LargeObjects() LargeObjects
	Prepare(ctx context.Context, name, sql string) (*pgconn.StatementDescription, error)
	Exec(ctx context.Context, sql string, arguments ...any) (commandTag pgconn.CommandTag, err error)
	Query(ctx context.Context, sql string, args ...any) (Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) Row
	Conn() *Conn
}

type TxOptions struct {
	IsoLevel       TxIsoLevel
	AccessMode     TxAccessMode
	DeferrableMode TxDeferrableMode
	BeginQuery     string
	CommitQuery    string
}

type TxIsoLevel string

type TxAccessMode string

type TxDeferrableMode string

const Serializable TxIsoLevel = "serializable"

const RepeatableRead TxIsoLevel = "repeatable read"

const ReadCommitted TxIsoLevel = "read committed"

const ReadUncommitted TxIsoLevel = "read uncommitted"

const ReadWrite TxAccessMode = "read write"

const ReadOnly TxAccessMode = "read only"

const Deferrable TxDeferrableMode = "deferrable"

const NotDeferrable TxDeferrableMode = "not deferrable"

func BeginFunc(
	ctx context.Context,
	db interface {
		Begin(ctx context.Context) (Tx, error)
	},
	fn func(Tx) error,
) (err error) {
	return
}

func BeginTxFunc(
	ctx context.Context,
	db interface {
		BeginTx(ctx context.Context, txOptions TxOptions) (Tx, error)
	},
	txOptions TxOptions,
	fn func(Tx) error,
) (err error) {
	return
}

var ErrNoRows error = errors.New("no rows in result set")

var ErrTooManyRows error = errors.New("too many rows in result set")

var ErrTxClosed error = errors.New("tx is closed")

var ErrTxCommitRollback error = errors.New("commit unexpectedly resulted in rollback")

type Rows interface {
	Close()
	Err() error
	CommandTag() pgconn.CommandTag
	FieldDescriptions() []pgconn.FieldDescription
	Next() bool
	Scan(dest ...any) error
	Values() ([]any, error)
	RawValues() [][]byte
	Conn() *Conn
	TypeMap() *pgtype.Map
}

type Row interface {
	Scan(dest ...any) error
}

type RowScanner interface {
	ScanRow(rows Rows) error
}

type CollectableRow interface {
	FieldDescriptions() []pgconn.FieldDescription
	Scan(dest ...any) error
	Values() ([]any, error)
	RawValues() [][]byte
}

type RowToFunc[T any] func(row CollectableRow) (T, error)

func AppendRows[T any, S ~[]T](slice S, rows Rows, fn RowToFunc[T]) (S, error) { return *new(S), nil }

func CollectRows[T any](rows Rows, fn RowToFunc[T]) ([]T, error) { return nil, nil }

func CollectOneRow[T any](rows Rows, fn RowToFunc[T]) (T, error) { return *new(T), nil }

func CollectExactlyOneRow[T any](rows Rows, fn RowToFunc[T]) (T, error) { return *new(T), nil }

func ForEachRow(rows Rows, scans []any, fn func() error) (pgconn.CommandTag, error) {
	return pgconn.CommandTag{}, nil
}

func RowTo[T any](row CollectableRow) (T, error) { return *new(T), nil }

func RowToAddrOf[T any](row CollectableRow) (*T, error) { return nil, nil }

func RowToMap(row CollectableRow) (map[string]any, error) { return nil, nil }

func RowToStructByPos[T any](row CollectableRow) (T, error) { return *new(T), nil }

func RowToAddrOfStructByPos[T any](row CollectableRow) (*T, error) { return nil, nil }

func RowToStructByName[T any](row CollectableRow) (T, error) { return *new(T), nil }

func RowToAddrOfStructByName[T any](row CollectableRow) (*T, error) { return nil, nil }

func RowToStructByNameLax[T any](row CollectableRow) (T, error) { return *new(T), nil }

func RowToAddrOfStructByNameLax[T any](row CollectableRow) (*T, error) { return nil, nil }

type Batch struct {
	QueuedQueries []*QueuedQuery
}

func (b *Batch) BeginTx(txOptions TxOptions) {}

func (b *Batch) Queue(query string, arguments ...any) *QueuedQuery { return nil }

func (b *Batch) Len() int { return 0 }

type QueuedQuery struct {
	SQL       string
	Arguments []any
	Fn        batchItemFunc
}

func (qq *QueuedQuery) Query(fn func(rows Rows) error) {}

func (qq *QueuedQuery) QueryRow(fn func(row Row) error) {}

func (qq *QueuedQuery) Exec(fn func(ct pgconn.CommandTag) error) {}

type batchItemFunc func(br BatchResults) error

type BatchResults interface {
	Exec() (pgconn.CommandTag, error)
	Query() (Rows, error)
	QueryRow() Row
	Close() error
	Tx() Tx
}

type NamedArgs map[string]any

func (na NamedArgs) RewriteQuery(ctx context.Context, conn *Conn, sql string, args []any) (newSQL string, newArgs []any, err error) {
	return
}

type StrictNamedArgs map[string]any

func (sna StrictNamedArgs) RewriteQuery(ctx context.Context, conn *Conn, sql string, args []any) (newSQL string, newArgs []any, err error) {
	return
}

type QueryRewriter interface {
	RewriteQuery(ctx context.Context, conn *Conn, sql string, args []any) (newSQL string, newArgs []any, err error)
}
