package libs

import (
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/jackc/pgx, v5 and v4 (and their pgxpool, and pgconn:
// github.com/jackc/pgconn for v4): Exec/Query/QueryRow (and v4's
// QueryFunc) are classified by their SQL text, and so is each query a
// Batch queues (sqlc's :batchexec queues its INSERTs there); CopyFrom
// (sqlc's :copyfrom) is an INSERT of its rows into the table and columns it
// names: an append, unless a unique key of the table has all its columns
// among them. errors.As(err, &pgErr) with a *pgconn.PgError handles a
// unique violation.
var pgxVersions = []struct {
	pgx, pool, pgconn string
	queryFunc         bool // v4's QueryFunc
}{
	{"github.com/jackc/pgx/v5", "github.com/jackc/pgx/v5/pgxpool", "github.com/jackc/pgx/v5/pgconn", false},
	{"github.com/jackc/pgx/v4", "github.com/jackc/pgx/v4/pgxpool", "github.com/jackc/pgconn", true},
}

func init() { model.Register("pgx", pgx) }

func pgx(b *model.Builder) {
	for _, v := range pgxVersions {
		b.Packages(v.pgx+"/", v.pgx)
		b.Transaction(v.pgx+".Tx", v.pool+".Tx")
		b.Pool(v.pool + ".Pool")
		for _, recv := range []string{v.pgx + ".Conn", v.pgx + ".Tx", v.pool + ".Pool", v.pool + ".Conn", v.pool + ".Tx"} {
			b.SQL(recv+".Exec", 1)
			b.SQL(recv+".Query", 1)
			b.SQL(recv+".QueryRow", 1)
			if v.queryFunc {
				b.SQL(recv+".QueryFunc", 1)
			}
			b.Call(recv+".CopyFrom", func(c *model.Call) { c.Effect = model.Append; c.Hook = pgxCopyFrom })
		}
		b.SQL(v.pgx+".Batch.Queue", 0)
		b.Transform(v.pgx+".CopyFromRows", v.pgx+".CopyFromSlice")
	}
	b.SQL(pgxVersions[0].pgconn+".PgConn.Exec", 1)
	b.UniqueViolation(pgxVersions[0].pgconn+".PgError", pgxVersions[1].pgconn+".PgError")
}

// pgxCopyFrom: CopyFrom(ctx, pgx.Identifier{"t"}, []string{"a", "b"}, rows)
// inserts rows into t (a, b): the INSERT's classification says whether
// it appends (a unique key of t among a, b, bound to rows that are not
// minted here, makes a repeat fail instead).
func pgxCopyFrom(s *model.Site) model.Classification {
	var table []string
	for _, e := range model.VariadicElems(model.Unconvert(s.Arg(1))) {
		if n, ok := model.ConstString(e); ok {
			table = append(table, n)
		}
	}
	var cols []string
	for _, e := range model.VariadicElems(model.Unconvert(s.Arg(2))) {
		if n, ok := model.ConstString(e); ok {
			cols = append(cols, n)
		}
	}
	rows := s.Arg(3)
	if len(table) == 0 || len(cols) == 0 || rows == nil {
		return model.Classification{Table: s.Rule} // an append of rows into a table not known here
	}
	var t model.SQLText
	t.Write("INSERT INTO " + strings.Join(table, ".") + " (" + strings.Join(cols, ", ") + ") VALUES (")
	args := make([]ssa.Value, len(cols))
	for i := range cols {
		if i > 0 {
			t.Write(", ")
		}
		args[i] = rows
		t.Bind(rows)
	}
	t.Write(")")
	st := t.Stmt()
	st.Desc = s.Callee + " into " + strings.Join(table, ".") + " (" + strings.Join(cols, ", ") + ")"
	return model.Classification{SQL: []model.SQLStmt{st}}
}
