package main

import (
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/sarif"
	"github.com/idemlint/idemlint/internal/suite"
)

// The -json output keeps the shape of the x/tools analysis drivers:
// {package ID: {analyzer: [diagnostic...] | {"error": "..."}}}. Unlike
// them, a finding in a file shared by a package and its test variant
// appears once, under the package.

type jsonTextEdit struct {
	Filename string `json:"filename"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	New      string `json:"new"`
}

type jsonSuggestedFix struct {
	Message string         `json:"message"`
	Edits   []jsonTextEdit `json:"edits"`
}

type jsonRelated struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

type jsonDiagnostic struct {
	Category       string             `json:"category,omitempty"`
	Posn           string             `json:"posn"`
	End            string             `json:"end"`
	Message        string             `json:"message"`
	SuggestedFixes []jsonSuggestedFix `json:"suggested_fixes,omitempty"`
	Related        []jsonRelated      `json:"related,omitempty"`
}

type jsonError struct {
	Err string `json:"error"`
}

func printJSON(w io.Writer, findings []finding, errs []vetError) error {
	tree := map[string]map[string]any{}
	put := func(id, name string, v any) map[string]any {
		m := tree[id]
		if m == nil {
			m = map[string]any{}
			tree[id] = m
		}
		return m
	}
	for _, e := range errs {
		put(e.id, e.analyzer, nil)[e.analyzer] = jsonError{e.err}
	}
	for _, f := range findings {
		d := f.diag
		jd := jsonDiagnostic{Category: d.Category, Posn: f.pos.String(), End: f.end.String(), Message: d.Message}
		for _, fix := range d.SuggestedFixes {
			jf := jsonSuggestedFix{Message: fix.Message}
			for _, e := range fix.TextEdits {
				jf.Edits = append(jf.Edits, jsonTextEdit{Filename: f.fset.Position(e.Pos).Filename, Start: f.fset.Position(e.Pos).Offset, End: f.fset.Position(e.End).Offset, New: string(e.NewText)})
			}
			jd.SuggestedFixes = append(jd.SuggestedFixes, jf)
		}
		for _, r := range d.Related {
			end := r.End
			if !end.IsValid() {
				end = r.Pos
			}
			jd.Related = append(jd.Related, jsonRelated{Posn: f.fset.Position(r.Pos).String(), End: f.fset.Position(end).String(), Message: r.Message})
		}
		m := put(f.pkg.ID, f.analyzer.Name, nil)
		list, _ := m[f.analyzer.Name].([]jsonDiagnostic)
		m[f.analyzer.Name] = append(list, jd)
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

func printSARIF(w io.Writer, findings []finding, analyzers []*analysis.Analyzer, moduleDirs []string) error {
	var rs []sarif.Finding
	for _, f := range findings {
		r := sarif.Finding{Analyzer: f.analyzer.Name, Category: f.diag.Category, Message: f.diag.Message, Pos: f.pos, End: f.end}
		for _, rel := range f.diag.Related {
			end := rel.End
			if !end.IsValid() {
				end = rel.Pos
			}
			r.Related = append(r.Related, sarif.Related{Pos: f.fset.Position(rel.Pos), End: f.fset.Position(end), Message: rel.Message})
		}
		rs = append(rs, r)
	}
	var rules []sarif.RuleInfo
	for _, c := range suite.Categories() {
		rules = append(rules, sarif.RuleInfo{Analyzer: c.Analyzer, Category: c.Name, Title: c.Title, HelpURI: idemcore.DocURL(c.Analyzer, c.Name)})
	}
	log := sarif.Build(rs, rules, analyzers, sarif.Options{Version: version(), Root: repoRoot(moduleDirs)})
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

// repoRoot is the directory SARIF paths are relative to (SRCROOT): the
// root of the version-control checkout holding the working directory,
// else the main module's directory, else the working directory.
func repoRoot(moduleDirs []string) string {
	wd, err := os.Getwd()
	if err != nil {
		wd = "."
	}
	for d := wd; ; d = filepath.Dir(d) {
		for _, vcs := range []string{".git", ".hg", ".svn", ".jj"} {
			if _, err := os.Stat(filepath.Join(d, vcs)); err == nil {
				return d
			}
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	if len(moduleDirs) > 0 {
		return moduleDirs[0]
	}
	return wd
}

// label is the analyzer tag printed after a text finding: [nodedupe],
// or [nodedupe, seenset-store] for a finding of a category of its own.
func label(f finding) string {
	if c := f.diag.Category; c != "" && c != f.analyzer.Name {
		return "[" + f.analyzer.Name + ", " + c + "]"
	}
	return "[" + f.analyzer.Name + "]"
}

// printText prints "file:line:col: message [analyzer]" and, verbose, each
// related position on its own indented line.
func printText(w io.Writer, findings []finding, context int, verbose bool) {
	for _, f := range findings {
		fmt.Fprintf(w, "%s: %s %s\n", relPos(f.pos.String()), f.diag.Message, label(f))
		printContext(w, f.pos, f.end, context)
		if !verbose {
			continue
		}
		for _, r := range f.diag.Related {
			rp := f.fset.Position(r.Pos)
			fmt.Fprintf(w, "\t%s: %s\n", relPos(rp.String()), r.Message)
		}
	}
}

func printContext(w io.Writer, pos, end token.Position, n int) {
	if n < 0 {
		return
	}
	data, err := os.ReadFile(pos.Filename)
	if err != nil {
		return
	}
	lines := strings.Split(string(data), "\n")
	for i := pos.Line - n; i <= end.Line+n; i++ {
		if 1 <= i && i <= len(lines) {
			fmt.Fprintf(w, "%d\t%s\n", i, lines[i-1])
		}
	}
}
