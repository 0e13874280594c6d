// Package sqlx is a stub of github.com/jmoiron/sqlx@v1.4.0 (subset: DB, Tx, Conn, Stmt,
// NamedStmt, Row, Rows, the Queryer/Execer/Ext interfaces and the package functions; real signatures).
package sqlx

import (
	"context"
	"database/sql"
	"github.com/jmoiron/sqlx/reflectx"
)

const (
	UNKNOWN = iota
	QUESTION
	DOLLAR
	NAMED
	AT
)

func BindType(driverName string) int { var z0 int; return z0 }

func Rebind(bindType int, query string) string { var z0 string; return z0 }

func In(query string, args ...interface{}) (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

type NamedStmt struct {
	Params      []string
	QueryString string
	Stmt        *Stmt
}

func (n *NamedStmt) Close() error { var z0 error; return z0 }

func (n *NamedStmt) Exec(arg interface{}) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (n *NamedStmt) Query(arg interface{}) (*sql.Rows, error) {
	var z0 *sql.Rows
	var z1 error
	return z0, z1
}

func (n *NamedStmt) QueryRow(arg interface{}) *Row { var z0 *Row; return z0 }

func (n *NamedStmt) MustExec(arg interface{}) sql.Result { var z0 sql.Result; return z0 }

func (n *NamedStmt) Queryx(arg interface{}) (*Rows, error) { var z0 *Rows; var z1 error; return z0, z1 }

func (n *NamedStmt) QueryRowx(arg interface{}) *Row { var z0 *Row; return z0 }

func (n *NamedStmt) Select(dest interface{}, arg interface{}) error { var z0 error; return z0 }

func (n *NamedStmt) Get(dest interface{}, arg interface{}) error { var z0 error; return z0 }

func (n *NamedStmt) Unsafe() *NamedStmt { var z0 *NamedStmt; return z0 }

func BindNamed(bindType int, query string, arg interface{}) (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

func Named(query string, arg interface{}) (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

func NamedQuery(e Ext, query string, arg interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func NamedExec(e Ext, query string, arg interface{}) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (n *NamedStmt) ExecContext(ctx context.Context, arg interface{}) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (n *NamedStmt) QueryContext(ctx context.Context, arg interface{}) (*sql.Rows, error) {
	var z0 *sql.Rows
	var z1 error
	return z0, z1
}

func (n *NamedStmt) QueryRowContext(ctx context.Context, arg interface{}) *Row {
	var z0 *Row
	return z0
}

func (n *NamedStmt) MustExecContext(ctx context.Context, arg interface{}) sql.Result {
	var z0 sql.Result
	return z0
}

func (n *NamedStmt) QueryxContext(ctx context.Context, arg interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func (n *NamedStmt) QueryRowxContext(ctx context.Context, arg interface{}) *Row {
	var z0 *Row
	return z0
}

func (n *NamedStmt) SelectContext(ctx context.Context, dest interface{}, arg interface{}) error {
	var z0 error
	return z0
}

func (n *NamedStmt) GetContext(ctx context.Context, dest interface{}, arg interface{}) error {
	var z0 error
	return z0
}

func NamedQueryContext(ctx context.Context, e ExtContext, query string, arg interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func NamedExecContext(ctx context.Context, e ExtContext, query string, arg interface{}) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

type ColScanner interface {
	Columns() ([]string, error)
	Scan(dest ...interface{}) error
	Err() error
}

type Queryer interface {
	Query(query string, args ...interface{}) (*sql.Rows, error)
	Queryx(query string, args ...interface{}) (*Rows, error)
	QueryRowx(query string, args ...interface{}) *Row
}

type Execer interface {
	Exec(query string, args ...interface{}) (sql.Result, error)
}

type binder interface {
	DriverName() string
	Rebind(string) string
	BindNamed(string, interface{}) (string, []interface{}, error)
}

type Ext interface {
	binder
	Queryer
	Execer
}

type Preparer interface {
	Prepare(query string) (*sql.Stmt, error)
}

type Row struct {
	Mapper *reflectx.Mapper
}

func (r *Row) Scan(dest ...interface{}) error { var z0 error; return z0 }

func (r *Row) Columns() ([]string, error) { var z0 []string; var z1 error; return z0, z1 }

func (r *Row) ColumnTypes() ([]*sql.ColumnType, error) {
	var z0 []*sql.ColumnType
	var z1 error
	return z0, z1
}

func (r *Row) Err() error { var z0 error; return z0 }

type DB struct {
	*sql.DB

	Mapper *reflectx.Mapper
}

func NewDb(db *sql.DB, driverName string) *DB { var z0 *DB; return z0 }

func (db *DB) DriverName() string { var z0 string; return z0 }

func Open(driverName, dataSourceName string) (*DB, error) { var z0 *DB; var z1 error; return z0, z1 }

func MustOpen(driverName, dataSourceName string) *DB { var z0 *DB; return z0 }

func (db *DB) MapperFunc(mf func(string) string) {}

func (db *DB) Rebind(query string) string { var z0 string; return z0 }

func (db *DB) Unsafe() *DB { var z0 *DB; return z0 }

func (db *DB) BindNamed(query string, arg interface{}) (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

func (db *DB) NamedQuery(query string, arg interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func (db *DB) NamedExec(query string, arg interface{}) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (db *DB) Select(dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func (db *DB) Get(dest interface{}, query string, args ...interface{}) error { var z0 error; return z0 }

func (db *DB) MustBegin() *Tx { var z0 *Tx; return z0 }

func (db *DB) Beginx() (*Tx, error) { var z0 *Tx; var z1 error; return z0, z1 }

func (db *DB) Queryx(query string, args ...interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func (db *DB) QueryRowx(query string, args ...interface{}) *Row { var z0 *Row; return z0 }

func (db *DB) MustExec(query string, args ...interface{}) sql.Result { var z0 sql.Result; return z0 }

func (db *DB) Preparex(query string) (*Stmt, error) { var z0 *Stmt; var z1 error; return z0, z1 }

func (db *DB) PrepareNamed(query string) (*NamedStmt, error) {
	var z0 *NamedStmt
	var z1 error
	return z0, z1
}

type Conn struct {
	*sql.Conn

	Mapper *reflectx.Mapper
}

type Tx struct {
	*sql.Tx

	Mapper *reflectx.Mapper
}

func (tx *Tx) DriverName() string { var z0 string; return z0 }

func (tx *Tx) Rebind(query string) string { var z0 string; return z0 }

func (tx *Tx) Unsafe() *Tx { var z0 *Tx; return z0 }

func (tx *Tx) BindNamed(query string, arg interface{}) (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

func (tx *Tx) NamedQuery(query string, arg interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func (tx *Tx) NamedExec(query string, arg interface{}) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (tx *Tx) Select(dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func (tx *Tx) Queryx(query string, args ...interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func (tx *Tx) QueryRowx(query string, args ...interface{}) *Row { var z0 *Row; return z0 }

func (tx *Tx) Get(dest interface{}, query string, args ...interface{}) error { var z0 error; return z0 }

func (tx *Tx) MustExec(query string, args ...interface{}) sql.Result { var z0 sql.Result; return z0 }

func (tx *Tx) Preparex(query string) (*Stmt, error) { var z0 *Stmt; var z1 error; return z0, z1 }

func (tx *Tx) Stmtx(stmt interface{}) *Stmt { var z0 *Stmt; return z0 }

func (tx *Tx) NamedStmt(stmt *NamedStmt) *NamedStmt { var z0 *NamedStmt; return z0 }

func (tx *Tx) PrepareNamed(query string) (*NamedStmt, error) {
	var z0 *NamedStmt
	var z1 error
	return z0, z1
}

type Stmt struct {
	*sql.Stmt

	Mapper *reflectx.Mapper
}

func (s *Stmt) Unsafe() *Stmt { var z0 *Stmt; return z0 }

func (s *Stmt) Select(dest interface{}, args ...interface{}) error { var z0 error; return z0 }

func (s *Stmt) Get(dest interface{}, args ...interface{}) error { var z0 error; return z0 }

func (s *Stmt) MustExec(args ...interface{}) sql.Result { var z0 sql.Result; return z0 }

func (s *Stmt) QueryRowx(args ...interface{}) *Row { var z0 *Row; return z0 }

func (s *Stmt) Queryx(args ...interface{}) (*Rows, error) { var z0 *Rows; var z1 error; return z0, z1 }

type Rows struct {
	*sql.Rows

	Mapper *reflectx.Mapper
}

func (r *Rows) SliceScan() ([]interface{}, error) { var z0 []interface{}; var z1 error; return z0, z1 }

func (r *Rows) MapScan(dest map[string]interface{}) error { var z0 error; return z0 }

func (r *Rows) StructScan(dest interface{}) error { var z0 error; return z0 }

func Connect(driverName, dataSourceName string) (*DB, error) { var z0 *DB; var z1 error; return z0, z1 }

func MustConnect(driverName, dataSourceName string) *DB { var z0 *DB; return z0 }

func Preparex(p Preparer, query string) (*Stmt, error) { var z0 *Stmt; var z1 error; return z0, z1 }

func Select(q Queryer, dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func Get(q Queryer, dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func LoadFile(e Execer, path string) (*sql.Result, error) {
	var z0 *sql.Result
	var z1 error
	return z0, z1
}

func MustExec(e Execer, query string, args ...interface{}) sql.Result { var z0 sql.Result; return z0 }

func (r *Row) SliceScan() ([]interface{}, error) { var z0 []interface{}; var z1 error; return z0, z1 }

func (r *Row) MapScan(dest map[string]interface{}) error { var z0 error; return z0 }

func (r *Row) StructScan(dest interface{}) error { var z0 error; return z0 }

func SliceScan(r ColScanner) ([]interface{}, error) {
	var z0 []interface{}
	var z1 error
	return z0, z1
}

func MapScan(r ColScanner, dest map[string]interface{}) error { var z0 error; return z0 }

type rowsi interface {
	Close() error
	Columns() ([]string, error)
	Err() error
	Next() bool
	Scan(...interface{}) error
}

func StructScan(rows rowsi, dest interface{}) error { var z0 error; return z0 }

func ConnectContext(ctx context.Context, driverName, dataSourceName string) (*DB, error) {
	var z0 *DB
	var z1 error
	return z0, z1
}

type QueryerContext interface {
	QueryContext(ctx context.Context, query string, args ...interface{}) (*sql.Rows, error)
	QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error)
	QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row
}

type PreparerContext interface {
	PrepareContext(ctx context.Context, query string) (*sql.Stmt, error)
}

type ExecerContext interface {
	ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error)
}

type ExtContext interface {
	binder
	QueryerContext
	ExecerContext
}

func SelectContext(ctx context.Context, q QueryerContext, dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func PreparexContext(ctx context.Context, p PreparerContext, query string) (*Stmt, error) {
	var z0 *Stmt
	var z1 error
	return z0, z1
}

func GetContext(ctx context.Context, q QueryerContext, dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func LoadFileContext(ctx context.Context, e ExecerContext, path string) (*sql.Result, error) {
	var z0 *sql.Result
	var z1 error
	return z0, z1
}

func MustExecContext(ctx context.Context, e ExecerContext, query string, args ...interface{}) sql.Result {
	var z0 sql.Result
	return z0
}

func (db *DB) PrepareNamedContext(ctx context.Context, query string) (*NamedStmt, error) {
	var z0 *NamedStmt
	var z1 error
	return z0, z1
}

func (db *DB) NamedQueryContext(ctx context.Context, query string, arg interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func (db *DB) NamedExecContext(ctx context.Context, query string, arg interface{}) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (db *DB) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func (db *DB) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func (db *DB) PreparexContext(ctx context.Context, query string) (*Stmt, error) {
	var z0 *Stmt
	var z1 error
	return z0, z1
}

func (db *DB) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func (db *DB) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	var z0 *Row
	return z0
}

func (db *DB) MustBeginTx(ctx context.Context, opts *sql.TxOptions) *Tx { var z0 *Tx; return z0 }

func (db *DB) MustExecContext(ctx context.Context, query string, args ...interface{}) sql.Result {
	var z0 sql.Result
	return z0
}

func (db *DB) BeginTxx(ctx context.Context, opts *sql.TxOptions) (*Tx, error) {
	var z0 *Tx
	var z1 error
	return z0, z1
}

func (db *DB) Connx(ctx context.Context) (*Conn, error) { var z0 *Conn; var z1 error; return z0, z1 }

func (c *Conn) BeginTxx(ctx context.Context, opts *sql.TxOptions) (*Tx, error) {
	var z0 *Tx
	var z1 error
	return z0, z1
}

func (c *Conn) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func (c *Conn) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func (c *Conn) PreparexContext(ctx context.Context, query string) (*Stmt, error) {
	var z0 *Stmt
	var z1 error
	return z0, z1
}

func (c *Conn) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func (c *Conn) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	var z0 *Row
	return z0
}

func (c *Conn) Rebind(query string) string { var z0 string; return z0 }

func (tx *Tx) StmtxContext(ctx context.Context, stmt interface{}) *Stmt { var z0 *Stmt; return z0 }

func (tx *Tx) NamedStmtContext(ctx context.Context, stmt *NamedStmt) *NamedStmt {
	var z0 *NamedStmt
	return z0
}

func (tx *Tx) PreparexContext(ctx context.Context, query string) (*Stmt, error) {
	var z0 *Stmt
	var z1 error
	return z0, z1
}

func (tx *Tx) PrepareNamedContext(ctx context.Context, query string) (*NamedStmt, error) {
	var z0 *NamedStmt
	var z1 error
	return z0, z1
}

func (tx *Tx) MustExecContext(ctx context.Context, query string, args ...interface{}) sql.Result {
	var z0 sql.Result
	return z0
}

func (tx *Tx) QueryxContext(ctx context.Context, query string, args ...interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}

func (tx *Tx) SelectContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func (tx *Tx) GetContext(ctx context.Context, dest interface{}, query string, args ...interface{}) error {
	var z0 error
	return z0
}

func (tx *Tx) QueryRowxContext(ctx context.Context, query string, args ...interface{}) *Row {
	var z0 *Row
	return z0
}

func (tx *Tx) NamedExecContext(ctx context.Context, query string, arg interface{}) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (s *Stmt) SelectContext(ctx context.Context, dest interface{}, args ...interface{}) error {
	var z0 error
	return z0
}

func (s *Stmt) GetContext(ctx context.Context, dest interface{}, args ...interface{}) error {
	var z0 error
	return z0
}

func (s *Stmt) MustExecContext(ctx context.Context, args ...interface{}) sql.Result {
	var z0 sql.Result
	return z0
}

func (s *Stmt) QueryRowxContext(ctx context.Context, args ...interface{}) *Row {
	var z0 *Row
	return z0
}

func (s *Stmt) QueryxContext(ctx context.Context, args ...interface{}) (*Rows, error) {
	var z0 *Rows
	var z1 error
	return z0, z1
}
