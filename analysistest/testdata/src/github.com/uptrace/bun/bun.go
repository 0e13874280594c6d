// Package bun is an analysistest stub of github.com/uptrace/bun@v1.3.0.
// Subset: DB (NewDB, New{Select,Insert,Update,Delete,Raw}, Exec/Query/
// QueryRow and their Context variants, Begin/BeginTx/RunInTx, Close — and
// *sql.DB's methods through the embedded noCopyState), Tx (the same, on a
// value receiver, and Commit/Rollback), IConn, IDB (without the DDL and
// Values/Merge query constructors), BaseModel (= schema.BaseModel), and the
// InsertQuery, UpdateQuery, SelectQuery, DeleteQuery and RawQuery builders
// with the methods a write or a check uses. Bodies are trivial.
package bun

import (
	"context"
	"database/sql"

	"github.com/uptrace/bun/schema"
)

type BaseModel = schema.BaseModel

type DBOption func(db *DB)

type noCopyState struct {
	*sql.DB
}

type DB struct {
	*noCopyState
}

func NewDB(sqldb *sql.DB, dialect schema.Dialect, opts ...DBOption) *DB { var z0 *DB; return z0 }

func (db *DB) Close() error { var z0 error; return z0 }

func (db *DB) NewSelect() *SelectQuery { var z0 *SelectQuery; return z0 }

func (db *DB) NewInsert() *InsertQuery { var z0 *InsertQuery; return z0 }

func (db *DB) NewUpdate() *UpdateQuery { var z0 *UpdateQuery; return z0 }

func (db *DB) NewDelete() *DeleteQuery { var z0 *DeleteQuery; return z0 }

func (db *DB) NewRaw(query string, args ...any) *RawQuery { var z0 *RawQuery; return z0 }

func (db *DB) Dialect() schema.Dialect { var z0 schema.Dialect; return z0 }

func (db *DB) Exec(query string, args ...any) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (db *DB) ExecContext(
	ctx context.Context, query string, args ...any,
) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (db *DB) Query(query string, args ...any) (*sql.Rows, error) {
	var z0 *sql.Rows
	var z1 error
	return z0, z1
}

func (db *DB) QueryContext(
	ctx context.Context, query string, args ...any,
) (*sql.Rows, error) {
	var z0 *sql.Rows
	var z1 error
	return z0, z1
}

func (db *DB) QueryRow(query string, args ...any) *sql.Row { var z0 *sql.Row; return z0 }

func (db *DB) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	var z0 *sql.Row
	return z0
}

func (db *DB) RunInTx(
	ctx context.Context, opts *sql.TxOptions, fn func(ctx context.Context, tx Tx) error,
) error {
	var z0 error
	return z0
}

func (db *DB) Begin() (Tx, error) {
	var z0 Tx
	var z1 error
	return z0, z1
}

func (db *DB) BeginTx(ctx context.Context, opts *sql.TxOptions) (Tx, error) {
	var z0 Tx
	var z1 error
	return z0, z1
}

type Tx struct {
	*sql.Tx
}

func (tx Tx) Commit() error { var z0 error; return z0 }

func (tx Tx) Rollback() error { var z0 error; return z0 }

func (tx Tx) Exec(query string, args ...any) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (tx Tx) ExecContext(
	ctx context.Context, query string, args ...any,
) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (tx Tx) Query(query string, args ...any) (*sql.Rows, error) {
	var z0 *sql.Rows
	var z1 error
	return z0, z1
}

func (tx Tx) QueryContext(
	ctx context.Context, query string, args ...any,
) (*sql.Rows, error) {
	var z0 *sql.Rows
	var z1 error
	return z0, z1
}

func (tx Tx) QueryRow(query string, args ...any) *sql.Row { var z0 *sql.Row; return z0 }

func (tx Tx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	var z0 *sql.Row
	return z0
}

func (tx Tx) Dialect() schema.Dialect { var z0 schema.Dialect; return z0 }

func (tx Tx) NewSelect() *SelectQuery { var z0 *SelectQuery; return z0 }

func (tx Tx) NewInsert() *InsertQuery { var z0 *InsertQuery; return z0 }

func (tx Tx) NewUpdate() *UpdateQuery { var z0 *UpdateQuery; return z0 }

func (tx Tx) NewDelete() *DeleteQuery { var z0 *DeleteQuery; return z0 }

func (tx Tx) NewRaw(query string, args ...any) *RawQuery { var z0 *RawQuery; return z0 }

func (tx Tx) Begin() (Tx, error) {
	var z0 Tx
	var z1 error
	return z0, z1
}

func (tx Tx) BeginTx(ctx context.Context, _ *sql.TxOptions) (Tx, error) {
	var z0 Tx
	var z1 error
	return z0, z1
}

func (tx Tx) RunInTx(
	ctx context.Context, _ *sql.TxOptions, fn func(ctx context.Context, tx Tx) error,
) error {
	var z0 error
	return z0
}

type IConn interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

