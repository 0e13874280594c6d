package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/jackc/pgx/v5 (and pgxpool, pgconn): Exec/Query/QueryRow are
// classified by their SQL text; errors.As(err, &pgErr) with a *pgconn.PgError
// handles a unique violation (pgx v4's github.com/jackc/pgconn too).
const (
	pkgPgx     = "github.com/jackc/pgx/v5"
	pkgPgxPool = "github.com/jackc/pgx/v5/pgxpool"
	pkgPgconn  = "github.com/jackc/pgx/v5/pgconn"
)

func init() { model.Register("pgx", pgx) }

func pgx(b *model.Builder) {
	b.Packages(pkgPgx+"/", pkgPgx)
	b.Transaction(pkgPgx+".Tx", pkgPgxPool+".Tx")
	b.Pool(pkgPgxPool + ".Pool")
	b.SQL(pkgPgconn+".PgConn.Exec", 1)
	for _, recv := range []string{pkgPgx + ".Conn", pkgPgx + ".Tx", pkgPgxPool + ".Pool", pkgPgxPool + ".Conn", pkgPgxPool + ".Tx"} {
		b.SQL(recv+".Exec", 1)
		b.SQL(recv+".Query", 1)
		b.SQL(recv+".QueryRow", 1)
	}
	b.UniqueViolation(pkgPgconn+".PgError", "github.com/jackc/pgconn.PgError")
}
