package idemcore

import (
	"go/ast"
	"go/token"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// DocsURL is where the per-check pages live.
const DocsURL = "https://github.com/idemlint/idemlint/blob/main/docs/"

// Report reports a pass's diagnostics in position order, the same way for
// every idemlint pass: it drops those whose category (or the pass) is
// disabled in the configuration and those suppressed by //nolint:idemlint,
// //nolint:idemlint/<pass> or //idemlint:ignore <reason> on the line, the
// line above, or the enclosing function, those in _test.go files
// (unless Settings.TestFindings) and those in generated files (unless
// Settings.GeneratedFindings), and links each to the pass's page under
// DocsURL.
func Report(pass *analysis.Pass, diags []analysis.Diagnostic) {
	res, _ := pass.ResultOf[Analyzer].(*Result)
	if res == nil {
		return
	}
	name := pass.Analyzer.Name
	sort.SliceStable(diags, func(i, j int) bool { return diags[i].Pos < diags[j].Pos })
	var sup *suppressionSet // read on the first diagnostic
	var gen map[*token.File]bool
	for _, d := range diags {
		if res.Model.Disabled[d.Category] || res.Model.Disabled[name] {
			continue
		}
		if !res.testFindings && strings.HasSuffix(pass.Fset.Position(d.Pos).Filename, "_test.go") {
			continue
		}
		if !res.generatedFindings {
			if gen == nil {
				gen = generatedFiles(pass)
			}
			if gen[pass.Fset.File(d.Pos)] {
				continue
			}
		}
		if sup == nil {
			sup = suppressions(pass, name)
		}
		if sup.covers(pass.Fset, d.Pos) {
			continue
		}
		d.URL = DocsURL + name + ".md"
		pass.Report(d)
	}
}

// generatedFiles returns the package's generated files: those whose
// header, before the package clause, is the Go convention's
// "// Code generated … DO NOT EDIT." (ast.IsGenerated).
func generatedFiles(pass *analysis.Pass) map[*token.File]bool {
	gen := map[*token.File]bool{}
	for _, f := range pass.Files {
		if ast.IsGenerated(f) {
			gen[pass.Fset.File(f.Pos())] = true
		}
	}
	return gen
}

// OnePerPos sorts diags by position and keeps the first at each position.
func OnePerPos(diags []analysis.Diagnostic) []analysis.Diagnostic {
	sort.SliceStable(diags, func(i, j int) bool { return diags[i].Pos < diags[j].Pos })
	var out []analysis.Diagnostic
	for i, d := range diags {
		if i > 0 && d.Pos == diags[i-1].Pos {
			continue
		}
		out = append(out, d)
	}
	return out
}

// ReportDirectives reports every //idemlint:ignore without a reason (it
// suppresses nothing). One pass calls it, so that each directive is reported
// once however many passes run.
func ReportDirectives(pass *analysis.Pass) {
	res, _ := pass.ResultOf[Analyzer].(*Result)
	gen := generatedFiles(pass)
	for _, bad := range suppressions(pass, pass.Analyzer.Name).bare {
		if gen[pass.Fset.File(bad)] && (res == nil || !res.generatedFindings) {
			continue
		}
		pass.Report(analysis.Diagnostic{Pos: bad, Category: "directive", Message: "//idemlint:ignore needs a reason: //idemlint:ignore <why a second delivery is harmless here>"})
	}
}

type suppressionSet struct {
	lines map[string]map[int]bool // file → lines
	funcs []span
	bare  []token.Pos
}

type span struct{ pos, end token.Pos }

func (s *suppressionSet) covers(fset *token.FileSet, pos token.Pos) bool {
	p := fset.Position(pos)
	if s.lines[p.Filename][p.Line] {
		return true
	}
	for _, sp := range s.funcs {
		if sp.pos <= pos && pos < sp.end {
			return true
		}
	}
	return false
}

// directiveApplies parses one comment: does it suppress analyzer name? ok=false: not a directive.
func directiveApplies(text, name string) (applies, bare, ok bool) {
	text = strings.TrimSpace(strings.TrimPrefix(text, "//"))
	if rest, found := strings.CutPrefix(text, "nolint:"); found {
		list := rest
		if i := strings.IndexAny(list, " \t/"); i >= 0 && list[i] != '/' {
			list = list[:i]
		}
		for _, item := range strings.Split(list, ",") {
			item = strings.TrimSpace(item)
			if i := strings.IndexAny(item, " \t"); i >= 0 {
				item = item[:i]
			}
			if item == "idemlint" || item == "all" || item == "idemlint/"+name {
				return true, false, true
			}
		}
		return false, false, true
	}
	if rest, found := strings.CutPrefix(text, "idemlint:ignore"); found {
		if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
			return false, false, false
		}
		if i := strings.Index(rest, "//"); i >= 0 {
			rest = rest[:i] // a trailing comment is not a reason
		}
		if strings.TrimSpace(rest) == "" {
			return false, true, true
		}
		return true, false, true
	}
	return false, false, false
}

func suppressions(pass *analysis.Pass, name string) *suppressionSet {
	s := &suppressionSet{lines: map[string]map[int]bool{}}
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil {
			continue
		}
		lines := map[int]bool{}
		s.lines[tf.Name()] = lines
		var funcLines map[int]*ast.FuncDecl // built on the first directive
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				applies, bare, ok := directiveApplies(c.Text, name)
				if !ok {
					continue
				}
				if bare {
					s.bare = append(s.bare, c.Pos())
					continue
				}
				if !applies {
					continue
				}
				if funcLines == nil {
					funcLines = map[int]*ast.FuncDecl{}
					for _, d := range f.Decls {
						if fd, ok := d.(*ast.FuncDecl); ok {
							funcLines[tf.Line(fd.Pos())] = fd
						}
					}
				}
				line := tf.Line(c.Pos())
				lines[line] = true
				lines[line+1] = true // a directive on its own line covers the next line
				if fd := funcLines[line]; fd != nil {
					s.funcs = append(s.funcs, span{fd.Pos(), fd.End()})
				}
				if fd := funcLines[line+1]; fd != nil && fd.Doc == cg {
					s.funcs = append(s.funcs, span{fd.Pos(), fd.End()})
				}
			}
		}
	}
	return s
}
