// Package dbx is a stub of github.com/pocketbase/dbx@v1.12.0 for idemlint's
// analysistest fixtures: declarations only (see analysistest/STUBS.md).
package dbx

import (
	"context"
	"database/sql"
)

// Params represents a list of parameter values to be bound to a SQL statement.
type Params map[string]interface{}

// Expression represents a DB expression that can be embedded in a SQL statement.
type Expression interface {
	Build(*DB, Params) string
}

// HashExp represents a hash expression.
type HashExp map[string]interface{}

// Build converts an expression into a SQL fragment.
func (e HashExp) Build(db *DB, params Params) string { return "" }

// NewExp generates an expression with the specified SQL fragment and the optional binding parameters.
func NewExp(e string, params ...Params) Expression { return nil }

// Executor prepares, executes, or queries a SQL statement.
type Executor interface {
	Exec(query string, args ...interface{}) (sql.Result, error)
	ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error)
	Query(query string, args ...interface{}) (*sql.Rows, error)
	QueryContext(ctx context.Context, query string, args ...interface{}) (*sql.Rows, error)
	Prepare(query string) (*sql.Stmt, error)
}

// Builder supports building SQL statements in a DB-agnostic way.
type Builder interface {
	NewQuery(string) *Query
	Insert(table string, cols Params) *Query
	Upsert(table string, cols Params, constraints ...string) *Query
	Update(table string, cols Params, where Expression) *Query
	Delete(table string, where Expression) *Query
	GeneratePlaceholder(int) string
	Quote(string) string
}

// DB enhances sql.DB by providing a set of DB-agnostic query building methods.
type DB struct {
	Builder
	// LogFunc logs the SQL statements being executed.
	LogFunc LogFunc
}

// LogFunc logs a message for each SQL statement being executed.
type LogFunc func(format string, a ...interface{})

// Open opens a database specified by a driver name and data source name (DSN).
func Open(driverName, dsn string) (*DB, error) { return nil, nil }

// NewFromDB encloses an existing database connection.
func NewFromDB(sqlDB *sql.DB, driverName string) *DB { return nil }

// Begin starts a transaction.
func (db *DB) Begin() (*Tx, error) { return nil, nil }

// BeginTx starts a transaction with the given context and transaction options.
func (db *DB) BeginTx(ctx context.Context, opts *sql.TxOptions) (*Tx, error) { return nil, nil }

// Transactional starts a transaction and executes the given function.
func (db *DB) Transactional(f func(*Tx) error) (err error) { return nil }

// TransactionalContext starts a transaction and executes the given function with the given context and transaction options.
func (db *DB) TransactionalContext(ctx context.Context, opts *sql.TxOptions, f func(*Tx) error) (err error) {
	return nil
}

// Close closes the database.
func (db *DB) Close() error { return nil }

// Tx enhances sql.Tx with additional querying methods.
type Tx struct {
	Builder
}

// Commit commits the transaction.
func (t *Tx) Commit() error { return nil }

// Rollback aborts the transaction.
func (t *Tx) Rollback() error { return nil }

// NewQuery creates a new Query with the given DB, executor and SQL statement.
func NewQuery(db *DB, executor Executor, sql string) *Query { return nil }

// Query represents a SQL statement to be executed.
type Query struct{}

// SQL returns the original SQL used to create the query.
func (q *Query) SQL() string { return "" }

// Context returns the context associated with the query.
func (q *Query) Context() context.Context { return nil }

// WithContext associates a context with the query.
func (q *Query) WithContext(ctx context.Context) *Query { return q }

// Params returns the parameters to be bound to the SQL statement represented by this query.
func (q *Query) Params() Params { return nil }

// Prepare creates a prepared statement for later queries or executions.
func (q *Query) Prepare() *Query { return q }

// Close closes the underlying prepared statement.
func (q *Query) Close() error { return nil }

// Bind sets the parameters that should be bound to the SQL statement.
func (q *Query) Bind(params Params) *Query { return q }

// Execute executes the SQL statement without retrieving data.
func (q *Query) Execute() (sql.Result, error) { return nil, nil }

// One executes the SQL statement and populates the first row of the result into a struct or NullStringMap.
func (q *Query) One(a interface{}) error { return nil }

// All executes the SQL statement and populates all the resulting rows into a slice of struct or NullStringMap.
func (q *Query) All(slice interface{}) error { return nil }

// Row executes the SQL statement and populates the first row of the result into a list of variables.
func (q *Query) Row(a ...interface{}) error { return nil }

// Column executes the SQL statement and populates the first column of the result into a slice.
func (q *Query) Column(a interface{}) error { return nil }

// Rows executes the SQL statement and returns a Rows object to allow retrieving data row by row.
func (q *Query) Rows() (rows *Rows, err error) { return nil, nil }

// Rows enhances sql.Rows by providing additional data query methods.
type Rows struct {
	*sql.Rows
}

// ScanStruct populates the current row of data into a struct.
func (r *Rows) ScanStruct(a interface{}) error { return nil }
