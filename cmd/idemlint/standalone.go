package main

import (
	"errors"
	"flag"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/idemcore"
)

// standalone is `idemlint [flags] packages...`.
func standalone(args []string, stdout, stderr io.Writer, analyzers []*analysis.Analyzer) int {
	o, patterns, err := parse(args, stderr, analyzers)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitClean
		}
		fmt.Fprintf(stderr, "idemlint: %v\nRun 'idemlint -h' for the flags.\n", err)
		return exitError
	}
	if len(patterns) == 0 {
		printUsage(stdout, analyzers)
		fmt.Fprintln(stderr, "idemlint: no packages given (for example: idemlint ./...)")
		return exitError
	}
	if o.cpuprofile != "" {
		f, err := os.Create(o.cpuprofile)
		if err != nil {
			fmt.Fprintf(stderr, "idemlint: %v\n", err)
			return exitError
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "idemlint: %v\n", err)
			return exitError
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	if o.memprofile != "" {
		defer func() {
			f, err := os.Create(o.memprofile)
			if err != nil {
				fmt.Fprintf(stderr, "idemlint: %v\n", err)
				return
			}
			runtime.GC()
			pprof.WriteHeapProfile(f)
			f.Close()
		}()
	}

	settings := &idemcore.Settings{ConfigPath: o.config, TestFindings: o.testFinds || os.Getenv(envTestFindings) == "1", GeneratedFindings: o.generated || os.Getenv(envGenerated) == "1"}
	if o.config != "" {
		// Fail once, up front, on a missing or malformed -config file.
		if _, err := settings.ModelFor(""); err != nil {
			printConfigError(stderr, err)
			return exitError
		}
	}

	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: o.tests}, patterns...)
	if err != nil {
		fmt.Fprintf(stderr, "idemlint: %v\n", err)
		return exitError
	}
	if printLoadErrors(stderr, pkgs) > 0 {
		return exitError
	}
	all := allPackages(pkgs)

	// Every configuration in effect is read before the analysis, so that a
	// malformed one is reported once (not once per package) with its
	// file, line, column and field; then the names it declares are
	// checked against the loaded program.
	if bad := checkConfigs(stderr, settings, all); bad {
		return exitError
	}
	for _, w := range nameWarnings(settings, all, pkgs) {
		fmt.Fprintf(stderr, "idemlint: warning: %s\n", w)
	}

	selected := idemcore.WithSettings(settings, o.selected(analyzers)...)
	if o.handlers {
		selected = []*analysis.Analyzer{idemcore.New(settings)}
	}
	graph, err := checker.Analyze(selected, pkgs, nil)
	if err != nil {
		fmt.Fprintf(stderr, "idemlint: %v\n", err)
		return exitError
	}
	nerr := printAnalysisErrors(stderr, graph)
	if o.handlers {
		printHandlers(stdout, graph)
		if nerr > 0 {
			return exitError
		}
		return exitClean
	}
	findings := collect(graph)

	code := exitClean
	switch {
	case o.fix:
		code = applyFixes(stdout, stderr, findings, o.diff, o.context, o.verbose)
	case o.format == "json":
		if err := printJSON(stdout, findings, graph); err != nil {
			fmt.Fprintf(stderr, "idemlint: %v\n", err)
			return exitError
		}
	case o.format == "sarif":
		if err := printSARIF(stdout, findings, analyzers, pkgs); err != nil {
			fmt.Fprintf(stderr, "idemlint: %v\n", err)
			return exitError
		}
	default:
		printText(stdout, findings, o.context, o.verbose)
	}
	if !o.fix && len(findings) > 0 {
		code = exitFindings
	}
	if nerr > 0 {
		code = exitError
	}
	return code
}

// allPackages returns the loaded packages and their dependencies.
func allPackages(roots []*packages.Package) []*packages.Package {
	var out []*packages.Package
	packages.Visit(roots, nil, func(p *packages.Package) { out = append(out, p) })
	return out
}

// printLoadErrors prints each distinct load, parse and type error once,
// positions relative to the working directory, and returns their number.
func printLoadErrors(w io.Writer, pkgs []*packages.Package) int {
	seen := map[string]bool{}
	var lines []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			line := e.Msg
			if e.Pos != "" && e.Pos != "-" {
				line = relPos(e.Pos) + ": " + e.Msg
			}
			if !seen[line] {
				seen[line] = true
				lines = append(lines, line)
			}
		}
		if p.Module != nil && p.Module.Error != nil {
			line := p.Module.Error.Err
			if !seen[line] {
				seen[line] = true
				lines = append(lines, line)
			}
		}
	})
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
	return len(lines)
}

// printConfigError prints a configuration error, one problem a line.
func printConfigError(w io.Writer, err error) {
	for _, line := range strings.Split(err.Error(), "\n") {
		fmt.Fprintf(w, "idemlint: %s\n", relPos(line))
	}
}

