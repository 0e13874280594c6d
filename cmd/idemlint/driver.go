package main

// The standalone command runs the analysis through go vet's per-package
// protocol: `go vet -vettool=<this binary> -json` starts one process per
// package, dependencies first, each holding one package's syntax, types,
// SSA and the facts of its imports — never the whole import graph — and
// go vet caches each package's facts and findings in the build cache. The
// command reads the findings go vet relays as JSON and prints them in its
// own formats. (Issue 19: standalone memory that does not grow with the
// import graph.)
//
// Environment variables tell the per-package processes what the command
// asks for; all of them are part of the version line go vet keys its cache
// by (printVersion), so a change re-runs the analysis:
//
//	IDEMLINT_DRIVER=1         run for the standalone command: name warnings
//	                          are diagnostics (category config-warning), the
//	                          messages carry no [analyzer] tag
//	IDEMLINT_HANDLERS=1       report the handlers found (category handler)
//	IDEMLINT_NO_TESTS=1       leave out the functions of _test.go files
//	IDEMLINT_CONFIG, IDEMLINT_TEST_FINDINGS as under go vet

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/idemcore"
)

const (
	envDriver   = "IDEMLINT_DRIVER"
	envHandlers = "IDEMLINT_HANDLERS"
	envNoTests  = "IDEMLINT_NO_TESTS"
	envProfile  = "IDEMLINT_PROFILE_DIR"
	// envAnalyzeAll=1 analyses every package, std and modelled libraries
	// included (robustness runs: scripts/robustness.sh)
	envAnalyzeAll = "IDEMLINT_ANALYZE_ALL"
)

// warningCategory is the category of a name warning reported as a
// diagnostic (see IDEMLINT_DRIVER).
const warningCategory = "config-warning"

// listedPackage is what `go list` says of a package.
type listedPackage struct {
	ImportPath string
	Dir        string
	DepOnly    bool
	Standard   bool
	Module     *packages.Module
	Error      *struct{ Pos, Err string }
}

// listPackages runs `go list -deps` on the patterns: the packages to
// analyse (the roots) and their dependencies, for the configurations in
// effect and the module roots. A pattern that matches no package, and a
// package that does not load, are errors.
func listPackages(patterns []string, tests bool) (roots, all []listedPackage, errs []string, err error) {
	args := []string{"list", "-e", "-deps", "-json=ImportPath,Dir,DepOnly,Standard,Module,Error"}
	if tests {
		args = append(args, "-test")
	}
	args = append(args, "--")
	args = append(args, patterns...)
	cmd := exec.Command("go", args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	seen := map[string]bool{}
	dec := json.NewDecoder(&stdout)
	for {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, nil, nil, fmt.Errorf("go list: %v", err)
		}
		if strings.HasSuffix(p.ImportPath, ".test") || strings.Contains(p.ImportPath, " [") {
			continue // test mains and test variants: their files are the package's
		}
		if seen[p.ImportPath] {
			continue
		}
		seen[p.ImportPath] = true
		all = append(all, p)
		if !p.DepOnly {
			roots = append(roots, p)
		}
		if p.Error != nil {
			line := strings.TrimSpace(p.Error.Err)
			if p.Error.Pos != "" {
				line = relPos(p.Error.Pos) + ": " + line
			}
			errs = append(errs, line)
		}
	}
	for _, line := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		line = strings.TrimPrefix(strings.TrimSpace(line), "go: ")
		if line == "" || strings.HasPrefix(line, "warning: ") && strings.HasSuffix(line, "matched no packages") {
			continue // said below, as an error
		}
		errs = append(errs, line)
	}
	if runErr != nil && len(errs) == 0 {
		return nil, nil, nil, fmt.Errorf("go list: %v", runErr)
	}
	if len(roots) == 0 && len(errs) == 0 {
		errs = append(errs, fmt.Sprintf("idemlint: no packages to analyze: %s matched no packages", strings.Join(patterns, " ")))
	}
	return roots, all, uniq(errs), nil
}

