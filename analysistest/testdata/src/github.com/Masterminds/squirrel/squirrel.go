// Package squirrel is an analysistest stub of github.com/Masterminds/squirrel@v1.5.4.
// Subset: the Insert/Update/Select/Delete builders (all their methods), StatementBuilder,
// Expr, Eq/NotEq/Lt/Gt/Like/And/Or, the placeholder formats, the runner interfaces.
// Bodies are trivial.
package squirrel

import (
	"context"
	"database/sql"
	"github.com/lann/builder"
)

type DeleteBuilder builder.Builder

func (b DeleteBuilder) PlaceholderFormat(f PlaceholderFormat) DeleteBuilder {
	var z0 DeleteBuilder
	return z0
}

func (b DeleteBuilder) RunWith(runner BaseRunner) DeleteBuilder { var z0 DeleteBuilder; return z0 }

func (b DeleteBuilder) Exec() (sql.Result, error) { var z0 sql.Result; var z1 error; return z0, z1 }

func (b DeleteBuilder) ToSql() (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

func (b DeleteBuilder) MustSql() (string, []interface{}) {
	var z0 string
	var z1 []interface{}
	return z0, z1
}

func (b DeleteBuilder) Prefix(sql string, args ...interface{}) DeleteBuilder {
	var z0 DeleteBuilder
	return z0
}

func (b DeleteBuilder) PrefixExpr(expr Sqlizer) DeleteBuilder { var z0 DeleteBuilder; return z0 }

func (b DeleteBuilder) From(from string) DeleteBuilder { var z0 DeleteBuilder; return z0 }

func (b DeleteBuilder) Where(pred interface{}, args ...interface{}) DeleteBuilder {
	var z0 DeleteBuilder
	return z0
}

func (b DeleteBuilder) OrderBy(orderBys ...string) DeleteBuilder { var z0 DeleteBuilder; return z0 }

func (b DeleteBuilder) Limit(limit uint64) DeleteBuilder { var z0 DeleteBuilder; return z0 }

func (b DeleteBuilder) Offset(offset uint64) DeleteBuilder { var z0 DeleteBuilder; return z0 }

func (b DeleteBuilder) Suffix(sql string, args ...interface{}) DeleteBuilder {
	var z0 DeleteBuilder
	return z0
}

func (b DeleteBuilder) SuffixExpr(expr Sqlizer) DeleteBuilder { var z0 DeleteBuilder; return z0 }

func (b DeleteBuilder) Query() (*sql.Rows, error) { var z0 *sql.Rows; var z1 error; return z0, z1 }

func (b DeleteBuilder) ExecContext(ctx context.Context) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (b DeleteBuilder) QueryContext(ctx context.Context) (*sql.Rows, error) {
	var z0 *sql.Rows
	var z1 error
	return z0, z1
}

func (b DeleteBuilder) QueryRowContext(ctx context.Context) RowScanner { var z0 RowScanner; return z0 }

func (b DeleteBuilder) ScanContext(ctx context.Context, dest ...interface{}) error {
	var z0 error
	return z0
}

func Expr(sql string, args ...interface{}) Sqlizer { var z0 Sqlizer; return z0 }

type Eq map[string]interface{}

func (eq Eq) ToSql() (sql string, args []interface{}, err error) { return }

type NotEq Eq

func (neq NotEq) ToSql() (sql string, args []interface{}, err error) { return }

type Like map[string]interface{}

func (lk Like) ToSql() (sql string, args []interface{}, err error) { return }

type NotLike Like

func (nlk NotLike) ToSql() (sql string, args []interface{}, err error) { return }

type Lt map[string]interface{}

func (lt Lt) ToSql() (sql string, args []interface{}, err error) { return }

type LtOrEq Lt

func (ltOrEq LtOrEq) ToSql() (sql string, args []interface{}, err error) { return }

type Gt Lt

func (gt Gt) ToSql() (sql string, args []interface{}, err error) { return }

type GtOrEq Lt

func (gtOrEq GtOrEq) ToSql() (sql string, args []interface{}, err error) { return }

type conj []Sqlizer

type And conj

func (a And) ToSql() (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

type Or conj

func (o Or) ToSql() (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

type InsertBuilder builder.Builder

func (b InsertBuilder) PlaceholderFormat(f PlaceholderFormat) InsertBuilder {
	var z0 InsertBuilder
	return z0
}

func (b InsertBuilder) RunWith(runner BaseRunner) InsertBuilder { var z0 InsertBuilder; return z0 }

func (b InsertBuilder) Exec() (sql.Result, error) { var z0 sql.Result; var z1 error; return z0, z1 }

func (b InsertBuilder) Query() (*sql.Rows, error) { var z0 *sql.Rows; var z1 error; return z0, z1 }

func (b InsertBuilder) QueryRow() RowScanner { var z0 RowScanner; return z0 }

func (b InsertBuilder) Scan(dest ...interface{}) error { var z0 error; return z0 }

func (b InsertBuilder) ToSql() (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

func (b InsertBuilder) MustSql() (string, []interface{}) {
	var z0 string
	var z1 []interface{}
	return z0, z1
}

func (b InsertBuilder) Prefix(sql string, args ...interface{}) InsertBuilder {
	var z0 InsertBuilder
	return z0
}

func (b InsertBuilder) PrefixExpr(expr Sqlizer) InsertBuilder { var z0 InsertBuilder; return z0 }

func (b InsertBuilder) Options(options ...string) InsertBuilder { var z0 InsertBuilder; return z0 }

func (b InsertBuilder) Into(from string) InsertBuilder { var z0 InsertBuilder; return z0 }

func (b InsertBuilder) Columns(columns ...string) InsertBuilder { var z0 InsertBuilder; return z0 }

func (b InsertBuilder) Values(values ...interface{}) InsertBuilder { var z0 InsertBuilder; return z0 }

func (b InsertBuilder) Suffix(sql string, args ...interface{}) InsertBuilder {
	var z0 InsertBuilder
	return z0
}

func (b InsertBuilder) SuffixExpr(expr Sqlizer) InsertBuilder { var z0 InsertBuilder; return z0 }

func (b InsertBuilder) SetMap(clauses map[string]interface{}) InsertBuilder {
	var z0 InsertBuilder
	return z0
}

func (b InsertBuilder) Select(sb SelectBuilder) InsertBuilder { var z0 InsertBuilder; return z0 }

func (b InsertBuilder) ExecContext(ctx context.Context) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (b InsertBuilder) QueryContext(ctx context.Context) (*sql.Rows, error) {
	var z0 *sql.Rows
	var z1 error
	return z0, z1
}

func (b InsertBuilder) QueryRowContext(ctx context.Context) RowScanner { var z0 RowScanner; return z0 }

func (b InsertBuilder) ScanContext(ctx context.Context, dest ...interface{}) error {
	var z0 error
	return z0
}

type PlaceholderFormat interface {
	ReplacePlaceholders(sql string) (string, error)
}

var (
	Question = questionFormat{}

	Dollar = dollarFormat{}

	Colon = colonFormat{}

	AtP = atpFormat{}
)

type questionFormat struct{}

func (questionFormat) ReplacePlaceholders(sql string) (string, error) {
	var z0 string
	var z1 error
	return z0, z1
}

type dollarFormat struct{}

func (dollarFormat) ReplacePlaceholders(sql string) (string, error) {
	var z0 string
	var z1 error
	return z0, z1
}

type colonFormat struct{}

func (colonFormat) ReplacePlaceholders(sql string) (string, error) {
	var z0 string
	var z1 error
	return z0, z1
}

type atpFormat struct{}

func (atpFormat) ReplacePlaceholders(sql string) (string, error) {
	var z0 string
	var z1 error
	return z0, z1
}

type RowScanner interface {
	Scan(...interface{}) error
}

type SelectBuilder builder.Builder

func (b SelectBuilder) PlaceholderFormat(f PlaceholderFormat) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) RunWith(runner BaseRunner) SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) Exec() (sql.Result, error) { var z0 sql.Result; var z1 error; return z0, z1 }

func (b SelectBuilder) Query() (*sql.Rows, error) { var z0 *sql.Rows; var z1 error; return z0, z1 }

func (b SelectBuilder) QueryRow() RowScanner { var z0 RowScanner; return z0 }

func (b SelectBuilder) Scan(dest ...interface{}) error { var z0 error; return z0 }

func (b SelectBuilder) ToSql() (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

func (b SelectBuilder) MustSql() (string, []interface{}) {
	var z0 string
	var z1 []interface{}
	return z0, z1
}

func (b SelectBuilder) Prefix(sql string, args ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) PrefixExpr(expr Sqlizer) SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) Distinct() SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) Options(options ...string) SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) Columns(columns ...string) SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) RemoveColumns() SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) Column(column interface{}, args ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) From(from string) SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) FromSelect(from SelectBuilder, alias string) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) JoinClause(pred interface{}, args ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) Join(join string, rest ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) LeftJoin(join string, rest ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) RightJoin(join string, rest ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) InnerJoin(join string, rest ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) CrossJoin(join string, rest ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) Where(pred interface{}, args ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) GroupBy(groupBys ...string) SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) Having(pred interface{}, rest ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) OrderByClause(pred interface{}, args ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) OrderBy(orderBys ...string) SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) Limit(limit uint64) SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) RemoveLimit() SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) Offset(offset uint64) SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) RemoveOffset() SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) Suffix(sql string, args ...interface{}) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b SelectBuilder) SuffixExpr(expr Sqlizer) SelectBuilder { var z0 SelectBuilder; return z0 }

