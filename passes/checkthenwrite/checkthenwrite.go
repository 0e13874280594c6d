// Package checkthenwrite reports "is the key there? no → write it" sequences
// on dedupe keys, which are not atomic under concurrent duplicates.
package checkthenwrite

import (
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/idemcore"
)

const doc = `Checkthenwrite reports check-then-write races on a dedupe key.

Reading whether a key was processed (GET, EXISTS, SELECT, a map lookup) and
writing it in a later, separate step lets two concurrent deliveries both see
it absent and both do the work. Use an atomic form: SETNX (or SET … NX),
HSETNX, SADD's result, INSERT … ON CONFLICT DO NOTHING with RowsAffected,
unique-violation handling, sync.Map.LoadOrStore, or one held mutex.

The lower-severity category wrap-not-claim-first reports babelqueue's
idempotency.Wrap used with a store that checks before it marks.`

// Analyzer is the checkthenwrite pass.
var Analyzer = &analysis.Analyzer{
	Name:     "checkthenwrite",
	Doc:      doc,
	URL:      idemcore.DocsURL + "checkthenwrite.md",
	Requires: []*analysis.Analyzer{idemcore.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		idemcore.ReportFindings(pass, "checkthenwrite")
		return nil, nil
	},
}
