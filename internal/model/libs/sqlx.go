package libs

import (
	"reflect"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/jmoiron/sqlx: DB and Tx embed *sql.DB and *sql.Tx (their
// Exec/Query are database/sql's); sqlx's own Exec-, Get- and Select-style
// methods and functions are classified by their SQL text (Get/Select of a
// row by key are checks, an INSERT … ON CONFLICT DO NOTHING whose result is
// consulted a claim, …). NamedExec binds :name parameters to the fields
// (`db:"name"` tags, else the lower-cased field name) of the struct or the
// entries of the map it is given. Rebind, In, Named and BindNamed return
// the text they are given, bound.
const pkgSqlx = "github.com/jmoiron/sqlx"

func init() { model.Register("sqlx", sqlx) }

// sqlxQueries: method (or package function) → index of its SQL argument,
// for DB and Tx (and Conn, which has only the Context variants), and for
// the package functions that take the Queryer/Execer first.
var sqlxQueries = []struct {
	name        string
	arg, fnArg  int // argument index on a DB/Tx method, on the package function (-1: none)
	conn, named bool
	noTx        bool // a DB method only
}{
	{"MustExec", 0, 1, false, false, false},
	{"MustExecContext", 1, 2, false, false, false},
	{"Get", 1, 2, false, false, false},
	{"GetContext", 2, 3, true, false, false},
	{"Select", 1, 2, false, false, false},
	{"SelectContext", 2, 3, true, false, false},
	{"Queryx", 0, noArg, false, false, false},
	{"QueryxContext", 1, noArg, true, false, false},
	{"QueryRowx", 0, noArg, false, false, false},
	{"QueryRowxContext", 1, noArg, true, false, false},
	{"NamedExec", 0, 1, false, true, false},
	{"NamedExecContext", 1, 2, false, true, false},
	{"NamedQuery", 0, 1, false, true, false},
	{"NamedQueryContext", 1, 2, false, true, true},
}

func sqlx(b *model.Builder) {
	b.Packages(pkgSqlx+"/", pkgSqlx)
	b.Transaction(pkgSqlx + ".Tx")
	b.Pool(pkgSqlx + ".DB")
	for _, q := range sqlxQueries {
		recvs := []string{"DB", "Tx"}
		if q.noTx {
			recvs = recvs[:1]
		}
		if q.conn {
			recvs = append(recvs, "Conn")
		}
		for _, r := range recvs {
			sqlxQuery(b, pkgSqlx+"."+r+"."+q.name, q.arg, q.named)
		}
		if q.fnArg != noArg {
			sqlxQuery(b, pkgSqlx+"."+q.name, q.fnArg, q.named)
		}
	}
	// a prepared statement runs the text it was prepared with: not traced
	// text builders: the result is the (bound) text of the argument
	for _, k := range []string{"DB.Rebind", "Tx.Rebind", "Conn.Rebind"} {
		b.Call(pkgSqlx+"."+k, func(c *model.Call) { c.BuildSQL = sqlxText(0, noArg, false) })
	}
	b.Call(pkgSqlx+".Rebind", func(c *model.Call) { c.BuildSQL = sqlxText(1, noArg, false) })
	b.Call(pkgSqlx+".In", func(c *model.Call) { c.BuildSQL = sqlxText(0, 1, false) })
	b.Call(pkgSqlx+".Named", func(c *model.Call) { c.BuildSQL = sqlxText(0, 1, true) })
	b.Call(pkgSqlx+".BindNamed", func(c *model.Call) { c.BuildSQL = sqlxText(1, 2, true) })
	for _, k := range []string{"DB.BindNamed", "Tx.BindNamed"} {
		b.Call(pkgSqlx+"."+k, func(c *model.Call) { c.BuildSQL = sqlxText(0, 1, true) })
	}
}

func sqlxQuery(b *model.Builder, key string, arg int, named bool) {
	b.Call(key, func(c *model.Call) {
		c.Effect = model.SQL
		c.SQLArg = arg
		if named {
			c.Hook = sqlxNamedQuery
		}
	})
}

// sqlxNamedQuery: NamedExec(query, arg) runs query with its :name
// parameters bound to arg's fields or entries.
func sqlxNamedQuery(s *model.Site) model.Classification {
	q := s.Arg(s.Rule.SQLArg)
	text, ok := model.ConstString(q)
	if !ok {
		return model.Classification{Table: s.Rule}
	}
	return model.Classification{SQL: []model.SQLStmt{bindNamed(text, s.Arg(s.Rule.SQLArg+1))}}
}

// sqlxText: a function returning the SQL text of argument text, bound to
// the values of argument args (a variadic list, or with named, a struct
// or map for :name parameters).
func sqlxText(text, args int, named bool) model.SQLBuilder {
	return func(s *model.Site) (model.SQLStmt, bool) {
		t, ok := model.ConstString(s.Arg(text))
		if !ok {
			// Rebind(q) of a text built elsewhere: nothing to classify
			return model.SQLStmt{}, false
		}
		if args == noArg {
			return model.SQLStmt{Text: t}, true // Rebind: the query binds it
		}
		if named {
			return bindNamed(t, s.Arg(args)), true
		}
		var vals []ssa.Value
		if a := s.Arg(args); a != nil {
			vals = model.VariadicElems(a)
		}
		var out model.SQLText
		out.Fallback = s.Arg(args)
		return out.Fragment(t, vals).Stmt(), true
	}
}

// bindNamed rewrites the :name parameters of text as placeholders bound
// to the matching field of the struct literal or entry of the map literal
// arg (sqlx's mapper: the `db` tag, else the lower-cased field name); a
// name it cannot resolve is bound to arg itself.
func bindNamed(text string, arg ssa.Value) model.SQLStmt {
	values := map[string]ssa.Value{}
	for _, e := range model.MapEntries(arg) {
		values[e.Key] = e.Value
	}
	if st, fields := model.StructLiteral(arg); st != nil {
		for i, v := range fields {
			name := strings.ToLower(st.Field(i).Name())
			if tag, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("db"), ","); tag != "" {
				name = tag
			}
			values[name] = v
		}
	}
	var t model.SQLText
	t.Fallback = arg
	inQuote := false
	for i := 0; i < len(text); i++ {
		ch := text[i]
		switch {
		case ch == '\'':
			inQuote = !inQuote
			t.Write(string(ch))
		case ch == ':' && !inQuote && i+1 < len(text) && text[i+1] == ':':
			t.Write("::") // a cast (or sqlx's escaped colon)
			i++
		case ch == ':' && !inQuote && i+1 < len(text) && isNameByte(text[i+1]):
			j := i + 1
			for j < len(text) && (isNameByte(text[j]) || text[j] == '.') {
				j++
			}
			if v, ok := values[text[i+1:j]]; ok {
				t.Bind(v)
			} else {
				t.Unknown()
			}
			i = j - 1
		default:
			t.Write(string(ch))
		}
	}
	return t.Stmt()
}

func isNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
