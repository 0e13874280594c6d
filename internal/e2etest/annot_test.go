package e2etest

import (
	"path/filepath"
	"testing"
)

// TestParseAnnotations: several kinds on one line, both quotes, and a
// trailing "(note)" that is not an annotation.
func TestParseAnnotations(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "p", "p.go"), "package p\n\n"+
		"var a = 1 // expect: nodedupe \"again on\" keysource `minted`\n"+
		"var b = 2 // known-miss: payloadkey \"only from the payload\" (issue 13)\n"+
		"var c = 3 // expect: nodedupe \"x\" known-fp: checkthenwrite \"race\" (issue 14)\n")
	got := parseAnnotations(t, dir)
	type want struct {
		kind, analyzer, re string
		line               int
	}
	wants := []want{
		{"expect", "nodedupe", "again on", 3},
		{"expect", "keysource", "minted", 3},
		{"known-miss", "payloadkey", "only from the payload", 4},
		{"expect", "nodedupe", "x", 5},
		{"known-fp", "checkthenwrite", "race", 5},
	}
	if len(got) != len(wants) {
		t.Fatalf("got %d annotations, want %d: %+v", len(got), len(wants), got)
	}
	for i, w := range wants {
		g := got[i]
		if g.Kind != w.kind || g.Analyzer != w.analyzer || g.Re.String() != w.re || g.Line != w.line {
			t.Errorf("annotation %d = {%s %s %q line %d}, want {%s %s %q line %d}", i, g.Kind, g.Analyzer, g.Re, g.Line, w.kind, w.analyzer, w.re, w.line)
		}
	}
}
