package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/avast/retry-go/v4 (and v3, github.com/avast/retry-go): Do runs
// its function once per attempt, so a key minted inside it is per attempt.
const (
	pkgRetryGo   = "github.com/avast/retry-go/v4"
	pkgRetryGoV3 = "github.com/avast/retry-go"
)

func init() { model.Register("retry-go", retryGo) }

func retryGo(b *model.Builder) {
	b.Packages(pkgRetryGo, pkgRetryGoV3)
	b.Retry(pkgRetryGo+".Do", pkgRetryGo+".DoWithData", pkgRetryGoV3+".Do")
}
