package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/cenkalti/backoff (v4, v5): Retry runs its operation once per
// attempt, so a key minted inside it is per attempt.
const (
	pkgBackoff4 = "github.com/cenkalti/backoff/v4"
	pkgBackoff5 = "github.com/cenkalti/backoff/v5"
)

func init() { model.Register("backoff", backoff) }

func backoff(b *model.Builder) {
	b.Packages(pkgBackoff4, pkgBackoff5)
	b.Retry(pkgBackoff4+".Retry", pkgBackoff4+".RetryNotify", pkgBackoff4+".RetryWithData", pkgBackoff4+".RetryNotifyWithData",
		pkgBackoff4+".RetryNotifyWithTimer", pkgBackoff5+".Retry")
}
