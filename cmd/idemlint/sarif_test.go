package main_test

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/sarif"
	"github.com/idemlint/idemlint/internal/suite"
)

// TestSARIF checks `idemlint -format=sarif` on the examples against what
// the SARIF 2.1.0 schema requires (sarifLog: version, runs; run: tool;
// tool: driver; toolComponent: name; reportingDescriptor: id; result:
// message; message: text; region: startLine >= 1, startColumn >= 1) and
// what GitHub code scanning needs ($schema, rules with helpUri, ruleId,
// physicalLocation.artifactLocation.uri relative to the checkout). It
// decodes into generic maps so that a renamed or mistyped field of
// internal/sarif's structs fails here.
func TestSARIF(t *testing.T) {
	bin := idemlint(t)
	r := run(t, bin, "-C", "examples", "-format=sarif", "./...")
	require.Equal(t, 3, r.code, "findings: exit 3\n%s", r.stderr)

	var log map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &log), r.stdout)
	assert.Equal(t, "2.1.0", log["version"])
	schema, _ := log["$schema"].(string)
	assert.Regexp(t, `^https://.*sarif.*2\.1\.0.*\.json$`, schema)

	runs := list(t, log, "runs")
	require.Len(t, runs, 1)
	run0 := obj(t, runs[0], "runs[0]")
	driver := obj(t, obj(t, run0["tool"], "tool")["driver"], "tool.driver")
	assert.Equal(t, "idemlint", driver["name"])
	assert.NotEmpty(t, driver["version"], "driver.version")
	bases := obj(t, run0["originalUriBaseIds"], "originalUriBaseIds")
	srcroot, _ := obj(t, bases["SRCROOT"], "SRCROOT")["uri"].(string)
	assert.Equal(t, (&url.URL{Scheme: "file", Path: filepath.ToSlash(root) + "/"}).String(), srcroot, "SRCROOT is the repository root")
	if u, ok := driver["informationUri"].(string); ok {
		assertURL(t, u, "informationUri")
	}

	rules := list(t, driver, "rules")
	want := suite.Categories()
	require.Len(t, rules, len(want), "one rule per category")
	ids := map[string]int{}
	for i, ru := range rules {
		rule := obj(t, ru, "rule")
		id, _ := rule["id"].(string)
		require.NotEmpty(t, id, "rules[%d].id", i)
		_, dup := ids[id]
		assert.False(t, dup, "duplicate rule id %q", id)
		ids[id] = i
		assert.Equal(t, sarif.RuleID(want[i].Analyzer, want[i].Name), id, "rules[%d]", i)
		help, _ := rule["helpUri"].(string)
		assertURL(t, help, "rules["+id+"].helpUri")
		assert.Equal(t, idemcore.DocURL(want[i].Analyzer, want[i].Name), help, "rule %s: helpUri is the category's section of the analyzer's page", id)
		if sd, ok := rule["shortDescription"]; ok {
			assert.NotEmpty(t, obj(t, sd, "shortDescription")["text"], "rule %s shortDescription.text", id)
		}
	}

	results := list(t, run0, "results")
	require.Len(t, results, 1, "the examples have one finding")
	for i, re := range results {
		res := obj(t, re, "result")
		ruleID, _ := res["ruleId"].(string)
		idx, known := ids[ruleID]
		require.True(t, known, "results[%d].ruleId %q names a rule", i, ruleID)
		if ri, ok := res["ruleIndex"].(float64); ok {
			assert.Equal(t, float64(idx), ri, "results[%d].ruleIndex points at its rule", i)
		}
		if lvl, ok := res["level"]; ok {
			assert.Contains(t, []any{"none", "note", "warning", "error"}, lvl)
		}
		text, _ := obj(t, res["message"], "message")["text"].(string)
		assert.NotEmpty(t, text, "results[%d].message.text", i)
		fp, _ := obj(t, res["partialFingerprints"], "partialFingerprints")[sarif.FingerprintKey].(string)
		assert.Regexp(t, `^[0-9a-f]{32}$`, fp, "results[%d].partialFingerprints", i)

		locs := list(t, res, "locations")
		require.NotEmpty(t, locs, "results[%d].locations", i)
		for _, lo := range locs {
			pl := obj(t, obj(t, lo, "location")["physicalLocation"], "physicalLocation")
			uri, _ := obj(t, pl["artifactLocation"], "artifactLocation")["uri"].(string)
			require.NotEmpty(t, uri, "artifactLocation.uri")
			assert.Equal(t, "SRCROOT", obj(t, pl["artifactLocation"], "artifactLocation")["uriBaseId"], "uri %q is relative to SRCROOT", uri)
			u, err := url.Parse(uri)
			require.NoError(t, err, "uri %q is a URI reference", uri)
			assert.False(t, u.IsAbs() || strings.HasPrefix(uri, "/"), "uri %q is relative to the module root", uri)
			assert.NotContains(t, uri, `\`)
			region := obj(t, pl["region"], "region")
			line, _ := region["startLine"].(float64)
			assert.GreaterOrEqual(t, line, 1.0, "region.startLine")
			for _, k := range []string{"startColumn", "endLine", "endColumn"} {
				if v, ok := region[k]; ok {
					assert.GreaterOrEqual(t, v.(float64), 1.0, "region.%s", k)
				}
			}
			if el, ok := region["endLine"].(float64); ok {
				assert.GreaterOrEqual(t, el, line, "endLine >= startLine")
			}
		}
	}

	res := obj(t, results[0], "result")
	assert.Equal(t, "nodedupe", res["ruleId"])
	pl := obj(t, obj(t, list(t, res, "locations")[0], "location")["physicalLocation"], "physicalLocation")
	assert.Equal(t, "examples/payments/consumer/consumer.go", obj(t, pl["artifactLocation"], "")["uri"])
	region := obj(t, pl["region"], "region")
	assert.Equal(t, 35.0, region["startLine"])
	assert.Equal(t, 13.0, region["startColumn"])
	assert.Contains(t, obj(t, res["message"], "")["text"], "handler (*Consumer).Run")

	clean := run(t, bin, "-C", "examples", "-format=sarif", "./payments/fixed")
	require.Equal(t, 0, clean.code, clean.stderr)
	var cl map[string]any
	require.NoError(t, json.Unmarshal([]byte(clean.stdout), &cl))
	cr := list(t, obj(t, list(t, cl, "runs")[0], "runs[0]"), "results")
	assert.Empty(t, cr, "a clean run has results: [] (present, empty)")
}

func obj(t *testing.T, v any, what string) map[string]any {
	t.Helper()
	m, ok := v.(map[string]any)
	require.True(t, ok, "%s: want an object, got %T", what, v)
	return m
}

func list(t *testing.T, m map[string]any, key string) []any {
	t.Helper()
	l, ok := m[key].([]any)
	require.True(t, ok, "%s: want an array, got %T", key, m[key])
	return l
}

func assertURL(t *testing.T, s, what string) {
	t.Helper()
	u, err := url.Parse(s)
	if assert.NoError(t, err, what) {
		assert.True(t, u.IsAbs() && u.Host != "", "%s %q is an absolute URL", what, s)
	}
}

// sarifSchema compiles the vendored SARIF 2.1.0 schema (OASIS errata01).
func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open(filepath.Join(root, "internal", "sarif", "testdata", "sarif-schema-2.1.0.json"))
	require.NoError(t, err)
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	require.NoError(t, c.AddResource("sarif-schema-2.1.0.json", doc))
	sch, err := c.Compile("sarif-schema-2.1.0.json")
	require.NoError(t, err)
	return sch
}

// TestSARIFSchema validates -format=sarif against the SARIF 2.1.0 JSON
// schema: on the examples (a finding with no related positions, paths
// below the repository root), on an empty run, and on a fixture run in
// GOPATH mode whose checkthenwrite findings carry the check's position
// as a related location. The validator fails on a mistyped, misplaced or
// misspelt property (the schema forbids additional properties).
func TestSARIFSchema(t *testing.T) {
	bin := idemlint(t)
	sch := sarifSchema(t)
	validate := func(name, out string) map[string]any {
		t.Helper()
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(out))
		require.NoError(t, err, name)
		if err := sch.Validate(inst); err != nil {
			t.Errorf("%s: SARIF does not validate against the 2.1.0 schema: %v", name, err)
		}
		var log map[string]any
		require.NoError(t, json.Unmarshal([]byte(out), &log))
		return log
	}
	r := run(t, bin, "-C", "examples", "-format=sarif", "./...")
	require.Equal(t, 3, r.code, r.stderr)
	validate("examples", r.stdout)
	// The validator is not a no-op: a level SARIF does not define fails.
	bad, err := jsonschema.UnmarshalJSON(strings.NewReader(strings.Replace(r.stdout, `"level": "warning"`, `"level": "warn"`, 1)))
	require.NoError(t, err)
	assert.Error(t, sch.Validate(bad), "an invalid level is rejected")
	r = run(t, bin, "-C", "examples", "-format=sarif", "./payments/fixed")
	require.Equal(t, 0, r.code, r.stderr)
	validate("clean", r.stdout)

	src, env := fixtureGOPATH(t)
	r = runIn(t, src, env, bin, "-format=sarif", "./checkthenwrite/fix")
	require.Equal(t, 3, r.code, r.stderr)
	log := validate("checkthenwrite/fix", r.stdout)
	run0 := obj(t, list(t, log, "runs")[0], "runs[0]")
	related := 0
	for _, re := range list(t, run0, "results") {
		res := obj(t, re, "result")
		rl, ok := res["relatedLocations"].([]any)
		if !ok {
			continue
		}
		for _, l := range rl {
			loc := obj(t, l, "relatedLocation")
			if text, _ := obj(t, loc["message"], "message")["text"].(string); strings.HasPrefix(text, "the check: ") {
				related++
			}
			al := obj(t, obj(t, loc["physicalLocation"], "physicalLocation")["artifactLocation"], "artifactLocation")
			assert.Equal(t, "checkthenwrite/fix/fix.go", al["uri"])
			assert.Equal(t, "SRCROOT", al["uriBaseId"])
		}
	}
	assert.NotZero(t, related, "checkthenwrite findings point at their check")
	bases := obj(t, run0["originalUriBaseIds"], "originalUriBaseIds")
	wd, _ := filepath.EvalSymlinks(src)
	got, _ := obj(t, bases["SRCROOT"], "SRCROOT")["uri"].(string)
	assert.Contains(t, []string{(&url.URL{Scheme: "file", Path: filepath.ToSlash(src) + "/"}).String(), (&url.URL{Scheme: "file", Path: filepath.ToSlash(wd) + "/"}).String()}, got, "outside a VCS checkout and a module, SRCROOT is the working directory")
}
