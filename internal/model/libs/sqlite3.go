package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/mattn/go-sqlite3: errors.As(err, &sqliteErr) with a
// sqlite3.Error handles a unique violation (ErrConstraintUnique).
func init() { model.Register("go-sqlite3", sqlite3) }

func sqlite3(b *model.Builder) {
	b.UniqueViolation("github.com/mattn/go-sqlite3.Error")
}
