package main

import (
	"errors"
	"flag"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
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
	o.config = absConfig(o.config)
	settings := &idemcore.Settings{ConfigPath: o.config, TestFindings: o.testFinds || os.Getenv(envTestFindings) == "1", GeneratedFindings: o.generated || os.Getenv(envGenerated) == "1"}
	if o.config != "" {
		// Fail once, up front, on a missing or malformed -config file.
		if _, err := settings.ModelFor(""); err != nil {
			printConfigError(stderr, err)
			return exitError
		}
	}

	roots, all, loadErrs, err := listPackages(patterns, o.tests)
	if err != nil {
		fmt.Fprintf(stderr, "idemlint: %v\n", err)
		return exitError
	}
	for _, e := range loadErrs {
		fmt.Fprintln(stderr, e)
	}
	if len(loadErrs) > 0 {
		return exitError
	}

	// Every configuration in effect is read before the analysis, so that a
	// malformed one is reported once (not once per package) with its
	// file, line, column and field.
	if bad := checkConfigs(stderr, settings, all); bad {
		return exitError
	}

	env := []string{envDriver + "=1"}
	if o.config != "" {
		env = append(env, envConfig+"="+o.config)
	}
	if settings.TestFindings {
		env = append(env, envTestFindings+"=1")
	}
	if settings.GeneratedFindings {
		env = append(env, envGenerated+"=1")
	}
	if !o.tests {
		env = append(env, envNoTests+"=1")
	}
	var enabled []string
	for _, a := range o.selected(analyzers) {
		enabled = append(enabled, a.Name)
	}
	if o.handlers {
		env = append(env, envHandlers+"=1")
		enabled = nil
	}
	var extra []string
	if o.profile != "" {
		// every package's process writes its profiles there; -a makes go
		// vet run them all, none from its cache
		dir, err := filepath.Abs(o.profile)
		if err == nil {
			err = os.MkdirAll(dir, 0o755)
		}
		if err != nil {
			fmt.Fprintf(stderr, "idemlint: %v\n", err)
			return exitError
		}
		env = append(env, envProfile+"="+dir)
		extra = append(extra, "-a")
	}
	out, err := runVet(patterns, analyzers, enabled, env, extra)
	if err != nil {
		fmt.Fprintf(stderr, "idemlint: %v\n", err)
		return exitError
	}
	for _, w := range append(out.warnings, missingPackageWarnings(settings, all, roots)...) {
		fmt.Fprintf(stderr, "idemlint: warning: %s\n", relPos(w))
	}
	nerr := printVetErrors(stderr, out)
	nerr += printFailures(stderr, out.failures)
	if o.handlers {
		printHandlers(stdout, out.handlers)
		if nerr > 0 {
			return exitError
		}
		return exitClean
	}
	findings := out.findings

	code := exitClean
	switch {
	case o.fix:
		code = applyFixes(stdout, stderr, findings, o.diff, o.context, o.verbose)
	case o.format == "json":
		if err := printJSON(stdout, findings, out.errs); err != nil {
			fmt.Fprintf(stderr, "idemlint: %v\n", err)
			return exitError
		}
	case o.format == "sarif":
		if err := printSARIF(stdout, findings, analyzers, moduleDirs(roots)); err != nil {
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

// printVetErrors prints the analysis errors (each once, naming the
// package) and, when go vet failed, what it printed (type and build
// errors); it returns their number (at least 1 when go vet failed).
func printVetErrors(w io.Writer, out *vetOutput) int {
	seen := map[string]bool{}
	n := 0
	for _, e := range out.errs {
		line := fmt.Sprintf("idemlint: %s: %s", strings.SplitN(e.id, " [", 2)[0], e.err)
		if !seen[line] {
			seen[line] = true
			fmt.Fprintln(w, line)
			n++
		}
	}
	for _, l := range out.stderr {
		fmt.Fprintln(w, l)
		n++
	}
	if out.failed && n == 0 {
		fmt.Fprintln(w, "idemlint: go vet failed")
		n++
	}
	return n
}

// moduleDirs lists the directories of the main modules the roots belong to.
func moduleDirs(roots []listedPackage) []string {
	var dirs []string
	for _, p := range roots {
		if p.Module != nil && p.Module.Main && p.Module.Dir != "" && !contains(dirs, p.Module.Dir) {
			dirs = append(dirs, p.Module.Dir)
		}
	}
	return dirs
}

// printConfigError prints a configuration error, one problem a line.
func printConfigError(w io.Writer, err error) {
	for _, line := range strings.Split(err.Error(), "\n") {
		fmt.Fprintf(w, "idemlint: %s\n", relPos(line))
	}
}

// checkConfigs loads the configuration in effect for every package
// directory once and prints each malformed file's problems once.
func checkConfigs(w io.Writer, s *idemcore.Settings, all []listedPackage) (bad bool) {
	done := map[string]bool{}
	for _, p := range all {
		if p.Standard {
			continue
		}
		path := s.ConfigFor(p.Dir)
		if done[path] {
			continue
		}
		done[path] = true
		if _, err := s.ModelFor(p.Dir); err != nil {
			printConfigError(w, err)
			bad = true
		}
	}
	return bad
}

// printFailures prints each internal error as an error on stderr
// ("idemlint: file:line:col: message") and returns their number.
func printFailures(w io.Writer, failures []finding) int {
	for _, f := range failures {
		fmt.Fprintf(w, "idemlint: %s: %s\n", relPos(f.pos.String()), f.diag.Message)
	}
	return len(failures)
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

// printHandlers prints, for -handlers, every handler found in the root
// packages, in position order, each once: "file:line:col: Name (how)".
func printHandlers(w io.Writer, handlers []finding) {
	seen := map[string]bool{}
	for _, h := range handlers {
		text := fmt.Sprintf("%s: %s", relPos(h.pos.String()), h.diag.Message)
		if !seen[text] {
			seen[text] = true
			fmt.Fprintln(w, text)
		}
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
