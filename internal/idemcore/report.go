package idemcore

import (
	"go/ast"
	"go/token"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/model"
)

// DocsURL is where the per-check pages live.
const DocsURL = "https://github.com/idemlint/idemlint/blob/main/docs/"

// Report reports a pass's diagnostics in position order, the same way for
// every idemlint pass: it drops those whose category (or the pass) is
// disabled in the configuration, those suppressed by a directive (see
// [Directive]), those in _test.go files (unless Settings.TestFindings) and
// those in generated files (unless Settings.GeneratedFindings), and links
// each to its category's section of the pass's page under DocsURL. It
// returns the directives that suppressed a diagnostic of the pass, the
// pass's result, for the directives check: a directive counts as used
// when it covers a diagnostic, whatever else would have dropped it.
func Report(pass *analysis.Pass, diags []analysis.Diagnostic) *Suppressed {
	return report(pass, diags, true)
}

// ReportUnsuppressed is Report without the suppression directives, for the
// reports about the directives themselves.
func ReportUnsuppressed(pass *analysis.Pass, diags []analysis.Diagnostic) {
	report(pass, diags, false)
}

func report(pass *analysis.Pass, diags []analysis.Diagnostic, suppress bool) *Suppressed {
	name := pass.Analyzer.Name
	used := &Suppressed{Analyzer: name, Used: map[token.Pos]bool{}}
	res, _ := pass.ResultOf[Analyzer].(*Result)
	if res == nil {
		return used
	}
	sort.SliceStable(diags, func(i, j int) bool { return diags[i].Pos < diags[j].Pos })
	var dirs []*Directive // read on the first diagnostic
	var gen map[*token.File]bool
	for _, d := range diags {
		suppressed := false
		if suppress {
			if dirs == nil {
				dirs = res.Directives(pass)
			}
			for _, dir := range dirs {
				if dir.Applies(name) && dir.covers(pass.Fset, d.Pos) {
					used.Used[dir.Pos] = true
					suppressed = true
				}
			}
		}
		if suppressed || res.Model.Disabled[d.Category] || res.Model.Disabled[name] {
			continue
		}
		if slices.Contains(config.DefaultOff, d.Category) && !res.Model.Enabled[d.Category] {
			continue // off unless the configuration enables it
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
		d.URL = DocURL(name, d.Category)
		pass.Report(d)
	}
	return used
}

// DocURL is the documentation of an analyzer's category: the analyzer's
// page, at the category's section when it is not the analyzer's own.
func DocURL(analyzer, category string) string {
	u := DocsURL + analyzer + ".md"
	if category != "" && category != analyzer {
		u += "#" + category
	}
	return u
}

// Suppressed is the result of every idemlint pass: the positions of the
// directives that covered one of its diagnostics.
type Suppressed struct {
	Analyzer string
	Used     map[token.Pos]bool
}

// IsGenerated reports whether the file holding pos is generated (and
// Settings.GeneratedFindings is off): nothing in it is reported.
func (r *Result) IsGenerated(pass *analysis.Pass, pos token.Pos) bool {
	return !r.generatedFindings && generatedFiles(pass)[pass.Fset.File(pos)]
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

// A Directive is a comment that suppresses idemlint's findings:
//
//   - //nolint:idemlint, //nolint:idemlint/<analyzer> (golangci-lint's form;
//     in a list such as //nolint:errcheck,idemlint too) and
//     //idemlint:ignore <reason> cover their line, the line below when they
//     stand on a line of their own, and the whole function whose
//     declaration line or doc comment holds them;
//   - //nolint:idemlint[/<analyzer>] directly above the package clause
//     (golangci-lint's file form) and //idemlint:file-ignore <reason>
//     anywhere in a file (staticcheck's lint:file-ignore form) cover the
//     whole file.
//
// An //idemlint:ignore or :file-ignore without a reason is malformed and
// suppresses nothing; //nolint:all is golangci-lint's and suppresses too.
type Directive struct {
	Pos  token.Pos
	Text string // the comment as written
	// Names are the analyzers it names (//nolint:idemlint/nodedupe); none:
	// every idemlint analyzer.
	Names []string
	// All: //nolint:all, which suppresses every linter's findings: whether
	// it is needed is not idemlint's alone to judge.
	All bool
	// File: it covers its whole file.
	File bool
	// Bare: an //idemlint:ignore or :file-ignore without a reason.
	Bare bool

	file  *token.File
	lines map[int]bool
	funcs []span
}

type span struct{ pos, end token.Pos }

// Applies reports whether d suppresses analyzer name's findings.
func (d *Directive) Applies(name string) bool {
	if d.Bare {
		return false
	}
	if len(d.Names) == 0 {
		return true
	}
	for _, n := range d.Names {
		if n == name {
			return true
		}
	}
	return false
}

func (d *Directive) covers(fset *token.FileSet, pos token.Pos) bool {
	if fset.File(pos) != d.file {
		return false
	}
	if d.File {
		return true
	}
	if d.lines[d.file.Line(pos)] {
		return true
	}
	for _, sp := range d.funcs {
		if sp.pos <= pos && pos < sp.end {
			return true
		}
	}
	return false
}

// Directives returns the package's suppression directives in position
// order (read once per package, for every pass).
func (r *Result) Directives(pass *analysis.Pass) []*Directive {
	r.dirOnce.Do(func() { r.dirs = directives(pass) })
	return r.dirs.([]*Directive)
}

// parseDirective parses one comment; ok=false: not an idemlint directive.
func parseDirective(text string) (*Directive, bool) {
	body := strings.TrimPrefix(text, "//")
	if rest, found := strings.CutPrefix(body, "nolint:"); found {
		if i := strings.IndexAny(rest, " \t"); i >= 0 {
			rest = rest[:i] // "//nolint:a,b // why": the list ends at the first blank
		}
		d := &Directive{Text: text}
		ok := false
		for _, item := range strings.Split(rest, ",") {
			switch {
			case item == "idemlint":
				return &Directive{Text: text}, true
			case item == "all":
				d.All, ok = true, true
			case strings.HasPrefix(item, "idemlint/"):
				d.Names = append(d.Names, strings.TrimPrefix(item, "idemlint/"))
				ok = true
			}
		}
		if d.All {
			d.Names = nil
		}
		return d, ok
	}
	for _, form := range []string{"idemlint:ignore", "idemlint:file-ignore"} {
		rest, found := strings.CutPrefix(body, form)
		if !found || rest != "" && rest[0] != ' ' && rest[0] != '\t' {
			continue
		}
		if i := strings.Index(rest, "//"); i >= 0 {
			rest = rest[:i] // a trailing comment is not a reason
		}
		return &Directive{Text: text, File: form == "idemlint:file-ignore", Bare: strings.TrimSpace(rest) == ""}, true
	}
	return nil, false
}

func directives(pass *analysis.Pass) []*Directive {
	var out []*Directive
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil {
			continue
		}
		pkgLine := tf.Line(f.Package)
		var funcLines map[int]*ast.FuncDecl // built on the first directive
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				d, ok := parseDirective(c.Text)
				if !ok {
					continue
				}
				d.Pos, d.file = c.Pos(), tf
				out = append(out, d)
				line := tf.Line(c.Pos())
				if c.End() < f.Package && cg.End() < f.Package && tf.Line(cg.End())+1 >= pkgLine {
					d.File = true // a directive just above the package clause covers the file
				}
				if d.File || d.Bare {
					continue
				}
				if funcLines == nil {
					funcLines = map[int]*ast.FuncDecl{}
					for _, decl := range f.Decls {
						if fd, ok := decl.(*ast.FuncDecl); ok {
							funcLines[tf.Line(fd.Pos())] = fd
						}
					}
				}
				d.lines = map[int]bool{line: true, line + 1: true} // on its own line, it covers the next
				if fd := funcLines[line]; fd != nil {
					d.funcs = append(d.funcs, span{fd.Pos(), fd.End()})
				}
				if fd := funcLines[line+1]; fd != nil && fd.Doc == cg {
					d.funcs = append(d.funcs, span{fd.Pos(), fd.End()})
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos < out[j].Pos })
	return out
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
	libs := map[string]bool{"net/http": true, grpcLib: true} // gRPC: a client retries, as over HTTP
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
	for _, ih := range m.ImplHandlers {
		for _, method := range ih.Methods {
			if method != "" {
				libs[ih.Lib] = true // its implementations serve HTTP routes
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

// Safely runs a pass's check of function fn. A panic in it is an internal
// error of the pass in fn (see Failure), reported at once as a diagnostic
// of category FailureCategory; the pass goes on with the next function.
func Safely(pass *analysis.Pass, fn *ssa.Function, check func()) {
	defer func() {
		if r := recover(); r != nil {
			f := newFailure(fn, token.NoPos, pass.Analyzer.Name, r)
			if !f.Pos.IsValid() && len(pass.Files) > 0 {
				f.Pos = pass.Files[0].Package
			}
			pass.Report(analysis.Diagnostic{Pos: f.Pos, Category: FailureCategory, Message: f.Message()})
		}
	}()
	check()
}

// Suppresses reports whether a suppression directive of the package covers
// pos for the pass, and records the directive in used: for findings the
// pass defers to another package (wiring.go), decided here where the
// directives are.
func Suppresses(pass *analysis.Pass, pos token.Pos, used *Suppressed) bool {
	res, _ := pass.ResultOf[Analyzer].(*Result)
	if res == nil {
		return false
	}
	for _, dir := range res.Directives(pass) {
		if dir.Applies(pass.Analyzer.Name) && dir.covers(pass.Fset, pos) {
			if used != nil {
				used.Used[dir.Pos] = true
			}
			return true
		}
	}
	return false
}
