package idemcore_test

import (
	"testing"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/passes/nodedupe"
)

// TestSuppression: //nolint:idemlint, //nolint:idemlint/<analyzer> and
// //idemlint:ignore <reason> on the line, the line above, or the function;
// a bare //idemlint:ignore suppresses nothing (the directives check reports
// it); //nolint:idemlint above the package clause and
// //idemlint:file-ignore <reason> cover their file and no other.
func TestSuppression(t *testing.T) {
	idemtest.Run(t, nodedupe.Analyzer, "suppress", "suppress/file")
}