// checkConfigs loads the configuration in effect for every package
// directory once and prints each malformed file's problems once.
func checkConfigs(w io.Writer, s *idemcore.Settings, all []*packages.Package) (bad bool) {
	done := map[string]bool{}
	for _, p := range all {
		dir := pkgDir(p)
		path := s.ConfigFor(dir)
		if done[path] {
			continue
		}
		done[path] = true
		if _, err := s.ModelFor(dir); err != nil {
			printConfigError(w, err)
			bad = true
		}
	}
	return bad
}

func pkgDir(p *packages.Package) string {
	for _, f := range p.CompiledGoFiles {
		return filepath.Dir(f)
	}
	for _, f := range p.GoFiles {
		return filepath.Dir(f)
	}
	return ""
}

// printAnalysisErrors prints each analysis error once, naming the
// package: not the analyzer (idemcore is internal) and not the
// "failed prerequisites" of the analyzers that depend on a failed one.
func printAnalysisErrors(w io.Writer, g *checker.Graph) int {
	seen := map[string]bool{}
	n := 0
	for act := range g.All() {
		if act.Err == nil || strings.HasPrefix(act.Err.Error(), "failed prerequisites") {
			continue
		}
		line := fmt.Sprintf("idemlint: %s: %v", act.Package.PkgPath, act.Err)
		if !seen[line] {
			seen[line] = true
			fmt.Fprintln(w, line)
			n++
		}
	}
	return n
}

// A finding is one diagnostic of one analyzer, reported once.
type finding struct {
	analyzer *analysis.Analyzer
	pkg      *packages.Package // the first package (the non-test variant first) that reports it
	fset     *token.FileSet
	diag     analysis.Diagnostic
	pos, end token.Position
}

// isTestVariant reports whether p is "pkg [pkg.test]" or "pkg_test [pkg.test]".
func isTestVariant(p *packages.Package) bool { return strings.Contains(p.ID, " [") }

// collect returns the root diagnostics in position order, each once: a
// file that belongs to both pkg and its test variant "pkg [pkg.test]" is
// analyzed twice, and its findings are kept under pkg.
func collect(g *checker.Graph) []finding {
	roots := append([]*checker.Action(nil), g.Roots...)
	sort.SliceStable(roots, func(i, j int) bool {
		ti, tj := isTestVariant(roots[i].Package), isTestVariant(roots[j].Package)
		if ti != tj {
			return !ti
		}
		return roots[i].Package.ID < roots[j].Package.ID
	})
	type key struct {
		pos, end token.Position
		analyzer string
		msg      string
	}
	seen := map[key]bool{}
	var out []finding
	for _, act := range roots {
		if act.Err != nil {
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			pos := fset.Position(d.Pos)
			end := pos
			if d.End.IsValid() {
				end = fset.Position(d.End)
			}
			k := key{pos, end, act.Analyzer.Name, d.Message}
			if seen[k] {
				continue
			}
			seen[k] = true
			out = append(out, finding{act.Analyzer, act.Package, fset, d, pos, end})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].pos, out[j].pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Offset != b.Offset {
			return a.Offset < b.Offset
		}
		return out[i].analyzer.Name < out[j].analyzer.Name
	})
	return out
}

// printHandlers prints, for -handlers, every handler idemcore found in
// the root packages, in position order, each once (a file in both pkg and
// "pkg [pkg.test]" is analyzed twice): "file:line:col: Name (how)".
func printHandlers(w io.Writer, g *checker.Graph) {
	type line struct {
		pos  token.Position
		text string
	}
	var lines []line
	seen := map[string]bool{}
	for act := range g.All() {
		if !act.IsRoot {
			continue
		}
		res, ok := act.Result.(*idemcore.Result)
		if !ok || res == nil {
			continue
		}
		for _, h := range res.Handlers() {
			pos := act.Package.Fset.Position(h.Fn().Pos())
			text := fmt.Sprintf("%s: %s (%s)", relPos(pos.String()), idemcore.FuncName(h.Fn()), h.How())
			if !seen[text] {
				seen[text] = true
				lines = append(lines, line{pos, text})
			}
		}
	}
	sort.Slice(lines, func(i, j int) bool {
		a, b := lines[i].pos, lines[j].pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Offset < b.Offset
	})
	for _, l := range lines {
		fmt.Fprintln(w, l.text)
	}
}

// relPos shortens an absolute "file:line:col" (or any text starting
// with a path) to a path relative to the working directory, when that
// is below it.
func relPos(s string) string {
	if !filepath.IsAbs(s) {
		return s
	}
	wd, err := os.Getwd()
	if err != nil {
		return s
	}
	prefix := wd + string(filepath.Separator)
	if rest, ok := strings.CutPrefix(s, prefix); ok {
		return rest
	}
	return s
}
