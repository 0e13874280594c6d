package libs

import "github.com/idemlint/idemlint/internal/model"

// errors: errors.As(err, &target) and errors.Is(err, target) test an error;
// with a target a driver declares a unique violation (pq.go, pgx.go, gorm.go,
// mysql.go, sqlite3.go) the caller handles the violation: an INSERT it guards
// is an atomic claim.
func init() { model.Register("errors", errorsLib) }

func errorsLib(b *model.Builder) {
	for _, k := range []string{"errors.As", "errors.Is"} {
		b.Call(k, func(c *model.Call) { c.ErrTargetArg = 1 })
	}
}
