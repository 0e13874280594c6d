// Package sarif renders idemlint's findings as SARIF 2.1.0 for code scanning.
package sarif

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/idemcore"
)

// Log is the subset of SARIF 2.1.0 idemlint emits.
type Log struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []Run  `json:"runs"`
}

type Run struct {
	Tool    Tool     `json:"tool"`
	Results []Result `json:"results"`
}

type Tool struct {
	Driver Driver `json:"driver"`
}

type Driver struct {
	Name           string `json:"name"`
	InformationURI string `json:"informationUri"`
	Rules          []Rule `json:"rules"`
}

type Rule struct {
	ID               string  `json:"id"`
	Name             string  `json:"name"`
	ShortDescription Message `json:"shortDescription"`
	FullDescription  Message `json:"fullDescription"`
	HelpURI          string  `json:"helpUri"`
}

type Message struct {
	Text string `json:"text"`
}

type Result struct {
	RuleID     string         `json:"ruleId"`
	RuleIndex  int            `json:"ruleIndex"`
	Level      string         `json:"level"`
	Message    Message        `json:"message"`
	Locations  []Location     `json:"locations"`
	Properties map[string]any `json:"properties,omitempty"`
}

type Location struct {
	PhysicalLocation PhysicalLocation `json:"physicalLocation"`
}

type PhysicalLocation struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Region           Region           `json:"region"`
}

type ArtifactLocation struct {
	URI string `json:"uri"`
}

type Region struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// Main runs the analyzers on the package patterns in args and writes SARIF.
// It returns the exit code: 0 clean, 3 findings, 1 errors.
func Main(stdout, stderr io.Writer, args []string, analyzers []*analysis.Analyzer) int {
	fs := flag.NewFlagSet("idemlint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	tests := fs.Bool("test", true, "analyze test files too")
	fs.StringVar(&idemcore.ConfigPath, "config", "", "configuration file")
	enabled := map[string]*bool{}
	for _, a := range analyzers {
		enabled[a.Name] = fs.Bool(a.Name, false, "enable only "+a.Name)
	}
	if err := fs.Parse(args); err != nil {
		return 1
	}
	var selected []*analysis.Analyzer
	for _, a := range analyzers {
		if *enabled[a.Name] {
			selected = append(selected, a)
		}
	}
	if len(selected) == 0 {
		selected = analyzers
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "idemlint: no packages given")
		return 1
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: *tests}
	pkgs, err := packages.Load(cfg, fs.Args()...)
	if err != nil {
		fmt.Fprintf(stderr, "idemlint: %v\n", err)
		return 1
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		return 1
	}
	graph, err := checker.Analyze(selected, pkgs, nil)
	if err != nil {
		fmt.Fprintf(stderr, "idemlint: %v\n", err)
		return 1
	}
	log, errs := Build(graph, selected)
	for _, e := range errs {
		fmt.Fprintf(stderr, "idemlint: %v\n", e)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(log); err != nil {
		fmt.Fprintf(stderr, "idemlint: %v\n", err)
		return 1
	}
	switch {
	case len(errs) > 0:
		return 1
	case len(log.Runs[0].Results) > 0:
		return 3
	}
	return 0
}

// Build converts a checker graph into a SARIF log.
func Build(graph *checker.Graph, analyzers []*analysis.Analyzer) (*Log, []error) {
	run := Run{Tool: Tool{Driver: Driver{Name: "idemlint", InformationURI: "https://github.com/idemlint/idemlint"}}, Results: []Result{}}
	index := map[string]int{}
	for i, a := range analyzers {
		index[a.Name] = i
		title := strings.SplitN(a.Doc, "\n", 2)[0]
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, Rule{ID: a.Name, Name: a.Name, ShortDescription: Message{title}, FullDescription: Message{a.Doc}, HelpURI: a.URL})
	}
	var errs []error
	seen := map[string]bool{}
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			errs = append(errs, fmt.Errorf("%s: %v", act, act.Err))
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			p := fset.Position(d.Pos)
			e := p
			if d.End.IsValid() {
				e = fset.Position(d.End)
			}
			key := fmt.Sprintf("%s:%d:%d:%s:%s", p.Filename, p.Line, p.Column, act.Analyzer.Name, d.Message)
			if seen[key] {
				continue
			}
			seen[key] = true
			r := Result{RuleID: act.Analyzer.Name, RuleIndex: index[act.Analyzer.Name], Level: "warning", Message: Message{d.Message},
				Locations: []Location{{PhysicalLocation{ArtifactLocation{URI: uri(p.Filename)}, Region{StartLine: p.Line, StartColumn: p.Column, EndLine: e.Line, EndColumn: e.Column}}}}}
			if d.Category != "" {
				r.Properties = map[string]any{"category": d.Category}
			}
			run.Results = append(run.Results, r)
		}
	}
	sort.SliceStable(run.Results, func(i, j int) bool {
		a, b := run.Results[i].Locations[0].PhysicalLocation, run.Results[j].Locations[0].PhysicalLocation
		if a.ArtifactLocation.URI != b.ArtifactLocation.URI {
			return a.ArtifactLocation.URI < b.ArtifactLocation.URI
		}
		if a.Region.StartLine != b.Region.StartLine {
			return a.Region.StartLine < b.Region.StartLine
		}
		return run.Results[i].RuleID < run.Results[j].RuleID
	})
	return &Log{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []Run{run}}, errs
}

func uri(name string) string {
	if rel, err := filepath.Rel(mustWd(), name); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return "file://" + filepath.ToSlash(name)
}

func mustWd() string {
	wd, err := filepath.Abs(".")
	if err != nil {
		return "/"
	}
	return wd
}
