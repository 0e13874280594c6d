package idemcore_test

import (
	"os"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/suite"
)

// TestFailureStaysInItsFunction: a panic while analysing one function
// (lib.Boom) is reported once, as an internal error naming the function
// and its position; the rest of the package is analysed and its facts
// exported, so the importer's handler still gets its finding (issue 19).
func TestFailureStaysInItsFunction(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages")
	}
	idemcore.SetTestHookSummary(func(fn *ssa.Function) {
		if fn.Name() == "Boom" {
			panic("injected")
		}
	})
	defer idemcore.SetTestHookSummary(nil)

	as := idemcore.WithSettings(new(idemcore.Settings), suite.Analyzers()...)
	as = append(as, idemcore.Core(as))
	pkgs := loadFixtures(t, "robust/failure/app")
	g, err := checker.Analyze(as, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var failures, findings []string
	for act := range g.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			line := act.Package.Fset.Position(d.Pos).String() + ": " + d.Message
			if d.Category == idemcore.FailureCategory {
				failures = append(failures, line)
			} else if act.IsRoot {
				findings = append(findings, line)
			}
		}
	}
	t.Logf("%q", failures)
	if len(failures) != 1 || !strings.Contains(failures[0], "lib.go:11:") || !strings.Contains(failures[0], "in Boom: injected") {
		t.Errorf("want one internal error at lib.go:11 naming Boom, got %q", failures)
	}
	if len(findings) != 1 || !strings.Contains(findings[0], "UPDATE accounts SET balance = balance + 10") {
		t.Errorf("want the importer's finding through lib.Credit's fact, got %q", findings)
	}
}

// loadFixtures loads fixture packages of the shared GOPATH tree with their
// dependencies' syntax (for facts).
func loadFixtures(t *testing.T, patterns ...string) []*packages.Package {
	t.Helper()
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  idemtest.TestData(),
		Env:  append(os.Environ(), "GOPATH="+idemtest.TestData(), "GO111MODULE=off", "GOPROXY=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("fixtures do not load")
	}
	return pkgs
}
