// Package directives reports idemlint's suppression directives that are
// malformed or suppress nothing.
package directives

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/passes/checkthenwrite"
	"github.com/idemlint/idemlint/passes/keysource"
	"github.com/idemlint/idemlint/passes/nodedupe"
	"github.com/idemlint/idemlint/passes/payloadkey"
)

const doc = `Directives reports suppression directives that suppress nothing.

An //idemlint:ignore <reason> or //nolint:idemlint[/<analyzer>] that covers
no finding of the analyzers it names (on its line, the next line, its
function, or its file for the file forms) hides nothing today and would hide
a new finding tomorrow: remove it (category unused-suppression, which
disable: [unused-suppression] turns off). An //idemlint:ignore or
//idemlint:file-ignore without a reason suppresses nothing and is reported
too (category directive).

It runs every idemlint analyzer to know what each directive suppresses.
//nolint:all is not reported: it is golangci-lint's, for every linter.`

// Analyzer is the directives check.
var Analyzer = &analysis.Analyzer{
	Name:     "directives",
	Doc:      doc,
	URL:      idemcore.DocsURL + "directives.md",
	Requires: append([]*analysis.Analyzer{idemcore.Analyzer}, passes...),
	Run:      run,
}

// The analyzer's flags, shared by every idemlint analyzer, configure it
// where the driver offers nothing else (Bazel's nogo, go vet -vettool):
// -settings (the configuration inline), -test-findings, -generated.
func init() { idemcore.RegisterFlags(&Analyzer.Flags) }

// passes are the analyzers whose findings the directives suppress.
var passes = []*analysis.Analyzer{checkthenwrite.Analyzer, keysource.Analyzer, nodedupe.Analyzer, payloadkey.Analyzer}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[idemcore.Analyzer].(*idemcore.Result)
	used := map[token.Pos]bool{}
	known := map[string]bool{}
	for _, p := range passes {
		known[p.Name] = true
		if s, ok := pass.ResultOf[p].(*idemcore.Suppressed); ok && s != nil {
			for pos := range s.Used {
				used[pos] = true
			}
		}
	}
	var diags []analysis.Diagnostic
	for _, d := range res.Directives(pass) {
		form := strings.Fields(d.Text)[0]
		switch {
		case d.Bare:
			diags = append(diags, analysis.Diagnostic{Pos: d.Pos, Category: "directive",
				Message: form + " needs a reason: " + form + " <why a second delivery is harmless here>"})
		case used[d.Pos] || d.All:
		default:
			why := "no idemlint finding"
			if len(d.Names) > 0 {
				why = "no " + strings.Join(d.Names, " or ") + " finding"
			}
			if d.File {
				why += " in its file"
			} else {
				why += " on its line, the next or in its function"
			}
			for _, n := range d.Names {
				if !known[n] {
					why = fmt.Sprintf("no idemlint analyzer is named %q", n)
				}
			}
			diags = append(diags, analysis.Diagnostic{Pos: d.Pos, End: d.Pos + token.Pos(len(d.Text)), Category: "unused-suppression",
				Message: idemcore.Fit(fmt.Sprintf("%s suppresses nothing: %s; remove it", idemcore.Short(form, 60), why))})
		}
	}
	idemcore.ReportUnsuppressed(pass, diags)
	return nil, nil
}
