package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/lib/pq: errors.As(err, &pqErr) with a *pq.Error handles a
// unique violation.
const pkgPq = "github.com/lib/pq"

func init() { model.Register("pq", pq) }

func pq(b *model.Builder) {
	b.Packages(pkgPq)
	b.UniqueViolation(pkgPq + ".Error")
}
