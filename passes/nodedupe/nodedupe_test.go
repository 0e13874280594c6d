package nodedupe_test

import (
	"testing"

	idemtest "github.com/idemlint/idemlint/analysistest"
	"github.com/idemlint/idemlint/passes/nodedupe"
)

func TestNoDedupe(t *testing.T) {
	idemtest.Run(t, nodedupe.Analyzer, "nodedupe/...")
}
