// Command idemlint finds message and HTTP handlers that are not safe under
// at-least-once delivery.
//
// Standalone:  idemlint [-format=text|json|sarif] [-fix [-diff]] [-test=false] [-config=FILE] packages...
// With go vet: go vet -vettool=$(command -v idemlint) packages...
//
// Exit codes (standalone, every format): 0 no findings, 3 findings, 1 errors.
// Findings go to stdout; errors and warnings to stderr.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/suite"
)

// Exit codes.
const (
	exitClean    = 0
	exitError    = 1
	exitFindings = 3
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	analyzers := suite.Analyzers()
	if dir, rest, ok := chdirFlag(args); ok {
		// -C dir, as the go command's: the first flag, before anything else.
		if err := os.Chdir(dir); err != nil {
			fmt.Fprintf(stderr, "idemlint: -C: %v\n", err)
			return exitError
		}
		args = rest
	}
	if len(args) >= 1 && args[0] == "help" {
		return help(stdout, stderr, analyzers, args[1:])
	}
	if len(args) >= 1 && (strings.HasSuffix(args[len(args)-1], ".cfg") || slicesContains(args, "-flags") || slicesContains(args, "--flags")) {
		// go vet's protocol: -flags, or one package's unit.cfg.
		return vetMain(args, stderr, analyzers)
	}
	return standalone(args, stdout, stderr, analyzers)
}

// chdirFlag finds -C dir (or -C=dir) as the first argument.
func chdirFlag(args []string) (dir string, rest []string, ok bool) {
	if len(args) == 0 {
		return "", args, false
	}
	switch a := args[0]; {
	case a == "-C" || a == "--C":
		if len(args) < 2 {
			return "", args, false // left to the flag parser: "flag needs an argument"
		}
		return args[1], args[2:], true
	case strings.HasPrefix(a, "-C=") || strings.HasPrefix(a, "--C="):
		return a[strings.IndexByte(a, '=')+1:], args[1:], true
	}
	return "", args, false
}

func slicesContains(args []string, s string) bool {
	for _, a := range args {
		if a == s {
			return true
		}
		if a == "--" || !strings.HasPrefix(a, "-") {
			return false
		}
	}
	return false
}

// versionFlag implements -V and -V=full (see printVersion).
type versionFlag struct{ w io.Writer }

func (versionFlag) IsBoolFlag() bool { return true }
func (versionFlag) String() string   { return "" }
func (v versionFlag) Set(s string) error {
	switch s {
	case "true", "full":
	default:
		return fmt.Errorf("unsupported value %q (use -V or -V=full)", s)
	}
	if err := printVersion(v.w, s == "full"); err != nil {
		return err
	}
	os.Exit(0)
	return nil
}

const usageHead = `idemlint finds message and HTTP handlers that are not safe under at-least-once delivery.

Usage:
  idemlint [flags] packages...             analyze the packages (go list patterns, e.g. ./...)
  idemlint -C dir [flags] packages...      the same in directory dir (another module: -C examples ./...)
  idemlint help [analyzer]                 this text, or one analyzer's documentation
  go vet -vettool=$(command -v idemlint) [flags] packages...

Findings are written to stdout (text, -format=json or -format=sarif), errors
and warnings to stderr. Exit status: 0 no findings, 3 findings (in every
format, and with -fix when findings remain unfixed), 1 errors. Under go vet,
go vet decides: 1 on findings in text mode, 0 with -json.
`

func help(stdout, stderr io.Writer, analyzers []*analysis.Analyzer, names []string) int {
	if len(names) == 0 {
		printUsage(stdout, analyzers)
		return exitClean
	}
	status := exitClean
	for _, n := range names {
		found := false
		for _, a := range analyzers {
			if a.Name == n {
				found = true
				fmt.Fprintf(stdout, "%s: %s\n\n%s\n", a.Name, a.Doc, a.URL)
			}
		}
		if !found {
			fmt.Fprintf(stderr, "idemlint: no analyzer named %q\n", n)
			status = exitError
		}
	}
	return status
}

func printUsage(w io.Writer, analyzers []*analysis.Analyzer) {
	fmt.Fprint(w, usageHead)
	fmt.Fprintln(w, "\nFlags:")
	fs, _ := newFlags(io.Discard, analyzers)
	fs.SetOutput(w)
	fs.PrintDefaults()
	fmt.Fprintln(w, "\nAnalyzers:")
	for _, a := range analyzers {
		title := strings.SplitN(a.Doc, "\n", 2)[0]
		fmt.Fprintf(w, "  %-15s %s\n  %-15s %s\n", a.Name, title, "", a.URL)
	}
	fmt.Fprintln(w, "\nRun 'idemlint help NAME' for details of one analyzer.")
}

// options are the standalone command's flags.
type options struct {
	format    string
	json      bool
	fix, diff bool
	tests     bool
	testFinds bool
	generated bool
	config    string
	context   int
	verbose   bool
	handlers  bool
	profile   string
	enabled   map[string]*triState
}