func (b SelectBuilder) ExecContext(ctx context.Context) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (b SelectBuilder) QueryContext(ctx context.Context) (*sql.Rows, error) {
	var z0 *sql.Rows
	var z1 error
	return z0, z1
}

func (b SelectBuilder) QueryRowContext(ctx context.Context) RowScanner { var z0 RowScanner; return z0 }

func (b SelectBuilder) ScanContext(ctx context.Context, dest ...interface{}) error {
	var z0 error
	return z0
}

type Sqlizer interface {
	ToSql() (string, []interface{}, error)
}

type Execer interface {
	Exec(query string, args ...interface{}) (sql.Result, error)
}

type Queryer interface {
	Query(query string, args ...interface{}) (*sql.Rows, error)
}

type QueryRower interface {
	QueryRow(query string, args ...interface{}) RowScanner
}

type BaseRunner interface {
	Execer
	Queryer
}

type Runner interface {
	Execer
	Queryer
	QueryRower
}

func WrapStdSql(stdSql StdSql) Runner { var z0 Runner; return z0 }

type StdSql interface {
	Query(string, ...interface{}) (*sql.Rows, error)
	QueryRow(string, ...interface{}) *sql.Row
	Exec(string, ...interface{}) (sql.Result, error)
}

func ExecWith(db Execer, s Sqlizer) (res sql.Result, err error) { return }

