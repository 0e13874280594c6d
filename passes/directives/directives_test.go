package directives_test

import (
	"testing"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/passes/directives"
)

// TestDirectives: a directive that suppresses no finding of the analyzers
// it names is reported (unused-suppression), on its line, in its function or
// in its file; one without a reason is reported (directive); //nolint:all
// and other linters' directives are not judged; disable:
// [unused-suppression] turns the first off.
func TestDirectives(t *testing.T) {
	idemtest.Run(t, directives.Analyzer, "directives/...")
}
