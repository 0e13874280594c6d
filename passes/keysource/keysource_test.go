package keysource_test

import (
	"testing"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/passes/keysource"
)

func TestReceivers(t *testing.T) {
	idemtest.Run(t, keysource.Analyzer, "keysource/receivers")
}

func TestPerAttempt(t *testing.T) {
	idemtest.RunWithSuggestedFixes(t, keysource.Analyzer, "keysource/retry")
}