func newFlags(stderr io.Writer, analyzers []*analysis.Analyzer) (*flag.FlagSet, *options) {
	o := &options{enabled: map[string]*triState{}}
	fs := flag.NewFlagSet("idemlint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.String("C", "", "change to `dir` before doing anything else, as the go command's -C (the first flag only); paths are then relative to dir")
	fs.StringVar(&o.format, "format", "text", "output `format`: text, json or sarif (all on stdout)")
	fs.BoolVar(&o.json, "json", false, "same as -format=json (the x/tools analysis JSON tree)")
	fs.BoolVar(&o.fix, "fix", false, "apply the suggested fixes; print the findings left unfixed (exit 3 if any)")
	fs.BoolVar(&o.diff, "diff", false, "with -fix: print the fixes as a unified diff instead of writing the files")
	fs.BoolVar(&o.tests, "test", true, "also analyze the packages' test files")
	fs.BoolVar(&o.testFinds, "test-findings", false, "also report findings in _test.go files (default: analyze them, report nothing there; $"+envTestFindings+"=1 under go vet)")
	fs.BoolVar(&o.generated, "generated", false, "also report findings in generated files (a // Code generated … DO NOT EDIT. header before the package clause; default: analyze them, report nothing there; $"+envGenerated+"=1 under go vet)")
	fs.StringVar(&o.config, "config", "", "configuration `file` (default: $"+envConfig+", else each package's nearest .idemlint.yml)")
	fs.IntVar(&o.context, "c", -1, "with text output: print the offending line with `N` lines of context")
	fs.BoolVar(&o.verbose, "v", false, "with text output: print each finding's related information (the call chain and effects, the check, the sender's id and the fix) on indented lines below it")
	fs.BoolVar(&o.handlers, "handlers", false, "list the handlers idemlint analyzes in the packages, and how each was found, instead of the findings")
	fs.StringVar(&o.profile, "profile", "", "write a CPU and a heap profile of every package's analysis into `dir` (merge them with go tool pprof dir/*.cpu.pprof)")
	fs.Var(versionFlag{os.Stdout}, "V", "print the version and exit (-V=full: the line go vet keys its cache by)")
	for _, a := range analyzers {
		ts := new(triState)
		o.enabled[a.Name] = ts
		fs.Var(ts, a.Name, "run only "+a.Name+" (-"+a.Name+"=false: all but it)")
	}
	return fs, o
}

// parse parses the standalone flags and checks that they fit together.
func parse(args []string, stderr io.Writer, analyzers []*analysis.Analyzer) (*options, []string, error) {
	fs, o := newFlags(stderr, analyzers)
	fs.Usage = func() { printUsage(stderr, analyzers) }
	if err := fs.Parse(args); err != nil {
		return nil, nil, err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["C"] {
		return nil, nil, fmt.Errorf("-C must be the first flag (idemlint -C dir [flags] packages...)")
	}
	switch o.format {
	case "text", "json", "sarif":
	default:
		return nil, nil, fmt.Errorf("invalid value %q for flag -format: want text, json or sarif", o.format)
	}
	if o.json {
		if set["format"] && o.format != "json" {
			return nil, nil, fmt.Errorf("-json conflicts with -format=%s: -json is -format=json; give one of them", o.format)
		}
		o.format = "json"
	}
	if o.diff && !o.fix {
		return nil, nil, fmt.Errorf("-diff needs -fix: use -fix -diff to preview the fixes")
	}
	if o.fix && o.format != "text" {
		return nil, nil, fmt.Errorf("-fix conflicts with -format=%s: -fix reports what it could not fix as text", o.format)
	}
	if o.handlers && (o.fix || o.format != "text") {
		other := "-fix"
		if !o.fix {
			other = "-format=" + o.format
		}
		return nil, nil, fmt.Errorf("-handlers conflicts with %s: -handlers lists the handlers as text instead of reporting findings", other)
	}
	if set["c"] && o.format != "text" {
		return nil, nil, fmt.Errorf("-c conflicts with -format=%s: context lines are for text output", o.format)
	}
	if o.verbose && o.format != "text" {
		return nil, nil, fmt.Errorf("-v conflicts with -format=%s: -v prints the related information in text output (JSON and SARIF always carry it)", o.format)
	}
	if o.config == "" {
		o.config = os.Getenv(envConfig)
	}
	return o, fs.Args(), nil
}

// selected applies the -NAME flags: if any is true, only those run;
// otherwise all but those set to false.
func (o *options) selected(analyzers []*analysis.Analyzer) []*analysis.Analyzer {
	var anyTrue bool
	for _, ts := range o.enabled {
		if *ts == setTrue {
			anyTrue = true
		}
	}
	var out []*analysis.Analyzer
	for _, a := range analyzers {
		switch ts := *o.enabled[a.Name]; {
		case anyTrue && ts == setTrue, !anyTrue && ts != setFalse:
			out = append(out, a)
		}
	}
	return out
}

// triState is a boolean flag that knows whether it was set.
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

func (ts *triState) IsBoolFlag() bool { return true }
func (ts *triState) String() string {
	switch *ts {
	case setTrue:
		return "true"
	case setFalse:
		return "false"
	}
	return "unset"
}
func (ts *triState) Set(v string) error {
	switch v {
	case "true", "1", "t", "T", "TRUE", "True":
		*ts = setTrue
	case "false", "0", "f", "F", "FALSE", "False":
		*ts = setFalse
	default:
		return fmt.Errorf("want true or false, got %q", v)
	}
	return nil
}