func QueryWith(db Queryer, s Sqlizer) (rows *sql.Rows, err error) { return }

func QueryRowWith(db QueryRower, s Sqlizer) RowScanner { var z0 RowScanner; return z0 }

type ExecerContext interface {
	ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error)
}

type QueryerContext interface {
	QueryContext(ctx context.Context, query string, args ...interface{}) (*sql.Rows, error)
}

type QueryRowerContext interface {
	QueryRowContext(ctx context.Context, query string, args ...interface{}) RowScanner
}

type RunnerContext interface {
	Runner
	QueryerContext
	QueryRowerContext
	ExecerContext
}

func WrapStdSqlCtx(stdSqlCtx StdSqlCtx) RunnerContext { var z0 RunnerContext; return z0 }

type StdSqlCtx interface {
	StdSql
	QueryContext(context.Context, string, ...interface{}) (*sql.Rows, error)
	QueryRowContext(context.Context, string, ...interface{}) *sql.Row
	ExecContext(context.Context, string, ...interface{}) (sql.Result, error)
}

func ExecContextWith(ctx context.Context, db ExecerContext, s Sqlizer) (res sql.Result, err error) {
	return
}

func QueryContextWith(ctx context.Context, db QueryerContext, s Sqlizer) (rows *sql.Rows, err error) {
	return
}

func QueryRowContextWith(ctx context.Context, db QueryRowerContext, s Sqlizer) RowScanner {
	var z0 RowScanner
	return z0
}

type StatementBuilderType builder.Builder

func (b StatementBuilderType) Select(columns ...string) SelectBuilder {
	var z0 SelectBuilder
	return z0
}

func (b StatementBuilderType) Insert(into string) InsertBuilder { var z0 InsertBuilder; return z0 }

func (b StatementBuilderType) Replace(into string) InsertBuilder { var z0 InsertBuilder; return z0 }

func (b StatementBuilderType) Update(table string) UpdateBuilder { var z0 UpdateBuilder; return z0 }

func (b StatementBuilderType) Delete(from string) DeleteBuilder { var z0 DeleteBuilder; return z0 }

func (b StatementBuilderType) PlaceholderFormat(f PlaceholderFormat) StatementBuilderType {
	var z0 StatementBuilderType
	return z0
}