func uniq(lines []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, l := range lines {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	return out
}

// vetOutput is what one go vet run produced.
type vetOutput struct {
	findings []finding  // the passes' findings, each once, in position order
	failures []finding  // internal errors (idemcore.Failure)
	handlers []finding  // with IDEMLINT_HANDLERS: the handlers found
	warnings []string   // configured names that match nothing
	errs     []vetError // analysis errors, by package
	stderr   []string   // what go vet printed on failure (type errors, build errors)
	failed   bool       // go vet exited non-zero
}

// vetError is an analysis error of one analyzer on one package.
type vetError struct {
	id, analyzer, err string
}

// runVet runs the analyzers named by enabled through `go vet -json` on
// the patterns and collects what every package's process reported.
func runVet(patterns []string, analyzers []*analysis.Analyzer, enabled []string, env []string, extra []string) (*vetOutput, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	args := []string{"vet", "-vettool=" + exe, "-json"}
	args = append(args, extra...)
	for _, a := range analyzers {
		args = append(args, "-"+a.Name+"="+strconv.FormatBool(contains(enabled, a.Name)))
	}
	args = append(args, "-"+idemcore.Analyzer.Name+"=true")
	args = append(args, "--")
	args = append(args, patterns...)
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	out := &vetOutput{}
	b := newFindingBuilder(analyzers)
	dec := json.NewDecoder(bufio.NewReader(stdout))
	var decErr error
	for {
		var tree map[string]map[string]json.RawMessage
		if err := dec.Decode(&tree); err == io.EOF {
			break
		} else if err != nil {
			decErr = fmt.Errorf("reading go vet's output: %v", err)
			io.Copy(io.Discard, stdout)
			break
		}
		b.add(out, tree)
	}
	waitErr := cmd.Wait()
	if decErr != nil {
		return nil, decErr
	}
	if waitErr != nil {
		var ee *exec.ExitError
		if !errors.As(waitErr, &ee) {
			return nil, waitErr
		}
		out.failed = true
		out.stderr = vetErrors(stderr.String())
	}
	out.findings = b.dedupe(out.findings)
	out.failures = b.dedupe(out.failures)
	out.handlers = b.dedupe(out.handlers)
	out.warnings = uniq(out.warnings)
	return out, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// vetErrors turns what go vet printed on failure into error lines: type
// and build errors, without go vet's "# package" headers and the "vet: "
// prefix, each once, positions relative to the working directory.
func vetErrors(text string) []string {
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimRight(l, "\r")
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "# ") {
			continue
		}
		l = strings.TrimPrefix(l, "vet: ")
		lines = append(lines, relPos(l))
	}
	return uniq(lines)
}

// findingBuilder turns go vet's JSON diagnostics back into findings:
// positions in a file set of its own, whose files are read from disk, so
// that the output formats and -fix work as on an in-process analysis.
type findingBuilder struct {
	byName map[string]*analysis.Analyzer
	fset   *token.FileSet
	files  map[string]*token.File
}

func newFindingBuilder(analyzers []*analysis.Analyzer) *findingBuilder {
	b := &findingBuilder{byName: map[string]*analysis.Analyzer{}, fset: token.NewFileSet(), files: map[string]*token.File{}}
	for _, a := range analyzers {
		b.byName[a.Name] = a
	}
	b.byName[idemcore.Analyzer.Name] = idemcore.Analyzer
	return b
}

// add adds one package's JSON tree ({id: {analyzer: [diagnostic…] | {"error": …}}}).
func (b *findingBuilder) add(out *vetOutput, tree map[string]map[string]json.RawMessage) {
	ids := make([]string, 0, len(tree))
	for id := range tree {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		names := make([]string, 0, len(tree[id]))
		for name := range tree[id] {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			raw := tree[id][name]
			if len(raw) > 0 && raw[0] == '{' {
				var e jsonError
				if json.Unmarshal(raw, &e) == nil && !strings.HasPrefix(e.Err, "failed prerequisites") {
					if name == idemcore.Analyzer.Name {
						name = "idemlint"
					}
					out.errs = append(out.errs, vetError{id, name, e.Err})
				}
				continue
			}
			var diags []jsonDiagnostic
			if json.Unmarshal(raw, &diags) != nil {
				continue
			}
			a := b.byName[name]
			if a == nil {
				continue
			}
			for _, jd := range diags {
				f := b.finding(a, id, jd)
				switch {
				case jd.Category == idemcore.FailureCategory:
					out.failures = append(out.failures, f)
				case name == idemcore.Analyzer.Name && jd.Category == idemcore.HandlerCategory:
					out.handlers = append(out.handlers, f)
				case name == idemcore.Analyzer.Name && jd.Category == warningCategory:
					out.warnings = append(out.warnings, jd.Message)
				case name != idemcore.Analyzer.Name:
					out.findings = append(out.findings, f)
				}
			}
		}
	}
}

