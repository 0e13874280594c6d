// Package exec is an analysistest stub of
// github.com/doug-martin/goqu/v9/exec@v9.19.0. Subset: QueryExecutor (no
// exported fields) with its ToSQL, Exec, Query and Scan methods. Bodies
// are trivial.
package exec

import (
	"context"
	gsql "database/sql"
)

type QueryExecutor struct {
}

func (q QueryExecutor) ToSQL() (sql string, args []interface{}, err error) { return }

func (q QueryExecutor) Exec() (gsql.Result, error) { return nil, nil }

func (q QueryExecutor) ExecContext(ctx context.Context) (gsql.Result, error) { return nil, nil }

func (q QueryExecutor) Query() (*gsql.Rows, error) { return nil, nil }

func (q QueryExecutor) QueryContext(ctx context.Context) (*gsql.Rows, error) { return nil, nil }

func (q QueryExecutor) ScanStructs(i interface{}) error { return nil }

func (q QueryExecutor) ScanStructsContext(ctx context.Context, i interface{}) error { return nil }

func (q QueryExecutor) ScanStruct(i interface{}) (bool, error) { return false, nil }

func (q QueryExecutor) ScanStructContext(ctx context.Context, i interface{}) (bool, error) {
	return false, nil
}

func (q QueryExecutor) ScanVals(i interface{}) error { return nil }

func (q QueryExecutor) ScanValsContext(ctx context.Context, i interface{}) error { return nil }

func (q QueryExecutor) ScanVal(i interface{}) (bool, error) { return false, nil }

func (q QueryExecutor) ScanValContext(ctx context.Context, i interface{}) (bool, error) {
	return false, nil
}
