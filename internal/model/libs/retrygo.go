package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/avast/retry-go/v4: Do runs its function once per attempt, so a
// key minted inside it is per attempt.
const pkgRetryGo = "github.com/avast/retry-go/v4"

func init() { model.Register("retry-go", retryGo) }

func retryGo(b *model.Builder) {
	b.Packages(pkgRetryGo)
	b.Retry(pkgRetryGo+".Do", pkgRetryGo+".DoWithData")
}
