package keysource_test

import (
	"testing"

	idemtest "github.com/idemlint/idemlint/analysistest"
	"github.com/idemlint/idemlint/passes/keysource"
)

func TestReceivers(t *testing.T) {
	idemtest.Run(t, keysource.Analyzer, "keysource/receivers")
}

func TestPerAttempt(t *testing.T) {
	idemtest.RunWithSuggestedFixes(t, keysource.Analyzer, "keysource/retry")
}
