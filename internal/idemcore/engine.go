package idemcore

import (
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
	_ "github.com/idemlint/idemlint/internal/model/libs" // the built-in libraries register with the model
)

// Analyzer is the shared analysis every idemlint pass requires, configured
// by the analyzers' flags alone (see [RegisterFlags]): each package's
// nearest .idemlint.yml, or the -settings flag's configuration and no file.
// Drivers that configure the run otherwise use [New] or [WithSettings].
var Analyzer = New(nil)

// run loads the model in effect, skips a package that is not relevant,
// builds its SSA (once, for every pass), finds its handlers, summarises its
// functions and exports their facts.
func run(pass *analysis.Pass, s *Settings) (any, error) {
	m, err := s.ModelFor(pkgDir(pass))
	if err != nil {
		return nil, err
	}
	if !s.AnalyzeAll && !relevant(pass, m) {
		return &Result{Model: m, testFindings: s.testFindings(), generatedFindings: s.generatedFindings()}, nil
	}
	m.ResolvePromoted(pass.Pkg)
	ssapkg, failure := buildSSA(pass)
	if failure != nil {
		reportFailures(pass, []Failure{*failure})
		return &Result{Model: m, testFindings: s.testFindings(), generatedFindings: s.generatedFindings()}, nil
	}

	pa := newPkgAnalysis(pass, m, ssapkg, s.NoTests)
	sz := newSummarizer(pa)
	sz.summarize()
	func() {
		defer func() {
			if r := recover(); r != nil {
				pa.fail(nil, "facts", r)
			}
		}()
		pa.finder.exportFlow(func(fn *ssa.Function, v ssa.Value) Prov { return pa.funcAnalysisFor(fn).provOf(v) })
	}()
	res := newResult(sz)
	res.testFindings = s.testFindings()
	res.generatedFindings = s.generatedFindings()
	reportFailures(pass, pa.failures)
	if s.ReportHandlers {
		for _, h := range res.Handlers() {
			pass.Report(analysis.Diagnostic{Pos: h.fn.Pos(), Category: HandlerCategory, Message: FuncName(h.fn) + " (" + h.How() + ")"})
		}
	}
	return res, nil
}

// HandlerCategory is the category of the diagnostics Settings.ReportHandlers asks for.
const HandlerCategory = "handler"

// buildSSA builds the package's SSA; a panic doing so is a failure of the
// whole package (nothing of it is analysed; the run goes on).
func buildSSA(pass *analysis.Pass) (pkg *ssa.Package, failure *Failure) {
	defer func() {
		if r := recover(); r != nil {
			pos := token.NoPos
			if len(pass.Files) > 0 {
				pos = pass.Files[0].Package
			}
			f := newFailure(nil, pos, "ssa", r)
			pkg, failure = nil, &f
		}
	}()
	prog := ssa.NewProgram(pass.Fset, 0)
	for _, p := range pass.Pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	pkg = prog.CreatePackage(pass.Pkg, pass.Files, pass.TypesInfo, false)
	pkg.Build()
	return pkg, nil
}

// reportFailures reports each internal error once (the first stage that
// met it in its function), as a diagnostic of category FailureCategory.
// A driver lists idemcore among the analyzers whose diagnostics it prints
// (see Core); the standalone command prints them as errors.
func reportFailures(pass *analysis.Pass, failures []Failure) {
	seen := map[string]bool{}
	for _, f := range failures {
		key := f.Func
		if key == "" {
			key = f.Stage
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		pass.Report(analysis.Diagnostic{Pos: f.Pos, Category: FailureCategory, Message: f.Message()})
	}
}

// relevant reports whether the package needs analysis: it is not a modelled
// library or the standard library, and the configuration names something
// in it or in a package it imports, or it imports a modelled library or a
// package that exported summaries.
func relevant(pass *analysis.Pass, m *model.Model) bool {
	path := pass.Pkg.Path()
	if m.Modelled(path) {
		return false // a library the model describes (net/http, go-redis, …): its callers are analysed, not it
	}
	if isStd(pkgDir(pass)) {
		return false
	}
	if strings.HasSuffix(path, ".test") && pass.Pkg.Name() == "main" {
		return false // a generated test main (files in the build cache): it only calls testing.MainStart
	}
	if m.ConfigRelevant(pass.Pkg) {
		return true // the configuration names something in it or in a package it imports
	}
	for _, imp := range pass.Pkg.Imports() {
		if m.Relevant(imp.Path()) || randomSource[imp.Path()] {
			// a modelled library, or a source of random values: a
			// service's own id helper (id.NewRandom() over crypto/rand)
			// mints for its callers
			return true
		}
		var pf PkgFact
		if pass.ImportPackageFact(imp, &pf) && pf.Relevant {
			return true
		}
		var hf HandlerFact
		if pass.ImportPackageFact(imp, &hf) {
			return true
		}
	}
	// a service's own type-keyed bus: its registrars and dispatchers
	// (reflection over an empty-interface parameter) are facts its
	// callers need (bus.go)
	if !isLibraryDir(pkgDir(pass)) && importsReflect(pass.Pkg) && takesAny(pass.Pkg) {
		return true
	}
	// a service layer over its own ports: calls through interfaces of its
	// repository, which the package that wires it resolves (wiring.go)
	if !isLibraryDir(pkgDir(pass)) {
		for _, p := range append([]*types.Package{pass.Pkg}, pass.Pkg.Imports()...) {
			if SameRepo(p.Path(), path) && declaresInterface(p) {
				return true
			}
		}
	}
	return false
}

// randomSource: the standard packages a minting helper draws from.
var randomSource = map[string]bool{"crypto/rand": true, "math/rand": true, "math/rand/v2": true}

// takesAny: a package-level function of p takes an empty-interface
// parameter (or a slice of them).
func takesAny(p *types.Package) bool {
	scope := p.Scope()
	for _, name := range scope.Names() {
		f, ok := scope.Lookup(name).(*types.Func)
		if !ok {
			continue
		}
		params := f.Signature().Params()
		for i := 0; i < params.Len(); i++ {
			if anyOrAnys(params.At(i).Type()) {
				return true
			}
		}
	}
	return false
}

// declaresInterface: the package declares an interface type with methods.
func declaresInterface(p *types.Package) bool {
	scope := p.Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() {
			if it, ok := tn.Type().Underlying().(*types.Interface); ok && it.NumMethods() > 0 {
				return true
			}
		}
	}
	return false
}

// isStd reports whether a package directory is in GOROOT (the standard
// library, whose behaviour the model describes instead).
func isStd(dir string) bool {
	if goroot == "" || dir == "" {
		return false
	}
	return strings.HasPrefix(filepath.ToSlash(dir)+"/", goroot+"/src/")
}

var goroot = filepath.ToSlash(build.Default.GOROOT)
