package libs

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/pocketbase/dbx: a Builder (a *DB, a *Tx, or the Builder
// interface a repository keeps) makes a *Query — from SQL text
// (NewQuery(sql)) or from its own statement builders (Insert(table,
// Params{…}), Update(table, Params{…}, HashExp{…}), Delete(table, where))
// — and the query runs by Execute, One, All, Row, Column or Rows. The
// statement is classified like SQL text. A NewQuery whose text is built
// elsewhere (a repository's toSQL(sq) of a squirrel builder) is followed
// by the engine to the statement its caller passes (Classification.SQLFrom).
const pkgDbx = "github.com/pocketbase/dbx"

var dbxGrammar = &model.SQLGrammar{
	Pkgs: []string{pkgDbx},
	Clauses: map[string]model.Clause{
		"NewQuery": {Kind: model.ClRaw, Arg: 0, Args: -1},
		"Insert":   {Kind: model.ClInsert, Arg: 0},
		"Update":   {Kind: model.ClUpdate, Arg: 0},
		"Delete":   {Kind: model.ClDelete, Arg: 0},
	},
	More: map[string][]model.Clause{
		"Insert": {{Kind: model.ClRecord, Arg: 1}},
		"Update": {{Kind: model.ClRecord, Arg: 1}, {Kind: model.ClWhere, Arg: 2, Args: -1}},
		"Delete": {{Kind: model.ClWhere, Arg: 1, Args: -1}},
	},
}

func init() { model.Register("dbx", dbx) }

func dbx(b *model.Builder) {
	b.Packages(pkgDbx)
	b.Transaction(pkgDbx + ".Tx")
	b.Pool(pkgDbx + ".DB")
	for _, run := range []string{"Execute", "One", "All", "Row", "Column", "Rows"} {
		b.Call(pkgDbx+".Query."+run, func(c *model.Call) { c.Hook = dbxRun })
	}
}

// dbxRun: a Query's run: the statement its chain builds, or the text
// given to NewQuery when that is not a constant here.
func dbxRun(s *model.Site) model.Classification {
	if st, ok := dbxGrammar.BuildSQL(s.Recv, s.Instr, s.Model); ok {
		return model.Classification{SQL: []model.SQLStmt{st}}
	}
	for _, c := range model.Chain(s.Recv, s.Instr, model.InPackages(pkgDbx), false) {
		if c.Name == "NewQuery" && len(c.Params) > 0 {
			return model.Classification{SQLFrom: []ssa.Value{c.Params[0]}}
		}
	}
	return model.Classification{}
}
