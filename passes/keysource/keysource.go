// Package keysource reports idempotency keys minted by the receiver, or
// minted anew on every retry attempt by the sender.
package keysource

import (
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/idemcore"
)

const doc = `Keysource reports keys minted by the receiver or anew on every retry.

Only the sender knows "this is the operation I tried before". A key a handler
makes up (uuid, time, rand) is new on every redelivery; a sender that mints a
fresh key inside its retry loop makes every attempt look new. Categories:
keysource (receiver-minted), receiver-fallback (a key invented when the
sender sent none), per-attempt-key (minted inside a retry loop; a
SuggestedFix hoists it out).`

// Analyzer is the keysource pass.
var Analyzer = &analysis.Analyzer{
	Name:     "keysource",
	Doc:      doc,
	URL:      idemcore.DocsURL + "keysource.md",
	Requires: []*analysis.Analyzer{idemcore.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		idemcore.ReportFindings(pass, "keysource")
		return nil, nil
	},
}
