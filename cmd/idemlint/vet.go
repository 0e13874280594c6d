package main

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/token"
	"go/types"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/idemcore"
)

// unit is the part of go vet's per-package config (unit.cfg) that
// idemlint reads before handing it to unitchecker.
type unit struct {
	ID          string
	ImportPath  string
	GoFiles     []string
	ImportMap   map[string]string
	Standard    map[string]bool
	PackageVetx map[string]string
	VetxOnly    bool
}

// vetMain runs go vet's protocol: `-flags`, or `[flags] unit.cfg` for one
// package. go vet starts one process per package, its dependencies first
// (VetxOnly: for the facts only); each reads the configuration in effect
// for its package. A malformed configuration is reported once per go vet
// run (see reportConfigErrors) with its file, line, column and field.
//
// Since Go 1.26, go vet always asks for -json and prints the text itself,
// without the analyzer's name; so under go vet every message ends with
// the analyzer's name in brackets, as the standalone text output does.
func vetMain(args []string, stderr io.Writer, analyzers []*analysis.Analyzer) int {
	configPath := vetConfigFlag(args)
	if configPath == "" {
		configPath = os.Getenv(envConfig)
	}
	driven := os.Getenv(envDriver) == "1" // run by the standalone command (driver.go)
	settings := &idemcore.Settings{
		ConfigPath:        configPath,
		TestFindings:      os.Getenv(envTestFindings) == "1",
		GeneratedFindings: os.Getenv(envGenerated) == "1",
		FromFlags:         true,
		NoTests:           os.Getenv(envNoTests) == "1",
		ReportHandlers:    os.Getenv(envHandlers) == "1",
		AnalyzeAll:        os.Getenv(envAnalyzeAll) == "1",
	}
	if err := presetAnalyzerFlags(args); err != nil {
		fmt.Fprintf(stderr, "idemlint: %v\n", err)
		return exitError
	}
	wrapped := idemcore.WithSettings(settings, analyzers...)

	if cfgFile := args[len(args)-1]; strings.HasSuffix(cfgFile, ".cfg") {
		var u unit
		if data, err := os.ReadFile(cfgFile); err == nil {
			json.Unmarshal(data, &u)
		}
		dir := ""
		if len(u.GoFiles) > 0 {
			dir = filepath.Dir(u.GoFiles[0])
		}
		work := workDir(cfgFile)
		if _, err := settings.ModelFor(dir); err != nil {
			text := configErrorText(err)
			switch {
			case work == "":
				fmt.Fprint(stderr, text)
				return exitError
			case u.VetxOnly:
				// Leave the report to a package of the command line, which
				// makes go vet fail; write no facts, so nothing is cached.
				note(work, text)
				return exitClean
			}
			code, _ := reportConfigErrors(work, text, stderr)
			return code
		}
		if work != "" && !u.VetxOnly && missingVetx(u) {
			// A dependency wrote no facts because its configuration is
			// malformed: report that, not unitchecker's missing vetx file.
			if code, noted := reportConfigErrors(work, "", stderr); noted {
				return code
			}
		}
		// A name's own package checks it (as itself or as its test
		// variant; the first of the two to find it missing prints it).
		hookNameWarnings(wrapped, settings, dir, work, stderr, driven)
		if d := os.Getenv(envProfile); d != "" {
			hookProfile(wrapped, d, u.ID)
		}
		if u.VetxOnly {
			hookFailures(wrapped, stderr)
		}
	}
	if !driven {
		wrapped = tagged(wrapped)
	}
	flag.String("config", "", "configuration file (under go vet prefer $"+envConfig+": go vet's cache sees its content)")
	flag.Var(versionFlag{os.Stdout}, "V", "print the version and exit")
	os.Args = append([]string{os.Args[0]}, args...)
	if core := idemcore.Core(wrapped); core != nil {
		wrapped = append(wrapped, core) // its diagnostics: internal errors (idemcore.Failure)
	}
	unitchecker.Main(wrapped...)
	return exitError // unreachable: unitchecker.Main exits
}

