package nodedupe_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	xtest "golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/passes/nodedupe"
)

// recorder collects what analysistest reports, for TestWiring to judge.
type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

var wiredAnnot = regexp.MustCompile("// wired: `([^`]*)`")

// TestWiring: handlers whose effects sit behind interfaces implemented in
// a package they do not import are reported by the package that wires
// them (issue 23 point 3), at the handler's declaration. analysistest
// matches a // want with the diagnostics of the want's own package, so
// these findings, reported by package app at positions in package
// handlers, are annotated "// wired: `regexp`" and checked here: each
// annotation matched by exactly one finding, and no other finding; the
// clean look-alikes (a claim through another interface first, a status
// check on the stored order, an idempotent UPDATE, a read) stay silent.
func TestWiring(t *testing.T) {
	rec := &recorder{}
	results := xtest.Run(rec, idemtest.TestData(), idemcore.WithSettings(new(idemcore.Settings), nodedupe.Analyzer)[0], "wiring/...")
	type line struct {
		file string
		n    int
	}
	want := map[line]*regexp.Regexp{}
	got := map[line][]string{}
	for _, r := range results {
		for _, f := range r.Pass.Files {
			for _, cg := range f.Comments {
				for _, c := range cg.List {
					if m := wiredAnnot.FindStringSubmatch(c.Text); m != nil {
						p := r.Pass.Fset.Position(c.Pos())
						want[line{p.Filename, p.Line}] = regexp.MustCompile(m[1])
					}
				}
			}
		}
	}
	// lines with a // want: a finding of their own package (a worker the
	// wired handlers enqueue jobs for), which analysistest checks itself
	wantLines := map[line]bool{}
	for _, r := range results {
		for _, f := range r.Pass.Files {
			for _, cg := range f.Comments {
				for _, c := range cg.List {
					if strings.Contains(c.Text, "// want ") {
						p := r.Pass.Fset.Position(c.Pos())
						wantLines[line{p.Filename, p.Line}] = true
					}
				}
			}
		}
	}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			p := r.Pass.Fset.Position(d.Pos)
			if wantLines[line{p.Filename, p.Line}] && r.Pass.Pkg.Path() != "wiring/app" {
				continue
			}
			got[line{p.Filename, p.Line}] = append(got[line{p.Filename, p.Line}], d.Message)
			if r.Pass.Pkg.Path() != "wiring/app" {
				t.Errorf("%s: reported by %s, want by the wiring package wiring/app", p, r.Pass.Pkg.Path())
			}
		}
	}
	if len(want) < 2 {
		t.Fatalf("%d wired annotations: the fixture is missing", len(want))
	}
	for l, re := range want {
		ms := got[l]
		if len(ms) != 1 || !re.MatchString(ms[0]) {
			t.Errorf("%s:%d: want one finding matching %q, got %q", l.file, l.n, re, ms)
		}
	}
	for l, ms := range got {
		if want[l] == nil {
			t.Errorf("%s:%d: unexpected finding %q", l.file, l.n, ms)
		}
	}
	// analysistest's own complaints: only the findings above, which it
	// cannot attribute (everything else, facts included, must hold)
	for _, e := range rec.errs {
		if !strings.Contains(e, "unexpected diagnostic: handler ") {
			t.Error(e)
		}
	}
}
