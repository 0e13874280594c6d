package libs

import (
	"github.com/idemlint/idemlint/internal/model"
)

// github.com/doug-martin/goqu/v9: a dataset chain (goqu.Insert("t").
// Rows(goqu.Record{…}).OnConflict(goqu.DoNothing()), goqu.Update("t").
// Set(goqu.Record{"n": goqu.L("n + ?", 1)}).Where(goqu.Ex{…}), goqu.From("t").
// Where(goqu.Ex{…})) describes a statement: run by its Executor()'s Exec/
// Scan methods or the SelectDataset's Scan/Count, or turned into text by
// ToSQL, it is classified like that SQL. The grammar below says what each
// dataset method contributes (rows from struct literals are named by their
// `db` tags).
const (
	pkgGoqu     = "github.com/doug-martin/goqu/v9"
	pkgGoquExec = pkgGoqu + "/exec"
)

var goquGrammar = &model.SQLGrammar{
	Pkgs: []string{pkgGoqu, pkgGoquExec},
	Clauses: map[string]model.Clause{
		"Insert":     {Kind: model.ClInsert, Arg: 0},
		"Update":     {Kind: model.ClUpdate, Arg: 0},
		"From":       {Kind: model.ClSelect, Arg: 0},
		"Delete":     {Kind: model.ClDelete, Arg: 0},
		"Into":       {Kind: model.ClTable, Arg: 0},
		"Table":      {Kind: model.ClTable, Arg: 0},
		"Cols":       {Kind: model.ClColumns, Arg: 0},
		"Vals":       {Kind: model.ClValues, Arg: 0, Rows: true},
		"Rows":       {Kind: model.ClRecord, Arg: 0},
		"Set":        {Kind: model.ClRecord, Arg: 0},
		"Where":      {Kind: model.ClWhere, Arg: 0, Args: noArg},
		"OnConflict": {Kind: model.ClSuffix, Arg: 0},
	},
	Exprs: map[string]model.Clause{
		pkgGoqu + ".L":         {Arg: 0, Args: 1},
		pkgGoqu + ".DoNothing": {Arg: noArg, Text: "ON CONFLICT DO NOTHING"},
		pkgGoqu + ".DoUpdate":  {Arg: noArg, Text: "ON CONFLICT DO UPDATE SET updated = EXCLUDED.updated"},
	},
	Tag: "db",
}

// goquRuns: the methods that run a dataset's statement.
var goquRuns = map[string][]string{
	pkgGoquExec + ".QueryExecutor": {"Exec", "ExecContext", "Query", "QueryContext", "ScanStructs", "ScanStructsContext", "ScanStruct", "ScanStructContext", "ScanVals", "ScanValsContext", "ScanVal", "ScanValContext"},
	pkgGoqu + ".SelectDataset":     {"ScanStructs", "ScanStruct", "ScanStructContext", "ScanVals", "ScanVal", "ScanValContext", "Count", "CountContext"},
}

func init() { model.Register("goqu", goqu) }

func goqu(b *model.Builder) {
	b.Packages(pkgGoqu+"/", pkgGoqu)
	for typ, runs := range goquRuns {
		for _, run := range runs {
			b.Call(typ+"."+run, func(c *model.Call) { c.Hook = grammarRun(goquGrammar) })
		}
	}
	for _, ds := range []string{"InsertDataset", "UpdateDataset", "SelectDataset", "DeleteDataset"} {
		b.Call(pkgGoqu+"."+ds+".ToSQL", func(c *model.Call) { c.BuildSQL = grammarText(goquGrammar) })
	}
	b.Call(pkgGoquExec+".QueryExecutor.ToSQL", func(c *model.Call) { c.BuildSQL = grammarText(goquGrammar) })
	b.SQL(pkgGoqu+".Database.Exec", 0)
	b.SQL(pkgGoqu+".Database.ExecContext", 1)
}
