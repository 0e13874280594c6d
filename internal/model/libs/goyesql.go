package libs

import (
	"go/types"
	"reflect"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// Named query files (github.com/knadh/goyesql, github.com/qustavo/dotsql):
// the module's .sql files hold "-- name: create-list" blocks, loaded into a
// struct whose prepared statements are tagged with their names (a field
// CreateList *sqlx.Stmt tagged query:"create-list", goyesqlx.ScanToStruct).
// A run of such a statement (q.CreateList.Exec(…), .Get(&id, …)) runs
// that block's text, classified like any SQL text. The statements' package
// (database/sql, sqlx) makes a package relevant; goyesql itself is called
// only where the queries are loaded.
func init() { model.Register("goyesql", goyesql) }

// stmtRuns: a prepared statement's run methods and the index of the first
// argument bound to its placeholders.
var stmtRuns = []struct {
	key  string
	args int
}{
	{"database/sql.Stmt.Exec", 0}, {"database/sql.Stmt.ExecContext", 1},
	{"database/sql.Stmt.Query", 0}, {"database/sql.Stmt.QueryContext", 1},
	{"database/sql.Stmt.QueryRow", 0}, {"database/sql.Stmt.QueryRowContext", 1},
	{pkgSqlx + ".Stmt.MustExec", 0}, {pkgSqlx + ".Stmt.MustExecContext", 1},
	{pkgSqlx + ".Stmt.Get", 1}, {pkgSqlx + ".Stmt.GetContext", 2},
	{pkgSqlx + ".Stmt.Select", 1}, {pkgSqlx + ".Stmt.SelectContext", 2},
	{pkgSqlx + ".Stmt.Queryx", 0}, {pkgSqlx + ".Stmt.QueryxContext", 1},
	{pkgSqlx + ".Stmt.QueryRowx", 0}, {pkgSqlx + ".Stmt.QueryRowxContext", 1},
}

func goyesql(b *model.Builder) {
	for _, r := range stmtRuns {
		args := r.args
		b.Call(r.key, func(c *model.Call) { c.Hook = namedStmtRun(args) })
	}
}

// namedStmtRun: the run of a prepared statement held in a struct field
// tagged `query:"name"`: the named query's text, bound to the call's
// arguments from index args on.
func namedStmtRun(args int) model.Hook {
	return func(s *model.Site) model.Classification {
		name := queryTag(s.Recv)
		if name == "" || s.Q == nil {
			return model.Classification{}
		}
		text, ok := s.Q.NamedSQL(name)
		if !ok {
			return model.Classification{}
		}
		st := model.SQLStmt{Text: text}
		if args < len(s.Params) {
			for _, a := range s.Params[args:] {
				if e := model.VariadicElems(a); e != nil {
					st.Bound = append(st.Bound, e...)
				} else {
					st.Bound = append(st.Bound, a)
				}
			}
			// every bound value, constants too: $n is the n-th
			for _, a := range st.Bound {
				st.Args = append(st.Args, model.Strip(a))
			}
		}
		return model.Classification{SQL: []model.SQLStmt{st}}
	}
}

// queryTag: the `query:"name"` tag of the struct field v was loaded from
// (through the embedded *sql.Stmt of an *sqlx.Stmt, for its promoted Exec).
func queryTag(v ssa.Value) string {
	for depth := 0; depth < 4; depth++ {
		var st types.Type
		var field int
		var base ssa.Value
		switch x := model.Strip(v).(type) {
		case *ssa.UnOp:
			fa, ok := x.X.(*ssa.FieldAddr)
			if !ok {
				return ""
			}
			st, field, base = model.Deref(fa.X.Type()), fa.Field, fa.X
		case *ssa.Field:
			st, field, base = x.X.Type(), x.Field, x.X
		case *ssa.FieldAddr:
			st, field, base = model.Deref(x.X.Type()), x.Field, x.X
		default:
			return ""
		}
		s, ok := st.Underlying().(*types.Struct)
		if !ok || field >= s.NumFields() {
			return ""
		}
		if tag := reflect.StructTag(s.Tag(field)).Get("query"); tag != "" {
			return tag
		}
		if !s.Field(field).Anonymous() {
			return ""
		}
		v = base // the statement embedding this one
	}
	return ""
}