// presetAnalyzerFlags sets the analyzers' shared flags (-NAME.settings,
// -NAME.test-findings, -NAME.generated) from the flags go vet passes, before
// unitchecker parses them, so that the configuration checks below see the
// -settings flag's configuration (and read no file when it is set).
func presetAnalyzerFlags(args []string) error {
	for i := 0; i < len(args); i++ {
		if args[i] == "--" || !strings.HasPrefix(args[i], "-") {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(args[i], "-"), "=")
		dot := strings.LastIndexByte(name, '.')
		if dot < 0 {
			continue
		}
		flagName := name[dot+1:]
		if !hasValue {
			if flagName != "settings" || i+1 >= len(args) {
				value = "true"
			} else {
				i++
				value = args[i]
			}
		}
		if _, err := idemcore.SetFlag(flagName, value); err != nil {
			return fmt.Errorf("-%s: %v", name, err)
		}
	}
	return nil
}

// vetConfigFlag finds -config among the flags go vet passes.
func vetConfigFlag(args []string) string {
	path := ""
	for i := 0; i < len(args); i++ {
		if !strings.HasPrefix(args[i], "-") {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(args[i], "-"), "=")
		if name == "config" {
			if hasValue {
				path = value
			} else if i+1 < len(args) {
				i++
				path = args[i]
			}
		}
	}
	return path
}

func configErrorText(err error) string {
	var b strings.Builder
	for _, line := range strings.Split(err.Error(), "\n") {
		fmt.Fprintf(&b, "idemlint: %s\n", line)
	}
	return b.String()
}

// workDir returns go vet's $WORK for a unit.cfg in $WORK/bNNN/, or "".
// The go command creates $WORK for one run alone and removes it after, so
// files there coordinate the processes of one go vet run.
func workDir(cfgFile string) string {
	work := filepath.Dir(filepath.Dir(cfgFile))
	if !strings.HasPrefix(filepath.Base(work), "go-build") {
		return ""
	}
	if fi, err := os.Stat(work); err != nil || !fi.IsDir() {
		return ""
	}
	return work
}

const (
	errorNote    = "idemlint-config-error-"
	reportedNote = "idemlint-config-reported-"
)

func noteName(prefix, text string) string {
	sum := sha256.Sum256([]byte(text))
	return prefix + fmt.Sprintf("%x", sum[:8])
}

// note records a configuration error for the packages of the command
// line to report (written whole, then renamed into place).
func note(work, text string) {
	name := filepath.Join(work, noteName(errorNote, text))
	tmp, err := os.CreateTemp(work, ".idemlint-*")
	if err != nil {
		return
	}
	tmp.WriteString(text)
	tmp.Close()
	if os.Rename(tmp.Name(), name) != nil {
		os.Remove(tmp.Name())
	}
}

// claim creates name in work exclusively: true for exactly one process.
func claim(work, name string) bool {
	f, err := os.OpenFile(filepath.Join(work, name), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return !errors.Is(err, fs.ErrExist) && !errors.Is(err, fs.ErrPermission)
	}
	f.Close()
	return true
}

// reportConfigErrors is run by a package of the command line whose own
// configuration (own, "" if fine) or whose dependencies' configurations
// are malformed. It prints each error no other process of this go vet
// run has printed, and fails (so go vet fails) when it printed any; the
// others exit quietly. Nothing is cached either way: no facts are written.
func reportConfigErrors(work, own string, stderr io.Writer) (code int, any bool) {
	texts := []string{}
	if own != "" {
		texts = append(texts, own)
	}
	if es, err := os.ReadDir(work); err == nil {
		for _, e := range es {
			if strings.HasPrefix(e.Name(), errorNote) {
				if data, err := os.ReadFile(filepath.Join(work, e.Name())); err == nil && string(data) != own {
					texts = append(texts, string(data))
				}
			}
		}
	}
	printed := false
	for _, t := range texts {
		if claim(work, noteName(reportedNote, t)) {
			fmt.Fprint(stderr, t)
			printed = true
		}
	}
	if printed {
		return exitError, true
	}
	return exitClean, len(texts) > 0
}

// missingVetx reports whether a non-standard dependency of u wrote no
// facts (go vet lists only the vetx files that exist).
func missingVetx(u unit) bool {
	for _, path := range u.ImportMap {
		if path == "unsafe" || path == "C" || u.Standard[path] {
			continue
		}
		if u.PackageVetx[path] == "" {
			return true
		}
	}
	return false
}

