// Package suite lists idemlint's analyzers, for the command and the plugins.
package suite

import (
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/passes/checkthenwrite"
	"github.com/idemlint/idemlint/passes/directives"
	"github.com/idemlint/idemlint/passes/keysource"
	"github.com/idemlint/idemlint/passes/nodedupe"
	"github.com/idemlint/idemlint/passes/payloadkey"
)

// Analyzers returns idemlint's analyzers, in a stable order.
func Analyzers() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		checkthenwrite.Analyzer,
		directives.Analyzer,
		keysource.Analyzer,
		nodedupe.Analyzer,
		payloadkey.Analyzer,
	}
}