type IDB interface {
	IConn
	Dialect() schema.Dialect

	NewSelect() *SelectQuery
	NewInsert() *InsertQuery
	NewUpdate() *UpdateQuery
	NewDelete() *DeleteQuery
	NewRaw(query string, args ...any) *RawQuery

	BeginTx(ctx context.Context, opts *sql.TxOptions) (Tx, error)
	RunInTx(ctx context.Context, opts *sql.TxOptions, f func(ctx context.Context, tx Tx) error) error
}

type InsertQuery struct{}

func (q *InsertQuery) Model(model any) *InsertQuery { var z0 *InsertQuery; return z0 }

func (q *InsertQuery) Table(tables ...string) *InsertQuery { var z0 *InsertQuery; return z0 }

func (q *InsertQuery) Column(columns ...string) *InsertQuery { var z0 *InsertQuery; return z0 }

func (q *InsertQuery) Value(column string, expr string, args ...any) *InsertQuery {
	var z0 *InsertQuery
	return z0
}

func (q *InsertQuery) Returning(query string, args ...any) *InsertQuery {
	var z0 *InsertQuery
	return z0
}

func (q *InsertQuery) Ignore() *InsertQuery { var z0 *InsertQuery; return z0 }

func (q *InsertQuery) Replace() *InsertQuery { var z0 *InsertQuery; return z0 }

func (q *InsertQuery) On(s string, args ...any) *InsertQuery { var z0 *InsertQuery; return z0 }

func (q *InsertQuery) Set(query string, args ...any) *InsertQuery { var z0 *InsertQuery; return z0 }

func (q *InsertQuery) Scan(ctx context.Context, dest ...any) error { var z0 error; return z0 }

func (q *InsertQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

type UpdateQuery struct{}

func (q *UpdateQuery) Model(model any) *UpdateQuery { var z0 *UpdateQuery; return z0 }

func (q *UpdateQuery) Table(tables ...string) *UpdateQuery { var z0 *UpdateQuery; return z0 }

func (q *UpdateQuery) Column(columns ...string) *UpdateQuery { var z0 *UpdateQuery; return z0 }

func (q *UpdateQuery) Set(query string, args ...any) *UpdateQuery { var z0 *UpdateQuery; return z0 }

func (q *UpdateQuery) SetColumn(column string, query string, args ...any) *UpdateQuery {
	var z0 *UpdateQuery
	return z0
}

func (q *UpdateQuery) OmitZero() *UpdateQuery { var z0 *UpdateQuery; return z0 }

func (q *UpdateQuery) WherePK(cols ...string) *UpdateQuery { var z0 *UpdateQuery; return z0 }

func (q *UpdateQuery) Where(query string, args ...any) *UpdateQuery { var z0 *UpdateQuery; return z0 }

func (q *UpdateQuery) Returning(query string, args ...any) *UpdateQuery {
	var z0 *UpdateQuery
	return z0
}

func (q *UpdateQuery) Scan(ctx context.Context, dest ...any) error { var z0 error; return z0 }

func (q *UpdateQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

type SelectQuery struct{}

func (q *SelectQuery) Model(model any) *SelectQuery { var z0 *SelectQuery; return z0 }

func (q *SelectQuery) Table(tables ...string) *SelectQuery { var z0 *SelectQuery; return z0 }

func (q *SelectQuery) Column(columns ...string) *SelectQuery { var z0 *SelectQuery; return z0 }

func (q *SelectQuery) WherePK(cols ...string) *SelectQuery { var z0 *SelectQuery; return z0 }

func (q *SelectQuery) Where(query string, args ...any) *SelectQuery { var z0 *SelectQuery; return z0 }

func (q *SelectQuery) Limit(n int64) *SelectQuery { var z0 *SelectQuery; return z0 }

func (q *SelectQuery) For(s string, args ...any) *SelectQuery { var z0 *SelectQuery; return z0 }

func (q *SelectQuery) Exec(ctx context.Context, dest ...any) (res sql.Result, err error) { return }

func (q *SelectQuery) Scan(ctx context.Context, dest ...any) error { var z0 error; return z0 }

func (q *SelectQuery) Count(ctx context.Context) (int64, error) {
	var z0 int64
	var z1 error
	return z0, z1
}

func (q *SelectQuery) ScanAndCount(ctx context.Context, dest ...any) (int64, error) {
	var z0 int64
	var z1 error
	return z0, z1
}

func (q *SelectQuery) Exists(ctx context.Context) (bool, error) {
	var z0 bool
	var z1 error
	return z0, z1
}

type DeleteQuery struct{}

func (q *DeleteQuery) Model(model any) *DeleteQuery { var z0 *DeleteQuery; return z0 }

func (q *DeleteQuery) Table(tables ...string) *DeleteQuery { var z0 *DeleteQuery; return z0 }

func (q *DeleteQuery) WherePK(cols ...string) *DeleteQuery { var z0 *DeleteQuery; return z0 }

func (q *DeleteQuery) Where(query string, args ...any) *DeleteQuery { var z0 *DeleteQuery; return z0 }

func (q *DeleteQuery) Scan(ctx context.Context, dest ...any) error { var z0 error; return z0 }

func (q *DeleteQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

type RawQuery struct{}

func (q *RawQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (q *RawQuery) Scan(ctx context.Context, dest ...any) error { var z0 error; return z0 }
