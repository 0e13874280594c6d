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

// A Category is a kind of finding an analyzer reports: its own (named as
// the analyzer) or another it names. Each is a rule in SARIF output and a
// name disable: takes.
type Category struct {
	Analyzer, Name string
	// Title says in one line what a finding of the category means.
	Title string
}

// Categories returns every category of idemlint's analyzers, each
// analyzer's own first, in the order of Analyzers.
func Categories() []Category {
	return []Category{
		{"checkthenwrite", "checkthenwrite", "A dedupe key checked, then written in a separate step: concurrent duplicates both see it absent and proceed"},
		{"checkthenwrite", "state-check", "An entity's business state checked, then changed by a write not conditional on it: concurrent duplicates both pass the check"},
		{"checkthenwrite", "wrap-not-claim-first", "A handler wrapped by babelqueue idempotency.Wrap, which checks the store, runs the handler, then marks"},
		{"directives", "directives", "A suppression directive that is malformed or suppresses nothing"},
		{"directives", "unused-suppression", "An //idemlint:ignore or //nolint:idemlint that suppresses no finding"},
		{"directives", "directive", "An //idemlint:ignore or //idemlint:file-ignore without a reason"},
		{"keysource", "keysource", "A key minted by the receiver: a redelivery or retry mints a new one, so it never matches"},
		{"keysource", "receiver-fallback", "A key the receiver invents when the sender sent none"},
		{"keysource", "per-attempt-key", "A key minted anew on every retry attempt by the sender"},
		{"nodedupe", "nodedupe", "A handler's harmful effect that repeats on a redelivery or client retry: no dedupe guard keyed by the sender's id"},
		{"nodedupe", "seenset-store", "A seen-set kept in another store than the SQL write it guards"},
		{"nodedupe", "key-before-effect", "A key recorded or claimed before an effect that can fail, and never released"},
		{"nodedupe", "duplicate-create", "Off by default (enable: [duplicate-create]): an HTTP route whose only repeat harm is a duplicate row with a server-minted id"},
		{"nodedupe", "resend-flow", "Off by default (enable: [resend-flow]): an HTTP route that sends a password reset, a magic link or a code again by design"},
		{"payloadkey", "payloadkey", "An idempotency key derived only from the payload: identical legitimate messages collide"},
	}
}
