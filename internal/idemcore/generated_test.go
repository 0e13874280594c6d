package idemcore_test

import (
	"testing"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/passes/nodedupe"
)

// TestGeneratedFiles: nothing is reported in a file whose header, before
// the package clause, says "// Code generated … DO NOT EDIT." (the Go
// convention), but its functions are analyzed: a hand-written handler that
// calls a generated helper is reported. A header after the package clause
// is not the convention and does not count.
func TestGeneratedFiles(t *testing.T) {
	idemtest.Run(t, nodedupe.Analyzer, "generated/skip")
}

// TestGeneratedFindings: with Settings.GeneratedFindings (-generated,
// IDEMLINT_GENERATED=1) generated files are reported too.
func TestGeneratedFindings(t *testing.T) {
	idemtest.RunWithSettings(t, &idemcore.Settings{GeneratedFindings: true}, nodedupe.Analyzer, "generated/include")
}
