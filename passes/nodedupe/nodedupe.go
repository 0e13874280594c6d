// Package nodedupe reports non-idempotent effects in message and HTTP
// handlers that no dedupe guard keyed by the sender's id protects.
package nodedupe

import (
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/idemcore"
)

const doc = `Nodedupe reports handlers whose second delivery does harm.

A handler (a queue consumer, a task worker, an HTTP handler for a write
method) that charges a card, sends an email, POSTs to another service,
increments a balance, appends a row or publishes a message will do it again
when the broker redelivers. The effect must be dominated by a dedupe guard
keyed by the sender's id (SetNX, INSERT … ON CONFLICT DO NOTHING in the same
transaction, unique-violation handling), or forward that id as the third
party's idempotency key.

Also reported, in their own categories: a seen-set kept in a different store
than the SQL write it protects (seenset-store), and a key recorded before the
effect outside a transaction (key-before-effect).`

// Analyzer is the nodedupe pass.
var Analyzer = &analysis.Analyzer{
	Name:     "nodedupe",
	Doc:      doc,
	URL:      idemcore.DocsURL + "nodedupe.md",
	Requires: []*analysis.Analyzer{idemcore.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		idemcore.ReportFindings(pass, "nodedupe")
		return nil, nil
	},
}