// tagged returns copies of the analyzers whose diagnostics end with the
// analyzer's name, as the standalone text output does: go vet prints
// only file:line:col: message. An analyzer required by another (a pass
// the directives check requires) is copied once, so it runs once.
func tagged(analyzers []*analysis.Analyzer) []*analysis.Analyzer {
	return idemcore.Replace(analyzers, func(a *analysis.Analyzer) *analysis.Analyzer {
		if a.Name == idemcore.Analyzer.Name {
			return nil // the shared analysis reports nothing
		}
		c := *a
		run := a.Run
		c.Run = func(pass *analysis.Pass) (any, error) {
			p := *pass
			report := pass.Report
			p.Report = func(d analysis.Diagnostic) {
				d.Message += " " + label(finding{analyzer: a, diag: d})
				report(d)
			}
			return run(&p)
		}
		return &c
	})
}

// hookNameWarnings makes the shared analysis of this package check the
// configured names that belong to it (see names.go).
// Run by the standalone command (driven), the warnings are diagnostics of
// category warningCategory, which go vet caches with the findings.
func hookNameWarnings(analyzers []*analysis.Analyzer, s *idemcore.Settings, dir, work string, stderr io.Writer, driven bool) {
	var refs []config.Ref
	if path := s.ConfigFor(dir); path != "" {
		refs, _ = config.LoadRefs(path)
	}
	refs = append(refs, s.Override.Refs()...)
	if len(refs) == 0 || len(analyzers) == 0 {
		return
	}
	for _, req := range analyzers[0].Requires {
		if req.Name != idemcore.Analyzer.Name {
			continue
		}
		run := req.Run
		req.Run = func(pass *analysis.Pass) (any, error) {
			for _, r := range refs {
				if refPackage(r) != pass.Pkg.Path() {
					continue
				}
				if msg := checkRef(r, []*types.Package{pass.Pkg}); msg != "" {
					if driven {
						var pos token.Pos
						if len(pass.Files) > 0 {
							pos = pass.Files[0].Package
						}
						pass.Report(analysis.Diagnostic{Pos: pos, Category: warningCategory, Message: fmt.Sprintf("%s: %s matches nothing in the loaded program: %s", r.Where(), r.Name, msg)})
						continue
					}
					w := fmt.Sprintf("idemlint: warning: %s: %s matches nothing in the loaded program: %s\n", r.Where(), r.Name, msg)
					if work == "" || claim(work, noteName("idemlint-warning-", w)) {
						fmt.Fprint(stderr, w)
					}
				}
			}
			return run(pass)
		}
	}
}

// hookProfile makes the shared analysis of this package write a CPU
// profile of its run and a heap profile at its end (SSA and summaries
// live) into dir, named after the package (the standalone -profile).
func hookProfile(analyzers []*analysis.Analyzer, dir, id string) {
	core := idemcore.Core(analyzers)
	if core == nil {
		return
	}
	name := filepath.Join(dir, strings.NewReplacer("/", "_", " ", "_", "[", "", "]", "").Replace(id))
	run := core.Run
	core.Run = func(pass *analysis.Pass) (any, error) {
		if f, err := os.Create(name + ".cpu.pprof"); err == nil {
			if pprof.StartCPUProfile(f) == nil {
				defer func() { pprof.StopCPUProfile(); f.Close() }()
			}
		}
		res, err := run(pass)
		if f, ferr := os.Create(name + ".heap.pprof"); ferr == nil {
			pprof.WriteHeapProfile(f)
			f.Close()
		}
		return res, err
	}
}

// hookFailures prints the internal errors of a package analysed for its
// facts only (a dependency): go vet prints no diagnostics of those, and an
// internal error must not pass unseen.
func hookFailures(analyzers []*analysis.Analyzer, stderr io.Writer) {
	core := idemcore.Core(analyzers)
	if core == nil {
		return
	}
	run := core.Run
	core.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		report := pass.Report
		p.Report = func(d analysis.Diagnostic) {
			if d.Category == idemcore.FailureCategory {
				fmt.Fprintf(stderr, "idemlint: %s: %s\n", pass.Fset.Position(d.Pos), d.Message)
			}
			report(d)
		}
		return run(&p)
	}
}
