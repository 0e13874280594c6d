package idemcore

import (
	"go/build"
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

// pkgDir is the directory of the package's files.
func pkgDir(pass *analysis.Pass) string {
	for _, f := range pass.Files {
		name := pass.Fset.File(f.Pos()).Name()
		if i := strings.LastIndexAny(name, `/\`); i >= 0 {
			return name[:i]
		}
	}
	return ""
}

// run loads the model in effect, skips a package that is not relevant,
// builds its SSA (once, for every pass), finds its handlers, summarises its
// functions and exports their facts.
func run(pass *analysis.Pass, s *Settings) (any, error) {
	m, err := s.ModelFor(pkgDir(pass))
	if err != nil {
		return nil, err
	}
	if !relevant(pass, m) {
		return &Result{Model: m, testFindings: s.testFindings(), generatedFindings: s.generatedFindings()}, nil
	}
	prog := ssa.NewProgram(pass.Fset, 0)
	for _, p := range pass.Pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	ssapkg := prog.CreatePackage(pass.Pkg, pass.Files, pass.TypesInfo, false)
	ssapkg.Build()

	pa := newPkgAnalysis(pass, m, ssapkg)
	sz := newSummarizer(pa)
	sz.summarize()
	pa.finder.exportFlow(func(fn *ssa.Function, v ssa.Value) Prov { return pa.funcAnalysisFor(fn).provOf(v) })
	res := newResult(sz)
	res.testFindings = s.testFindings()
	res.generatedFindings = s.generatedFindings()
	return res, nil
}

// relevant reports whether the package needs analysis: it is not a modelled
// library or the standard library, and it imports a modelled library or a
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
	for _, imp := range pass.Pkg.Imports() {
		if m.Relevant(imp.Path()) {
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
