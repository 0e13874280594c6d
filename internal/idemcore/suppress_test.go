package idemcore_test

import (
	"testing"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/passes/nodedupe"
)

// TestSuppression: //nolint:idemlint, //nolint:idemlint/<analyzer> and
// //idemlint:ignore <reason> on the line, the line above, or the function;
// a bare //idemlint:ignore is itself reported and suppresses nothing.
func TestSuppression(t *testing.T) {
	idemtest.Run(t, nodedupe.Analyzer, "suppress")
}
