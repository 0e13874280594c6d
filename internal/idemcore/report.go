package idemcore

import (
	"go/ast"
	"go/token"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
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

// Messages. A diagnostic's message is one line a person reads first: the
// handler, the harm a second run does and the fix, under MaxLine
// characters. What explains it (the call chain, the effects, where the
// sender's id is, the full advice) goes in its related information, which
// text output prints with -v and JSON and SARIF carry.

// MaxLine bounds the length, in characters, of a diagnostic's message.
const MaxLine = 160

// Fit returns the first of the candidate messages shorter than MaxLine
// characters (give them from the most to the least detailed), else the
// last one shortened.
func Fit(candidates ...string) string {
	for _, c := range candidates {
		if utf8.RuneCountInString(c) < MaxLine {
			return c
		}
	}
	if len(candidates) == 0 {
		return ""
	}
	return Short(candidates[len(candidates)-1], MaxLine-1)
}

// FitSizes returns the first of line(n), for each n of sizes in order,
// that Fit accepts: line renders the message with its variable parts
// shortened to n characters (0: left out).
func FitSizes(line func(n int) string, sizes ...int) string {
	cands := make([]string, len(sizes))
	for i, n := range sizes {
		cands[i] = line(n)
	}
	return Fit(cands...)
}

// Short returns s, or its first n-1 characters and "…" when it is longer
// than n characters; whitespace runs become one space.
func Short(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimRight(string(r[:max(n-1, 0)]), " ") + "…"
}

var httpLibsCache sync.Map // *model.Model → map[string]bool

// httpLibs returns the import paths of the libraries that deliver HTTP
// requests in m: those of route registrations and HTTP handler types, and
// of handler methods taking an *http.Request.
func httpLibs(m *model.Model) map[string]bool {
	if v, ok := httpLibsCache.Load(m); ok {
		return v.(map[string]bool)
	}
	libs := map[string]bool{"net/http": true}
	for k := range m.Routes {
		libs[keyPkg(k)] = true
	}
	for k := range m.HTTPHandlerFuncTypes {
		libs[keyPkg(k)] = true
	}
	for _, hi := range m.Handlers {
		for _, p := range hi.Params {
			if strings.TrimPrefix(p, "*") == "net/http.Request" {
				libs[hi.Lib] = true
			}
		}
	}
	httpLibsCache.Store(m, libs)
	return libs
}

// keyPkg returns the package path of a model key ("pkg/path.Type.Method").
func keyPkg(key string) string {
	slash := strings.LastIndex(key, "/")
	if dot := strings.Index(key[slash+1:], "."); dot >= 0 {
		return key[:slash+1+dot]
	}
	return key
}

// IsHTTP reports whether h is an HTTP handler (retried by clients that
// retry), not a consumer a broker redelivers to.
func (r *Result) IsHTTP(h *Handler) bool {
	if h == nil {
		return false
	}
	return httpLibs(r.Model)[h.lib] || strings.Contains(h.how, "http handler")
}

// Redelivery names how h runs a second time, for messages: "a client
// retry" for an HTTP handler, "a redelivery" for a broker's consumer.
func (r *Result) Redelivery(h *Handler) string {
	if r.IsHTTP(h) {
		return "a client retry"
	}
	return "a redelivery"
}

// HandlerOf returns the handler fn is or is a closure of (nil when none).
func (r *Result) HandlerOf(fn *ssa.Function) *Handler {
	for f := fn; f != nil; f = f.Parent() {
		if h := r.Handler(f); h != nil {
			return h
		}
	}
	return nil
}
