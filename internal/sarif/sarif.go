// Package sarif renders idemlint's findings as SARIF 2.1.0 for code scanning.
package sarif

import (
	"go/token"
	"net/url"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/mod/semver"
	"golang.org/x/tools/go/analysis"
)

// Log is the subset of SARIF 2.1.0 idemlint emits.
type Log struct {
	Schema  string `json:"$schema"`
	Version string `json:"version"`
	Runs    []Run  `json:"runs"`
}

type Run struct {
	Tool               Tool                        `json:"tool"`
	OriginalURIBaseIDs map[string]ArtifactLocation `json:"originalUriBaseIds,omitempty"`
	Results            []Result                    `json:"results"`
}

type Tool struct {
	Driver Driver `json:"driver"`
}

type Driver struct {
	Name            string `json:"name"`
	Version         string `json:"version,omitempty"`
	SemanticVersion string `json:"semanticVersion,omitempty"`
	InformationURI  string `json:"informationUri"`
	Rules           []Rule `json:"rules"`
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
	RuleID           string         `json:"ruleId"`
	RuleIndex        int            `json:"ruleIndex"`
	Level            string         `json:"level"`
	Message          Message        `json:"message"`
	Locations        []Location     `json:"locations"`
	RelatedLocations []Location     `json:"relatedLocations,omitempty"`
	Properties       map[string]any `json:"properties,omitempty"`
}

type Location struct {
	ID               int              `json:"id,omitempty"`
	PhysicalLocation PhysicalLocation `json:"physicalLocation"`
	Message          *Message         `json:"message,omitempty"`
}

type PhysicalLocation struct {
	ArtifactLocation ArtifactLocation `json:"artifactLocation"`
	Region           Region           `json:"region"`
}

type ArtifactLocation struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type Region struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// Finding is one diagnostic to render.
type Finding struct {
	Analyzer string // the rule
	Category string
	Message  string
	Pos, End token.Position
	Related  []Related
}

// Related is a position that explains a finding (the check of a
// check-then-write, a guard, the other paths to an effect).
type Related struct {
	Pos, End token.Position
	Message  string
}

// Options says what the log describes.
type Options struct {
	// Version is idemlint's version (driver.version).
	Version string
	// Root is the absolute directory that artifact URIs are relative
	// to: the repository root, given to consumers as SRCROOT.
	Root string
}

// SrcRoot is the uriBaseId of every artifact location below the root.
const SrcRoot = "SRCROOT"

// Build converts findings into a SARIF log with one rule per analyzer.
func Build(findings []Finding, analyzers []*analysis.Analyzer, opts Options) *Log {
	run := Run{
		Tool:    Tool{Driver: Driver{Name: "idemlint", InformationURI: "https://github.com/idemlint/idemlint", Version: opts.Version}},
		Results: []Result{},
	}
	if semver.IsValid(opts.Version) {
		run.Tool.Driver.SemanticVersion = strings.TrimPrefix(opts.Version, "v")
	}
	if opts.Root != "" {
		run.OriginalURIBaseIDs = map[string]ArtifactLocation{SrcRoot: {URI: dirURI(opts.Root)}}
	}
	index := map[string]int{}
	for i, a := range analyzers {
		index[a.Name] = i
		title := strings.SplitN(a.Doc, "\n", 2)[0]
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, Rule{ID: a.Name, Name: a.Name, ShortDescription: Message{title}, FullDescription: Message{a.Doc}, HelpURI: a.URL})
	}
	for _, f := range findings {
		r := Result{RuleID: f.Analyzer, RuleIndex: index[f.Analyzer], Level: "warning", Message: Message{f.Message},
			Locations: []Location{{PhysicalLocation: physical(opts.Root, f.Pos, f.End)}}}
		for i, rel := range f.Related {
			r.RelatedLocations = append(r.RelatedLocations, Location{ID: i + 1, PhysicalLocation: physical(opts.Root, rel.Pos, rel.End), Message: &Message{rel.Message}})
		}
		if f.Category != "" {
			r.Properties = map[string]any{"category": f.Category}
		}
		run.Results = append(run.Results, r)
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
	return &Log{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []Run{run}}
}

func physical(root string, p, e token.Position) PhysicalLocation {
	if !e.IsValid() {
		e = p
	}
	return PhysicalLocation{ArtifactLocation: artifact(root, p.Filename), Region: Region{StartLine: p.Line, StartColumn: p.Column, EndLine: e.Line, EndColumn: e.Column}}
}

// artifact locates a file: relative to SRCROOT when it is below the
// root, else by an absolute file URI.
func artifact(root, name string) ArtifactLocation {
	if root != "" {
		if rel, err := filepath.Rel(root, name); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel) {
			return ArtifactLocation{URI: (&url.URL{Path: filepath.ToSlash(rel)}).String(), URIBaseID: SrcRoot}
		}
	}
	return ArtifactLocation{URI: fileURI(name)}
}

func fileURI(name string) string {
	p := filepath.ToSlash(name)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // C:/x → /C:/x
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

func dirURI(dir string) string {
	u := fileURI(dir)
	if !strings.HasSuffix(u, "/") {
		u += "/"
	}
	return u
}