func (b StatementBuilderType) RunWith(runner BaseRunner) StatementBuilderType {
	var z0 StatementBuilderType
	return z0
}

func (b StatementBuilderType) Where(pred interface{}, args ...interface{}) StatementBuilderType {
	var z0 StatementBuilderType
	return z0
}

var StatementBuilder = StatementBuilderType(builder.EmptyBuilder).PlaceholderFormat(Question)

func Select(columns ...string) SelectBuilder { var z0 SelectBuilder; return z0 }

func Insert(into string) InsertBuilder { var z0 InsertBuilder; return z0 }

func Replace(into string) InsertBuilder { var z0 InsertBuilder; return z0 }

func Update(table string) UpdateBuilder { var z0 UpdateBuilder; return z0 }

func Delete(from string) DeleteBuilder { var z0 DeleteBuilder; return z0 }

type UpdateBuilder builder.Builder

func (b UpdateBuilder) PlaceholderFormat(f PlaceholderFormat) UpdateBuilder {
	var z0 UpdateBuilder
	return z0
}

func (b UpdateBuilder) RunWith(runner BaseRunner) UpdateBuilder { var z0 UpdateBuilder; return z0 }

func (b UpdateBuilder) Exec() (sql.Result, error) { var z0 sql.Result; var z1 error; return z0, z1 }

func (b UpdateBuilder) Query() (*sql.Rows, error) { var z0 *sql.Rows; var z1 error; return z0, z1 }

func (b UpdateBuilder) QueryRow() RowScanner { var z0 RowScanner; return z0 }

func (b UpdateBuilder) Scan(dest ...interface{}) error { var z0 error; return z0 }

func (b UpdateBuilder) ToSql() (string, []interface{}, error) {
	var z0 string
	var z1 []interface{}
	var z2 error
	return z0, z1, z2
}

func (b UpdateBuilder) MustSql() (string, []interface{}) {
	var z0 string
	var z1 []interface{}
	return z0, z1
}

func (b UpdateBuilder) Prefix(sql string, args ...interface{}) UpdateBuilder {
	var z0 UpdateBuilder
	return z0
}

func (b UpdateBuilder) PrefixExpr(expr Sqlizer) UpdateBuilder { var z0 UpdateBuilder; return z0 }

func (b UpdateBuilder) Table(table string) UpdateBuilder { var z0 UpdateBuilder; return z0 }

func (b UpdateBuilder) Set(column string, value interface{}) UpdateBuilder {
	var z0 UpdateBuilder
	return z0
}

func (b UpdateBuilder) SetMap(clauses map[string]interface{}) UpdateBuilder {
	var z0 UpdateBuilder
	return z0
}

func (b UpdateBuilder) From(from string) UpdateBuilder { var z0 UpdateBuilder; return z0 }

func (b UpdateBuilder) FromSelect(from SelectBuilder, alias string) UpdateBuilder {
	var z0 UpdateBuilder
	return z0
}

func (b UpdateBuilder) Where(pred interface{}, args ...interface{}) UpdateBuilder {
	var z0 UpdateBuilder
	return z0
}

func (b UpdateBuilder) OrderBy(orderBys ...string) UpdateBuilder { var z0 UpdateBuilder; return z0 }

func (b UpdateBuilder) Limit(limit uint64) UpdateBuilder { var z0 UpdateBuilder; return z0 }

func (b UpdateBuilder) Offset(offset uint64) UpdateBuilder { var z0 UpdateBuilder; return z0 }

func (b UpdateBuilder) Suffix(sql string, args ...interface{}) UpdateBuilder {
	var z0 UpdateBuilder
	return z0
}

func (b UpdateBuilder) SuffixExpr(expr Sqlizer) UpdateBuilder { var z0 UpdateBuilder; return z0 }

func (b UpdateBuilder) ExecContext(ctx context.Context) (sql.Result, error) {
	var z0 sql.Result
	var z1 error
	return z0, z1
}

func (b UpdateBuilder) QueryContext(ctx context.Context) (*sql.Rows, error) {
	var z0 *sql.Rows
	var z1 error
	return z0, z1
}

func (b UpdateBuilder) QueryRowContext(ctx context.Context) RowScanner { var z0 RowScanner; return z0 }

func (b UpdateBuilder) ScanContext(ctx context.Context, dest ...interface{}) error {
	var z0 error
	return z0
}
