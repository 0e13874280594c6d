package libs

import "github.com/idemlint/idemlint/internal/model"

// database/sql: Exec/Query/QueryRow on DB, Tx and Conn are classified by
// their SQL text (INSERT … ON CONFLICT DO NOTHING is a claim, UPDATE … SET
// n = n + 1 an increment, and so on). A *sql.Tx is one transaction; each
// statement on a *sql.DB autocommits.
const pkgSQL = "database/sql"

func init() { model.Register("database/sql", databaseSQL) }

func databaseSQL(b *model.Builder) {
	b.Packages(pkgSQL)
	// a poller of a table-backed job queue (idemcore, shapes.go) is a
	// handler of this library: what it dedupes on is the job's row
	b.SenderHint(pkgSQL, `the job row's id: claim it before the work (UPDATE … SET state = 'running' WHERE id = $1 AND state = 'queued', rows affected checked) or delete it in the transaction of the work`)
	b.Transaction(pkgSQL + ".Tx")
	b.Pool(pkgSQL + ".DB")
	for _, recv := range []string{"DB", "Tx", "Conn"} {
		p := pkgSQL + "." + recv + "."
		b.SQL(p+"ExecContext", 1)
		b.SQL(p+"QueryContext", 1)
		b.SQL(p+"QueryRowContext", 1)
		if recv != "Conn" { // a *sql.Conn has only the Context variants
			b.SQL(p+"Exec", 0)
			b.SQL(p+"Query", 0)
			b.SQL(p+"QueryRow", 0)
		}
	}
}
