// Package goqu is an analysistest stub of github.com/doug-martin/goqu/v9@v9.19.0.
// Subset: Insert/Update/From/Delete, New and Database (Insert/Update/From/
// Delete/Exec/ExecContext), SQLDatabase, the Insert/Update/Select/Delete
// datasets with the methods a write or a check uses, L, DoNothing,
// DoUpdate, C, and the aliases Ex, Record, Vals. Bodies are trivial.
package goqu

import (
	"context"
	"database/sql"

	"github.com/doug-martin/goqu/v9/exec"
	"github.com/doug-martin/goqu/v9/exp"
)

type (
	Ex     = exp.Ex
	Record = exp.Record
	Vals   = exp.Vals
)

type SQLDatabase interface {
	Begin() (*sql.Tx, error)
	BeginTx(ctx context.Context, opts *sql.TxOptions) (*sql.Tx, error)
	ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error)
	PrepareContext(ctx context.Context, query string) (*sql.Stmt, error)
	QueryContext(ctx context.Context, query string, args ...interface{}) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...interface{}) *sql.Row
}

type Database struct {
	Db SQLDatabase
}

func New(dialect string, db SQLDatabase) *Database { return &Database{Db: db} }

func (d *Database) From(from ...interface{}) *SelectDataset { return &SelectDataset{} }

func (d *Database) Update(table interface{}) *UpdateDataset { return &UpdateDataset{} }

func (d *Database) Insert(table interface{}) *InsertDataset { return &InsertDataset{} }

func (d *Database) Delete(table interface{}) *DeleteDataset { return &DeleteDataset{} }

func (d *Database) Exec(query string, args ...interface{}) (sql.Result, error) { return nil, nil }

func (d *Database) ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error) {
	return nil, nil
}

func Insert(table interface{}) *InsertDataset { return &InsertDataset{} }

func Update(table interface{}) *UpdateDataset { return &UpdateDataset{} }

func From(table ...interface{}) *SelectDataset { return &SelectDataset{} }

func Delete(table interface{}) *DeleteDataset { return &DeleteDataset{} }

func L(sql string, args ...interface{}) exp.LiteralExpression { return nil }

func DoNothing() exp.ConflictExpression { return nil }

func DoUpdate(target string, update interface{}) exp.ConflictUpdateExpression { return nil }

func C(col string) exp.IdentifierExpression { return nil }

type InsertDataset struct{}

func (id *InsertDataset) Into(into interface{}) *InsertDataset { return id }

func (id *InsertDataset) Cols(cols ...interface{}) *InsertDataset { return id }

func (id *InsertDataset) Vals(vals ...[]interface{}) *InsertDataset { return id }

func (id *InsertDataset) Rows(rows ...interface{}) *InsertDataset { return id }

func (id *InsertDataset) Returning(returning ...interface{}) *InsertDataset { return id }

func (id *InsertDataset) OnConflict(conflict exp.ConflictExpression) *InsertDataset { return id }

func (id *InsertDataset) ToSQL() (sql string, params []interface{}, err error) { return }

func (id *InsertDataset) Executor() exec.QueryExecutor { return exec.QueryExecutor{} }

type UpdateDataset struct{}

func (ud *UpdateDataset) Table(table interface{}) *UpdateDataset { return ud }

func (ud *UpdateDataset) Set(values interface{}) *UpdateDataset { return ud }

func (ud *UpdateDataset) Where(expressions ...exp.Expression) *UpdateDataset { return ud }

func (ud *UpdateDataset) ToSQL() (sql string, params []interface{}, err error) { return }

func (ud *UpdateDataset) Executor() exec.QueryExecutor { return exec.QueryExecutor{} }

type SelectDataset struct{}

func (sd *SelectDataset) Update() *UpdateDataset { return &UpdateDataset{} }

func (sd *SelectDataset) Insert() *InsertDataset { return &InsertDataset{} }

func (sd *SelectDataset) Delete() *DeleteDataset { return &DeleteDataset{} }

func (sd *SelectDataset) Select(selects ...interface{}) *SelectDataset { return sd }

func (sd *SelectDataset) From(from ...interface{}) *SelectDataset { return sd }

func (sd *SelectDataset) Where(expressions ...exp.Expression) *SelectDataset { return sd }

func (sd *SelectDataset) ToSQL() (sql string, params []interface{}, err error) { return }

func (sd *SelectDataset) Executor() exec.QueryExecutor { return exec.QueryExecutor{} }

func (sd *SelectDataset) ScanStructs(i interface{}) error { return nil }

func (sd *SelectDataset) ScanStruct(i interface{}) (bool, error) { return false, nil }

func (sd *SelectDataset) ScanStructContext(ctx context.Context, i interface{}) (bool, error) {
	return false, nil
}

func (sd *SelectDataset) ScanVals(i interface{}) error { return nil }

func (sd *SelectDataset) ScanVal(i interface{}) (bool, error) { return false, nil }

func (sd *SelectDataset) ScanValContext(ctx context.Context, i interface{}) (bool, error) {
	return false, nil
}

func (sd *SelectDataset) Count() (int64, error) { return 0, nil }

func (sd *SelectDataset) CountContext(ctx context.Context) (int64, error) { return 0, nil }

type DeleteDataset struct{}

func (dd *DeleteDataset) Where(expressions ...exp.Expression) *DeleteDataset { return dd }

func (dd *DeleteDataset) ToSQL() (sql string, params []interface{}, err error) { return }

func (dd *DeleteDataset) Executor() exec.QueryExecutor { return exec.QueryExecutor{} }
