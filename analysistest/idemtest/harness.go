// Package idemtest is idemlint's shared test harness: every pass's tests
// run through it, on fixtures in testdata/src that import stub copies of the
// real libraries (see STUBS.md).
package idemtest

import (
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

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
// comments, and that every message reads as one: a single line under
// idemcore.MaxLine characters with the names the user wrote (no SSA names
// such as main$1). The analyzer runs with fresh [idemcore.Settings] (each
// fixture package's nearest .idemlint.yml), as a driver hands them over.
func Run(t *testing.T, a *analysis.Analyzer, pkgs ...string) []*xtest.Result {
	t.Helper()
	return RunWithSettings(t, new(idemcore.Settings), a, pkgs...)
}

// RunWithSettings is Run with the given settings.
func RunWithSettings(t *testing.T, s *idemcore.Settings, a *analysis.Analyzer, pkgs ...string) []*xtest.Result {
	t.Helper()
	return checkMessages(t, xtest.Run(t, TestData(), idemcore.WithSettings(s, a)[0], pkgs...))
}

// RunWithSuggestedFixes is Run, and also checks the fixes against .golden files.
func RunWithSuggestedFixes(t *testing.T, a *analysis.Analyzer, pkgs ...string) []*xtest.Result {
	t.Helper()
	return checkMessages(t, xtest.RunWithSuggestedFixes(t, TestData(), idemcore.WithSettings(new(idemcore.Settings), a)[0], pkgs...))
}

// ssaName matches an SSA name of a function literal or wrapper (main$1, f$bound).
var ssaName = regexp.MustCompile(`\w\$(\d|bound|thunk)`)

// checkMessages checks the form of every diagnostic's message and related
// information.
func checkMessages(t *testing.T, results []*xtest.Result) []*xtest.Result {
	t.Helper()
	loaded := results[:0:0]
	for _, r := range results {
		if r.Pass == nil {
			// a fixture that did not load or type-check: analysistest
			// has reported why; its callers count diagnostics by package
			t.Errorf("a fixture package was not analysed: %v", r.Err)
			continue
		}
		loaded = append(loaded, r)
		for _, d := range r.Diagnostics {
			posn := r.Pass.Fset.Position(d.Pos)
			if n := utf8.RuneCountInString(d.Message); n >= idemcore.MaxLine || strings.Contains(d.Message, "\n") {
				t.Errorf("%s: message of %d characters (want one line under %d): %s", posn, n, idemcore.MaxLine, d.Message)
			}
			texts := []string{d.Message}
			for _, rel := range d.Related {
				texts = append(texts, rel.Message)
			}
			for _, text := range texts {
				if m := ssaName.FindString(text); m != "" {
					t.Errorf("%s: an SSA name (%s) in %q", posn, m, text)
				}
			}
		}
	}
	return loaded
}
