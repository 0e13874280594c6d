// Package idemtest is idemlint's shared test harness: every pass's tests
// run through it, on fixtures in testdata/src that import stub copies of the
// real libraries (see STUBS.md).
package idemtest

import (
	"path/filepath"
	"runtime"
	"testing"

	"golang.org/x/tools/go/analysis"
	xtest "golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/internal/idemcore"
)

// TestData returns the absolute path of the shared fixture tree (a GOPATH).
func TestData() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		panic("idemtest: cannot locate the harness")
	}
	return filepath.Join(filepath.Dir(file), "..", "testdata")
}

// Run runs analyzer a on the fixture packages and checks their // want
// comments. The analyzer runs with fresh [idemcore.Settings] (each fixture
// package's nearest .idemlint.yml), as a driver hands them over.
func Run(t *testing.T, a *analysis.Analyzer, pkgs ...string) []*xtest.Result {
	t.Helper()
	return RunWithSettings(t, new(idemcore.Settings), a, pkgs...)
}

// RunWithSettings is Run with the given settings.
func RunWithSettings(t *testing.T, s *idemcore.Settings, a *analysis.Analyzer, pkgs ...string) []*xtest.Result {
	t.Helper()
	return xtest.Run(t, TestData(), idemcore.WithSettings(s, a)[0], pkgs...)
}

// RunWithSuggestedFixes is Run, and also checks the fixes against .golden files.
func RunWithSuggestedFixes(t *testing.T, a *analysis.Analyzer, pkgs ...string) []*xtest.Result {
	t.Helper()
	return xtest.RunWithSuggestedFixes(t, TestData(), idemcore.WithSettings(new(idemcore.Settings), a)[0], pkgs...)
}
