package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/go-sql-driver/mysql: errors.As(err, &myErr) with a
// *mysql.MySQLError handles a unique violation (error 1062).
func init() { model.Register("mysql", mysql) }

func mysql(b *model.Builder) {
	b.UniqueViolation("github.com/go-sql-driver/mysql.MySQLError")
}
