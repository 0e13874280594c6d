package libs

import (
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/Masterminds/squirrel: a builder chain (sq.Insert("t").
// Columns(…).Values(…).Suffix("ON CONFLICT DO NOTHING")) describes a
// statement; run by its Exec/Query/QueryRow/Scan (with RunWith), or turned
// into text by ToSql for a database/sql, sqlx or pgx query, it is
// classified like that SQL text. The grammar below says what each builder
// method contributes.
const pkgSquirrel = "github.com/Masterminds/squirrel"

var squirrelGrammar = &model.SQLGrammar{
	Pkgs: []string{pkgSquirrel},
	Clauses: map[string]model.Clause{
		// constructors (package functions and StatementBuilderType methods)
		"Insert":  {Kind: model.ClInsert, Arg: 0},
		"Replace": {Kind: model.ClInsert, Arg: 0, Text: "REPLACE"},
		"Update":  {Kind: model.ClUpdate, Arg: 0},
		"Select":  {Kind: model.ClSelect, Arg: -1},
		"Delete":  {Kind: model.ClDelete, Arg: 0},
		// clauses
		"Into":    {Kind: model.ClTable, Arg: 0},
		"Table":   {Kind: model.ClTable, Arg: 0},
		"From":    {Kind: model.ClTable, Arg: 0},
		"Columns": {Kind: model.ClColumns, Arg: 0},
		"Values":  {Kind: model.ClValues, Arg: 0},
		"SetMap":  {Kind: model.ClRecord, Arg: 0},
		"Set":     {Kind: model.ClSet, Arg: 0},
		"Where":   {Kind: model.ClWhere, Arg: 0, Args: 1},
		"Suffix":  {Kind: model.ClSuffix, Arg: 0, Args: 1},
		"Options": {Kind: model.ClPrefixOption, Arg: 0},
	},
	Exprs: map[string]model.Clause{
		pkgSquirrel + ".Expr": {Arg: 0, Args: 1},
	},
}

// squirrelBuilders are the builder types; each runs its statement by the
// methods of squirrelRuns and returns its text by ToSql/MustSql.
var (
	squirrelBuilders = []string{"InsertBuilder", "UpdateBuilder", "SelectBuilder", "DeleteBuilder"}
	squirrelRuns     = []string{"Exec", "ExecContext", "Query", "QueryContext", "QueryRow", "QueryRowContext", "Scan", "ScanContext"}
)

func init() { model.Register("squirrel", squirrel) }

func squirrel(b *model.Builder) {
	b.Packages(pkgSquirrel)
	for _, bt := range squirrelBuilders {
		for _, run := range squirrelRuns {
			if bt == "DeleteBuilder" && (run == "QueryRow" || run == "Scan") {
				continue // only their Context variants
			}
			b.Call(pkgSquirrel+"."+bt+"."+run, func(c *model.Call) { c.Hook = grammarRun(squirrelGrammar) })
		}
		for _, text := range []string{"ToSql", "MustSql"} {
			b.Call(pkgSquirrel+"."+bt+"."+text, func(c *model.Call) { c.BuildSQL, c.BuilderText = grammarText(squirrelGrammar), true })
		}
		b.BuilderType(pkgSquirrel + "." + bt)
	}
	// a Sqlizer's text: a builder passed as the interface to the service's
	// own executor (func (r repo) exec(sq Sqlizer) { q, args, _ :=
	// sq.ToSql(); db.Exec(q, args...) }) runs the statement its caller built
	b.Call(pkgSquirrel+".Sqlizer.ToSql", func(c *model.Call) { c.BuildSQL, c.BuilderText = grammarText(squirrelGrammar), true })
	// sq.Expr("UPDATE …", args…) as a whole statement
	b.Call(pkgSquirrel+".Expr", func(c *model.Call) { c.BuildSQL = sqlxText(0, 1, false) })
	// ExecWith(db, s Sqlizer) and its kin run s
	for _, k := range []string{"ExecWith", "QueryWith", "QueryRowWith"} {
		b.Call(pkgSquirrel+"."+k, func(c *model.Call) { c.Hook = sqlFromArg(1) })
		b.Call(pkgSquirrel+"."+strings.Replace(k, "With", "ContextWith", 1), func(c *model.Call) { c.Hook = sqlFromArg(2) })
	}
}

// sqlFromArg: a call that runs the statement its argument i is (text or
// a query builder, followed by the engine: Classification.SQLFrom).
func sqlFromArg(i int) model.Hook {
	return func(s *model.Site) model.Classification {
		a := s.Arg(i)
		if a == nil {
			return model.Classification{}
		}
		return model.Classification{SQLFrom: []ssa.Value{a}}
	}
}

// grammarRun: a call that runs the statement its receiver's chain builds.
func grammarRun(g *model.SQLGrammar) model.Hook {
	return func(s *model.Site) model.Classification {
		st, ok := g.BuildSQL(s.Recv, s.Instr, s.Model)
		if !ok {
			return model.Classification{}
		}
		return model.Classification{SQL: []model.SQLStmt{st}}
	}
}

// grammarText: a call that returns the text of the statement its
// receiver's chain builds.
func grammarText(g *model.SQLGrammar) model.SQLBuilder {
	return func(s *model.Site) (model.SQLStmt, bool) { return g.BuildSQL(s.Recv, s.Instr, s.Model) }
}
