// Package payloadkey reports idempotency keys derived only from the payload.
package payloadkey

import (
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/idemcore"
)

const doc = `Payloadkey reports idempotency keys derived only from the message payload.

A key that is a hash of the body, or built from payload fields alone, makes
two legitimate identical requests (the same customer buying the same item
twice) collide: the second is silently dropped. Key by the sender's
per-message id instead (the producer's message id, the client's
Idempotency-Key header).`

// Analyzer is the payloadkey pass.
var Analyzer = &analysis.Analyzer{
	Name:     "payloadkey",
	Doc:      doc,
	URL:      idemcore.DocsURL + "payloadkey.md",
	Requires: []*analysis.Analyzer{idemcore.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		idemcore.ReportFindings(pass, "payloadkey")
		return nil, nil
	},
}
