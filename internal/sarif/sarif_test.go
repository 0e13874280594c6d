package sarif

import (
	"bytes"
	"encoding/json"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/tools/go/analysis"
)

const handlerSrc = `package p

func handle(m Msg) {
	db.Exec("UPDATE t SET n = n + 1 WHERE k = $1", m.Key)
}
`

// build writes src to dir/p.go and builds the log of one finding on the
// line holding needle.
func build(t *testing.T, dir, src, needle, msg string) *Log {
	t.Helper()
	name := filepath.Join(dir, "p.go")
	if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	line := 0
	for i, l := range strings.Split(src, "\n") {
		if strings.Contains(l, needle) {
			line = i + 1
			break
		}
	}
	if line == 0 {
		t.Fatalf("%q not in the source", needle)
	}
	f := Finding{Analyzer: "nodedupe", Category: "nodedupe", Message: msg,
		Pos: token.Position{Filename: name, Line: line, Column: 2}, End: token.Position{Filename: name, Line: line, Column: 40}}
	return Build([]Finding{f}, nil, nil, Options{Version: "v1.2.3", Root: dir})
}

func fingerprint(t *testing.T, log *Log) string {
	t.Helper()
	rs := log.Runs[0].Results
	if len(rs) != 1 {
		t.Fatalf("want 1 result, got %d", len(rs))
	}
	fp := rs[0].PartialFingerprints[FingerprintKey]
	if fp == "" {
		t.Fatalf("no %s in partialFingerprints: %v", FingerprintKey, rs[0].PartialFingerprints)
	}
	return fp
}

// TestFingerprintStable: a finding keeps its partial fingerprint when the
// file is edited above it (its line number changes) or its line is
// reindented, and gets another when its own line, its message or its file
// changes.
func TestFingerprintStable(t *testing.T) {
	dir := t.TempDir()
	const msg = "handler handle: a redelivery bumps a counter again (UPDATE t SET n = n + 1 WHERE k = $1); dedupe on m.ID"
	const needle = "db.Exec("
	base := fingerprint(t, build(t, dir, handlerSrc, needle, msg))

	edited := strings.Replace(handlerSrc, "package p\n", "package p\n\n// Added above the finding.\nimport \"fmt\"\n\nvar _ = fmt.Sprint\n", 1)
	log := build(t, dir, edited, needle, msg)
	if got := log.Runs[0].Results[0].Locations[0].PhysicalLocation.Region.StartLine; got != 9 {
		t.Fatalf("the edit moved the finding to line %d, want 9", got)
	}
	if got := fingerprint(t, log); got != base {
		t.Errorf("an edit above the finding changed its fingerprint: %s → %s", base, got)
	}
	reindented := strings.Replace(handlerSrc, "\tdb.Exec(", "        db.Exec(", 1)
	if got := fingerprint(t, build(t, dir, reindented, needle, msg)); got != base {
		t.Errorf("reindenting the line changed the fingerprint")
	}

	changedLine := strings.Replace(handlerSrc, "n = n + 1", "n = n + 2", 1)
	if got := fingerprint(t, build(t, dir, changedLine, needle, msg)); got == base {
		t.Errorf("an edit of the finding's line kept its fingerprint")
	}
	if got := fingerprint(t, build(t, dir, handlerSrc, needle, strings.Replace(msg, "handler handle", "handler other", 1))); got == base {
		t.Errorf("another handler's finding has the same fingerprint")
	}
	other := t.TempDir()
	if got := fingerprint(t, build(t, other, handlerSrc, needle, msg)); got != base {
		// The same relative path under another root: the same finding.
		t.Errorf("the fingerprint depends on the checkout's absolute path")
	}
}

// TestFingerprintDuplicates: the same finding on two identical lines of a
// file gets two fingerprints.
func TestFingerprintDuplicates(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "p.go")
	src := "package p\n\nfunc f() {\n\tbump()\n\tbump()\n}\n"
	if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var fs []Finding
	for _, line := range []int{4, 5} {
		fs = append(fs, Finding{Analyzer: "nodedupe", Message: "handler f: a redelivery bumps a counter again", Pos: token.Position{Filename: name, Line: line, Column: 2}})
	}
	rs := Build(fs, nil, nil, Options{Root: dir}).Runs[0].Results
	a, b := rs[0].PartialFingerprints[FingerprintKey], rs[1].PartialFingerprints[FingerprintKey]
	if a == b || !strings.HasPrefix(b, a) || !strings.HasSuffix(b, ":2") {
		t.Errorf("two findings on identical lines: fingerprints %q and %q, want X and X:2", a, b)
	}
}