// finding rebuilds one diagnostic of analyzer a on package id.
func (b *findingBuilder) finding(a *analysis.Analyzer, id string, jd jsonDiagnostic) finding {
	d := analysis.Diagnostic{Category: jd.Category, Message: jd.Message}
	d.Pos = b.pos(jd.Posn)
	d.End = b.pos(jd.End)
	for _, r := range jd.Related {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: b.pos(r.Posn), End: b.pos(r.End), Message: r.Message})
	}
	for _, fx := range jd.SuggestedFixes {
		sf := analysis.SuggestedFix{Message: fx.Message}
		for _, e := range fx.Edits {
			if f := b.file(e.Filename, 0, 0); f != nil && e.Start <= f.Size() && e.End <= f.Size() && e.Start <= e.End {
				sf.TextEdits = append(sf.TextEdits, analysis.TextEdit{Pos: f.Pos(e.Start), End: f.Pos(e.End), NewText: []byte(e.New)})
			}
		}
		d.SuggestedFixes = append(d.SuggestedFixes, sf)
	}
	pos := b.fset.Position(d.Pos)
	end := pos
	if d.End.IsValid() {
		end = b.fset.Position(d.End)
	}
	// A finding in a package's own file is the package's, whichever unit
	// (the package or its test variant "p [p.test]") go vet analysed it in.
	pkgID := id
	if i := strings.Index(id, " ["); i >= 0 && !strings.HasSuffix(pos.Filename, "_test.go") {
		pkgID = id[:i]
	}
	return finding{analyzer: a, pkg: &packages.Package{ID: pkgID, PkgPath: strings.TrimSuffix(pkgID, "_test")}, fset: b.fset, diag: d, pos: pos, end: end}
}

// pos parses "file:line:col" into a position of the builder's file set.
func (b *findingBuilder) pos(s string) token.Pos {
	file, line, col, ok := splitPosn(s)
	if !ok {
		return token.NoPos
	}
	f := b.file(file, line, col)
	if f == nil || line > f.LineCount() {
		return token.NoPos
	}
	p := f.LineStart(line)
	off := f.Offset(p) + col - 1
	if off > f.Size() {
		off = f.Size()
	}
	return f.Pos(off)
}

// splitPosn splits "file:line:col" (or "file:line") from the right, so
// that a file name may hold colons.
func splitPosn(s string) (file string, line, col int, ok bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return "", 0, 0, false
	}
	n, err := strconv.Atoi(s[i+1:])
	if err != nil {
		return "", 0, 0, false
	}
	rest := s[:i]
	if j := strings.LastIndexByte(rest, ':'); j >= 0 {
		if l, err := strconv.Atoi(rest[j+1:]); err == nil {
			return rest[:j], l, n, true
		}
	}
	return rest, n, 1, true
}

// file returns the builder's token.File for name, made on first use from
// the file's content; a file that cannot be read gets lines enough for
// the position asked for (line, col).
func (b *findingBuilder) file(name string, line, col int) *token.File {
	if f := b.files[name]; f != nil {
		return f
	}
	content, err := os.ReadFile(name)
	if err != nil {
		content = bytes.Repeat(append(bytes.Repeat([]byte{' '}, max(col, 1)), '\n'), max(line, 1))
	}
	f := b.fset.AddFile(name, -1, len(content))
	f.SetLinesForContent(content)
	b.files[name] = f
	return f
}

// dedupe sorts findings by position and keeps each (position, analyzer,
// message) once, under the package rather than its test variant.
func (b *findingBuilder) dedupe(in []finding) []finding {
	sort.SliceStable(in, func(i, j int) bool {
		ti, tj := isTestVariant(in[i].pkg), isTestVariant(in[j].pkg)
		if ti != tj {
			return !ti
		}
		return in[i].pkg.ID < in[j].pkg.ID
	})
	type key struct {
		pos, end token.Position
		analyzer string
		msg      string
	}
	seen := map[key]bool{}
	var out []finding
	for _, f := range in {
		k := key{f.pos, f.end, f.analyzer.Name, f.diag.Message}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, f)
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

// absConfig makes a -config path absolute: go vet runs each package's
// process in the package's directory.
func absConfig(path string) string {
	if path == "" || filepath.IsAbs(path) {
		return path
	}
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}
