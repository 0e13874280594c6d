// Package sarif renders idemlint's findings as SARIF 2.1.0 for code scanning.
package sarif

import (
	"crypto/sha256"
	"fmt"
	"go/token"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
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
	ID               string         `json:"id"`
	Name             string         `json:"name"`
	ShortDescription Message        `json:"shortDescription"`
	FullDescription  Message        `json:"fullDescription"`
	HelpURI          string         `json:"helpUri"`
	Properties       map[string]any `json:"properties,omitempty"`
}

type Message struct {
	Text string `json:"text"`
}

type Result struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             Message           `json:"message"`
	Locations           []Location        `json:"locations"`
	RelatedLocations    []Location        `json:"relatedLocations,omitempty"`
	PartialFingerprints map[string]string `json:"partialFingerprints,omitempty"`
	Properties          map[string]any    `json:"properties,omitempty"`
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
	Analyzer string
	Category string // with the analyzer, the rule ("" or the analyzer's name: its own category)
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

// RuleInfo describes one category of finding: a rule.
type RuleInfo struct {
	Analyzer, Category string
	// Title is its one-line description; Doc its longer one.
	Title, Doc string
	// HelpURI is its documentation: the analyzer's page, at the category's
	// section.
	HelpURI string
}

// RuleID is the rule of an analyzer's category: the analyzer's name for
// its own category, "analyzer/category" for the others
// ("nodedupe/seenset-store").
func RuleID(analyzer, category string) string {
	if category == "" || category == analyzer {
		return analyzer
	}
	return analyzer + "/" + category
}

// FingerprintKey names idemlint's entry in a result's partialFingerprints.
const FingerprintKey = "idemlintFinding/v1"

// Build converts findings into a SARIF log with one rule per category: the
// given rules, in their order, and a rule for any other category a finding
// has (described by its analyzer). Each result carries a partial
// fingerprint that survives edits elsewhere in its file (see Fingerprint).
func Build(findings []Finding, rules []RuleInfo, analyzers []*analysis.Analyzer, opts Options) *Log {
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
	byName := map[string]*analysis.Analyzer{}
	for _, a := range analyzers {
		byName[a.Name] = a
	}
	index := map[string]int{}
	addRule := func(ri RuleInfo) int {
		id := RuleID(ri.Analyzer, ri.Category)
		if i, ok := index[id]; ok {
			return i
		}
		a := byName[ri.Analyzer]
		if ri.Title == "" && a != nil {
			ri.Title = strings.SplitN(a.Doc, "\n", 2)[0]
		}
		if ri.Doc == "" {
			ri.Doc = ri.Title
			if a != nil && (ri.Category == "" || ri.Category == ri.Analyzer) {
				ri.Doc = a.Doc
			}
		}
		if ri.HelpURI == "" && a != nil {
			ri.HelpURI = a.URL
		}
		category := ri.Category
		if category == "" {
			category = ri.Analyzer
		}
		index[id] = len(run.Tool.Driver.Rules)
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, Rule{ID: id, Name: id, ShortDescription: Message{ri.Title}, FullDescription: Message{ri.Doc},
			HelpURI: ri.HelpURI, Properties: map[string]any{"analyzer": ri.Analyzer, "category": category}})
		return index[id]
	}
	for _, ri := range rules {
		addRule(ri)
	}
	fp := newFingerprinter(opts.Root)
	for _, f := range findings {
		ri := addRule(RuleInfo{Analyzer: f.Analyzer, Category: f.Category})
		r := Result{RuleID: run.Tool.Driver.Rules[ri].ID, RuleIndex: ri, Level: "warning", Message: Message{f.Message},
			Locations:           []Location{{PhysicalLocation: physical(opts.Root, f.Pos, f.End)}},
			PartialFingerprints: map[string]string{FingerprintKey: fp.of(f)}}
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

// A fingerprinter computes the partial fingerprints of one run's results.
type fingerprinter struct {
	root  string
	files map[string][]string // file → its lines
	seen  map[string]int      // fingerprint → results that had it so far
}

func newFingerprinter(root string) *fingerprinter {
	return &fingerprinter{root: root, files: map[string][]string{}, seen: map[string]int{}}
}

// of returns f's fingerprint; a second result with the same one in the run
// (the same finding on two identical lines of one file) gets ":2", and so on.
func (fp *fingerprinter) of(f Finding) string {
	lines, ok := fp.files[f.Pos.Filename]
	if !ok {
		if data, err := os.ReadFile(f.Pos.Filename); err == nil {
			lines = strings.Split(string(data), "\n")
		}
		fp.files[f.Pos.Filename] = lines
	}
	text := ""
	if f.Pos.Line >= 1 && f.Pos.Line <= len(lines) {
		text = lines[f.Pos.Line-1]
	}
	h := Fingerprint(f, artifact(fp.root, f.Pos.Filename).URI, text)
	fp.seen[h]++
	if n := fp.seen[h]; n > 1 {
		h += ":" + strconv.Itoa(n)
	}
	return h
}

// Fingerprint identifies a finding across commits, so that code scanning
// tracks it while the code around it changes: a hash of its analyzer,
// category and message (which name the handler and the effect), its file
// (path, as in the log) and the text of its line with the whitespace
// normalised, but no line or column number: an edit above the finding, or
// a reindentation, keeps it; an edit of its line, a rename of its handler
// or a new effect changes it.
func Fingerprint(f Finding, file, lineText string) string {
	h := sha256.New()
	for _, part := range []string{f.Analyzer, f.Category, file, normalize(positions.ReplaceAllString(f.Message, "$1")), normalize(lineText)} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return fmt.Sprintf("%x", h.Sum(nil))[:32]
}

// positions matches "file.go:123" in a message: the file stays, the line goes.
var positions = regexp.MustCompile(`(\.go):\d+(:\d+)?`)

func normalize(s string) string { return strings.Join(strings.Fields(s), " ") }