// TestRulesPerCategory: one rule per category, in the given order, each
// with its help URI; a result points at its category's rule; a category
// not given gets a rule described by its analyzer.
func TestRulesPerCategory(t *testing.T) {
	rules := []RuleInfo{
		{Analyzer: "nodedupe", Category: "nodedupe", Title: "t1", HelpURI: "https://example.com/docs/nodedupe.md"},
		{Analyzer: "nodedupe", Category: "seenset-store", Title: "t2", HelpURI: "https://example.com/docs/nodedupe.md#seenset-store"},
	}
	as := []*analysis.Analyzer{{Name: "keysource", Doc: "Keysource reports keys.\n\nMore.", URL: "https://example.com/docs/keysource.md"}}
	fs := []Finding{
		{Analyzer: "nodedupe", Category: "seenset-store", Message: "m1", Pos: token.Position{Filename: "/nowhere/a.go", Line: 3, Column: 1}},
		{Analyzer: "nodedupe", Category: "nodedupe", Message: "m2", Pos: token.Position{Filename: "/nowhere/a.go", Line: 4, Column: 1}},
		{Analyzer: "keysource", Category: "per-attempt-key", Message: "m3", Pos: token.Position{Filename: "/nowhere/a.go", Line: 5, Column: 1}},
	}
	run := Build(fs, rules, as, Options{Root: "/nowhere"}).Runs[0]
	var ids []string
	for _, r := range run.Tool.Driver.Rules {
		ids = append(ids, r.ID+" "+r.HelpURI)
	}
	want := []string{"nodedupe https://example.com/docs/nodedupe.md", "nodedupe/seenset-store https://example.com/docs/nodedupe.md#seenset-store", "keysource/per-attempt-key https://example.com/docs/keysource.md"}
	if strings.Join(ids, "\n") != strings.Join(want, "\n") {
		t.Errorf("rules:\n%s\nwant:\n%s", strings.Join(ids, "\n"), strings.Join(want, "\n"))
	}
	for _, r := range run.Results {
		rule := run.Tool.Driver.Rules[r.RuleIndex]
		if rule.ID != r.RuleID {
			t.Errorf("result %q: ruleIndex %d is rule %s, ruleId %s", r.Message.Text, r.RuleIndex, rule.ID, r.RuleID)
		}
	}
	if got := run.Tool.Driver.Rules[2].ShortDescription.Text; got != "Keysource reports keys." {
		t.Errorf("an undeclared category's rule is described by its analyzer: %q", got)
	}
}

// TestSchema validates a log with every optional part idemlint writes
// (rules with properties, related locations, fingerprints, categories)
// against the SARIF 2.1.0 schema.
func TestSchema(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("sarif-schema-2.1.0.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	name := filepath.Join(dir, "p.go")
	if err := os.WriteFile(name, []byte(handlerSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	fs := []Finding{{Analyzer: "nodedupe", Category: "seenset-store", Message: "handler handle dedupes in redis but writes SQL",
		Pos: token.Position{Filename: name, Line: 4, Column: 2}, End: token.Position{Filename: name, Line: 4, Column: 50},
		Related: []Related{{Pos: token.Position{Filename: name, Line: 3, Column: 1}, Message: "the seen-set guard"}}}}
	rules := []RuleInfo{{Analyzer: "nodedupe", Category: "seenset-store", Title: "A seen-set", HelpURI: "https://example.com/docs/nodedupe.md#seenset-store"}}
	for _, log := range []*Log{Build(fs, rules, nil, Options{Version: "v1.0.0", Root: dir}), Build(nil, rules, nil, Options{Root: dir})} {
		var buf bytes.Buffer
		if err := json.NewEncoder(&buf).Encode(log); err != nil {
			t.Fatal(err)
		}
		inst, err := jsonschema.UnmarshalJSON(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(inst); err != nil {
			t.Errorf("the log does not validate against the SARIF 2.1.0 schema: %v", err)
		}
	}
	// The validator is not a no-op: a fingerprint that is not a string fails.
	var buf bytes.Buffer
	json.NewEncoder(&buf).Encode(Build(fs, rules, nil, Options{Root: dir}))
	bad := strings.Replace(buf.String(), `"partialFingerprints":{"idemlintFinding/v1":"`, `"partialFingerprints":{"idemlintFinding/v1":7,"x":"`, 1)
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(bad))
	if err != nil {
		t.Fatal(err)
	}
	if bad == buf.String() || sch.Validate(inst) == nil {
		t.Error("an invalid partialFingerprints value is accepted")
	}
}
