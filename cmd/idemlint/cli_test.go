package main_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"go/format"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runIn runs name with args in dir, with extra environment variables.
func runIn(t *testing.T, dir string, env []string, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if err != nil {
		var ee *exec.ExitError
		require.True(t, errors.As(err, &ee), "%s %v: %v", name, args, err)
		code = ee.ExitCode()
	}
	return result{stdout.String(), stderr.String(), code}
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(src), 0o644))
	}
}

// The service module of these tests: a worker whose handler is declared
// only in .idemlint.yml and posts to a ledger over HTTP. It has a test
// file, so the package has a test variant.
var service = map[string]string{
	"go.mod": "module example.com/t\n\ngo 1.26\n",
	"ledger/ledger.go": `package ledger

import (
	"context"
	"net/http"
	"strings"
)

type Client struct{ URL string }

func (c *Client) Post(ctx context.Context, account string, cents int) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.URL+"/entries", strings.NewReader(account))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
`,
	"svc/svc.go": `package svc

import (
	"context"

	"example.com/t/ledger"
)

type Msg struct {
	ID      string
	Account string
	Cents   int
}

type Worker struct{ L *ledger.Client }

func (w *Worker) Handle(ctx context.Context, m Msg) error { return w.L.Post(ctx, m.Account, m.Cents) }

func (w *Worker) HandleCredit(ctx context.Context, m Msg) error { return nil }
`,
	"svc/svc_test.go": `package svc

import (
	"context"
	"testing"
)

func TestHandle(t *testing.T) { _ = (&Worker{}).Handle(context.Background(), Msg{}) }
`,
	"app/app.go": `package app

import (
	"context"

	"example.com/t/svc"
)

func Run() error { return (&svc.Worker{}).Handle(context.Background(), svc.Msg{ID: "1"}) }
`,
}

const (
	withHandler = "version: 1\nhandlers:\n  - func: \"(*example.com/t/svc.Worker).Handle\"\n"
	noHandler   = "version: 1\nsender_id_fields: [message_id]\n"
	broken      = "version: 1\nhandlers:\n  - func: \"(*example.com/t/svc.Worker).Handle\"\neffects:\n  - func: \"(*example.com/t/ledger.Client).Post\"\n    kind: teleport\n"
	finding     = "svc/svc.go:17:68: handler (*Worker).Handle: "
)

func serviceModule(t *testing.T, config string) string {
	t.Helper()
	dir := t.TempDir()
	writeFiles(t, dir, service)
	if config != "" {
		writeFiles(t, dir, map[string]string{".idemlint.yml": config})
	}
	return dir
}

// noNoise: no internal analyzer name, no prerequisite lines, no "-:".
func noNoise(t *testing.T, out string) {
	t.Helper()
	assert.NotContains(t, out, "idemcore")
	assert.NotContains(t, out, "prerequisite")
	assert.NotContains(t, out, "analysis skipped")
	assert.NotRegexp(t, `(?m)^-: `, out)
}

// TestVetSeesConfigChanges: go vet caches each package's result by the
// vet tool's -V=full line; idemlint puts a digest of the configuration
// files in it, so editing .idemlint.yml (or the file $IDEMLINT_CONFIG
// names) takes effect on the next go vet run: in the module root, as
// the docs' CI recipe runs it, and in a package directory, as editors'
// vet-on-save does. A broken file fails the run once, with its file,
// line, column and field.
func TestVetSeesConfigChanges(t *testing.T) {
	bin := idemlint(t)
	dir := serviceModule(t, withHandler)
	cfg := filepath.Join(dir, ".idemlint.yml")
	vet := func(in string, env ...string) result {
		return runIn(t, in, env, "go", "vet", "-vettool="+bin, "./...")
	}

	r := vet(dir)
	require.Equal(t, 1, r.code, "the configured handler is reported:\n%s", r.stderr)
	assert.Contains(t, r.stderr, finding)
	assert.Contains(t, r.stderr, "[nodedupe]")

	require.NoError(t, os.WriteFile(cfg, []byte(noHandler), 0o644))
	r = vet(dir)
	assert.Equal(t, 0, r.code, "the handler is no longer configured:\n%s", r.stderr)
	assert.NotContains(t, r.stderr, finding)
	r = vet(filepath.Join(dir, "svc"))
	assert.Equal(t, 0, r.code, "in the package directory too:\n%s", r.stderr)

	require.NoError(t, os.WriteFile(cfg, []byte(broken), 0o644))
	for _, in := range []string{dir, filepath.Join(dir, "svc")} {
		r = vet(in)
		assert.Equal(t, 1, r.code, "a broken config fails go vet:\n%s", r.stderr)
		assert.Regexp(t, `\.idemlint\.yml:6:11: effects\[0\]\.kind: unknown kind "teleport"`, r.stderr)
		assert.Equal(t, 1, strings.Count(r.stderr, "teleport"), "reported once, not per package:\n%s", r.stderr)
		noNoise(t, r.stderr)
	}

	require.NoError(t, os.WriteFile(cfg, []byte(withHandler), 0o644))
	r = vet(filepath.Join(dir, "svc"))
	assert.Equal(t, 1, r.code, "the handler is back:\n%s", r.stderr)
	assert.Contains(t, r.stderr, "svc.go:17:68: handler (*Worker).Handle")

	// A file named by $IDEMLINT_CONFIG (go vet's cache sees its content;
	// it does not see a -config file's).
	require.NoError(t, os.Remove(cfg))
	other := filepath.Join(t.TempDir(), "idemlint.yml")
	require.NoError(t, os.WriteFile(other, []byte(withHandler), 0o644))
	r = vet(dir, "IDEMLINT_CONFIG="+other)
	assert.Equal(t, 1, r.code, r.stderr)
	assert.Contains(t, r.stderr, finding)
	require.NoError(t, os.WriteFile(other, []byte(noHandler), 0o644))
	r = vet(dir, "IDEMLINT_CONFIG="+other)
	assert.Equal(t, 0, r.code, "an edit of $IDEMLINT_CONFIG's file takes effect:\n%s", r.stderr)
}

// TestConfigErrorOnce: a malformed .idemlint.yml is printed once, with
// file:line:col and field, in standalone runs and under go vet, and no
// analyzer-internal lines.
func TestConfigErrorOnce(t *testing.T) {
	bin := idemlint(t)
	dir := serviceModule(t, broken)
	for _, args := range [][]string{{bin, "./..."}, {bin, "-json", "./..."}, {bin, "-format=sarif", "./..."}, {"go", "vet", "-vettool=" + bin, "./..."}, {"go", "vet", "-vettool=" + bin, "-json", "./..."}} {
		r := runIn(t, dir, nil, args[0], args[1:]...)
		assert.Equal(t, 1, r.code, "%v:\n%s", args, r.stderr)
		assert.Equal(t, 1, strings.Count(r.stderr, `effects[0].kind: unknown kind "teleport"`), "%v: once:\n%s", args, r.stderr)
		assert.Contains(t, r.stderr, ".idemlint.yml:6:11: ")
		noNoise(t, r.stdout+r.stderr)
	}
}

// TestLoadErrorsOnce: load and type errors are printed once each, as the
// loader gives them, without "-:" or analyzer lines; exit 1.
func TestLoadErrorsOnce(t *testing.T) {
	bin := idemlint(t)
	dir := serviceModule(t, withHandler)
	writeFiles(t, dir, map[string]string{"bad/bad.go": "package bad\n\nimport \"example.com/t/ledger\"\n\nvar _ int = \"x\"\nvar _ = ledger.Client{}\n"})
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{bin, "./bad"}, `bad/bad.go:5:13: cannot use "x"`},
		{[]string{bin, "-json", "./bad"}, `bad/bad.go:5:13: cannot use "x"`},
		{[]string{bin, "./nosuch"}, "nosuch"},
		{[]string{"go", "vet", "-vettool=" + bin, "./bad"}, `bad/bad.go:5:13: cannot use "x"`},
	} {
		r := runIn(t, dir, nil, tc.args[0], tc.args[1:]...)
		assert.Equal(t, 1, r.code, "%v:\n%s", tc.args, r.stderr)
		assert.Contains(t, r.stderr, tc.want, "%v", tc.args)
		assert.Equal(t, 1, strings.Count(r.stderr, tc.want), "%v: once:\n%s", tc.args, r.stderr)
		noNoise(t, r.stdout+r.stderr)
	}
}

// TestConfigNameWarnings: a configured name that matches nothing in the
// loaded program is a warning with the entry's file:line:col and field:
// a method missing from a loaded type, a field missing from a loaded
// struct, a package path of the main module with no Go files. It does
// not change the exit status. A name in a package this run does not load
// (outside the main module) is not reported: nothing is known about it.
func TestConfigNameWarnings(t *testing.T) {
	bin := idemlint(t)
	cfg := `version: 1
handlers:
  - func: "(*example.com/t/svc.Worker).Handle"
  - func: "(*example.com/t/svc.Worker).HandleCredt"
sender_ids:
  - field: "example.com/t/svc.Msg.Idd"
  - field: "example.com/t/svc.Msg.ID"
effects:
  - func: "(*example.com/t/ledger.Client).Post"
    kind: charge
  - func: "example.com/t/ledgr.Post"
    kind: charge
  - func: "(*github.com/elsewhere/lib.Client).Do"
    kind: send
`
	dir := serviceModule(t, cfg)
	want := []string{
		`.idemlint.yml:4:11: handlers[1].func: (*example.com/t/svc.Worker).HandleCredt matches nothing in the loaded program: type Worker has no method HandleCredt (did you mean HandleCredit?)`,
		`.idemlint.yml:6:12: sender_ids[0].field: example.com/t/svc.Msg.Idd matches nothing in the loaded program: type Msg has no field Idd (did you mean ID?)`,
		`.idemlint.yml:11:11: effects[1].func: example.com/t/ledgr.Post matches nothing in the loaded program: module example.com/t has no package example.com/t/ledgr`,
	}
	r := runIn(t, dir, nil, bin, "./...")
	assert.Equal(t, 3, r.code, "the finding still counts; warnings do not:\n%s", r.stderr)
	assert.Contains(t, r.stdout, finding)
	for _, w := range want {
		assert.Equal(t, 1, strings.Count(r.stderr, "idemlint: warning: "+w), "standalone warns once: %s\n%s", w, r.stderr)
	}
	assert.Equal(t, len(want), strings.Count(r.stderr, "warning:"), r.stderr)
	assert.NotContains(t, r.stderr, "elsewhere", "an unloaded package outside the module is not judged")

	// Under go vet, the process of the name's own package checks it, so
	// names of packages this go vet run vets are checked.
	v := runIn(t, dir, nil, "go", "vet", "-vettool="+bin, "./...")
	assert.Equal(t, 1, v.code, v.stderr)
	for _, w := range want[:2] {
		assert.Equal(t, 1, strings.Count(v.stderr, "idemlint: warning: ./"+w), "go vet warns once: %s\n%s", w, v.stderr)
	}

	// Only warnings: exit 0.
	clean := serviceModule(t, "version: 1\nhandlers:\n  - func: \"(*example.com/t/svc.Worker).HandleCredt\"\n")
	r = runIn(t, clean, nil, bin, "./...")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Contains(t, r.stderr, "warning: .idemlint.yml:3:11: handlers[0].func: ")
}

// TestConfigDomainPackage: a clean domain package, which imports no
// modelled library, is analysed when the configuration names its handler
// and effect, standalone and under go vet. The effect is configured on
// the method its port has through an embedded interface: accepted without
// a warning, and it matches the calls. A misspelt method of the same port
// is a warning with the entry's file:line:col.
func TestConfigDomainPackage(t *testing.T) {
	bin := idemlint(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"go.mod": "module example.com/d\n\ngo 1.26\n",
		"ports/ports.go": `package ports

import "context"

type Ledger interface {
	Credit(ctx context.Context, account string, cents int) error
}

type Accounts interface {
	Ledger
	Balance(ctx context.Context, account string) (int, error)
}
`,
		"domain/domain.go": `package domain

import (
	"context"

	"example.com/d/ports"
)

type Payment struct {
	ID      string
	Account string
	Cents   int
}

type Worker struct{ A ports.Accounts }

func (w *Worker) Handle(ctx context.Context, p Payment) error { return w.A.Credit(ctx, p.Account, p.Cents) }

func (w *Worker) Backfill(ctx context.Context, p Payment) error { return w.A.Credit(ctx, p.Account, p.Cents) }
`,
		".idemlint.yml": `version: 1
handlers:
  - func: "(*example.com/d/domain.Worker).Handle"
effects:
  - func: "(example.com/d/ports.Accounts).Credit"
    kind: charge
  - func: "(example.com/d/ports.Accounts).Credt"
    kind: charge
`,
	})
	finding := "domain/domain.go:17:72: handler (*Worker).Handle: a redelivery moves money again (charge Ledger.Credit)"
	warning := "idemlint: warning: .idemlint.yml:7:11: effects[1].func: (example.com/d/ports.Accounts).Credt matches nothing in the loaded program: type Accounts has no method Credt (did you mean Credit?)"

	r := runIn(t, dir, nil, bin, "./...")
	assert.Equal(t, 3, r.code, r.stderr)
	assert.Contains(t, r.stdout, finding)
	assert.Equal(t, 1, strings.Count(r.stdout, "handler "), "Backfill is no handler:\n%s", r.stdout)
	assert.Equal(t, 1, strings.Count(r.stderr, warning), r.stderr)
	assert.Equal(t, 1, strings.Count(r.stderr, "warning:"), "the embedded interface's method is accepted:\n%s", r.stderr)

	v := runIn(t, dir, nil, "go", "vet", "-vettool="+bin, "./...")
	assert.Equal(t, 1, v.code, v.stderr)
	assert.Contains(t, v.stderr, finding)
	assert.Equal(t, 1, strings.Count(v.stderr, "idemlint: warning: ./.idemlint.yml:7:11: effects[1].func: "), v.stderr)
	assert.NotContains(t, v.stderr, "effects[0]", v.stderr)
}

// TestTestVariantOnce: a finding in a package with tests is analyzed in
// the package and in its test variant "pkg [pkg.test]"; it is reported
// once, under the package, in every output format and under go vet.
func TestTestVariantOnce(t *testing.T) {
	bin := idemlint(t)
	dir := serviceModule(t, withHandler)

	r := runIn(t, dir, nil, bin, "-json", "./...")
	require.Equal(t, 3, r.code, r.stderr)
	var tree map[string]map[string][]map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &tree), r.stdout)
	assert.Len(t, tree["example.com/t/svc"]["nodedupe"], 1)
	assert.NotContains(t, tree, "example.com/t/svc [example.com/t/svc.test]")
	assert.Equal(t, 1, strings.Count(r.stdout, `"category"`), r.stdout)

	r = runIn(t, dir, nil, bin, "./...")
	assert.Equal(t, 1, strings.Count(r.stdout, "handler (*Worker).Handle"), r.stdout)

	r = runIn(t, dir, nil, bin, "-format=sarif", "./...")
	assert.Equal(t, 1, strings.Count(r.stdout, `"ruleId"`), r.stdout)

	r = runIn(t, dir, nil, "go", "vet", "-vettool="+bin, "-json", "./...")
	assert.Equal(t, 1, strings.Count(r.stdout, `"category"`), r.stdout)
	r = runIn(t, dir, nil, "go", "vet", "-vettool="+bin, "./...")
	assert.Equal(t, 1, strings.Count(r.stderr, "handler (*Worker).Handle"), r.stderr)
}

// TestTestFindings: a handler in a _test.go file is analyzed but its
// findings are reported only with -test-findings (IDEMLINT_TEST_FINDINGS=1
// under go vet).
func TestTestFindings(t *testing.T) {
	bin := idemlint(t)
	dir := serviceModule(t, withHandler+"  - func: \"(*example.com/t/svc.testWorker).Handle\"\n")
	writeFiles(t, dir, map[string]string{"svc/worker_test.go": `package svc

import (
	"context"

	"example.com/t/ledger"
)

type testWorker struct{ L *ledger.Client }

func (w *testWorker) Handle(ctx context.Context, m Msg) error { return w.L.Post(ctx, m.Account, m.Cents) }
`})
	r := runIn(t, dir, nil, bin, "./...")
	assert.Equal(t, 3, r.code, r.stderr)
	assert.Contains(t, r.stdout, "svc/svc.go:")
	assert.NotContains(t, r.stdout, "worker_test.go", "no findings in test files by default")

	r = runIn(t, dir, nil, bin, "-test-findings", "./...")
	assert.Equal(t, 3, r.code, r.stderr)
	assert.Contains(t, r.stdout, "svc/worker_test.go:")
	assert.Contains(t, r.stdout, "svc/svc.go:")

	r = runIn(t, dir, nil, "go", "vet", "-vettool="+bin, "./...")
	assert.NotContains(t, r.stderr, "worker_test.go")
	r = runIn(t, dir, []string{"IDEMLINT_TEST_FINDINGS=1"}, "go", "vet", "-vettool="+bin, "./...")
	assert.Contains(t, r.stderr, "worker_test.go")
}

// TestGeneratedFlag: a generated file (the Go convention's header) is
// analyzed but its findings are reported only with -generated
// (IDEMLINT_GENERATED=1 under go vet).
func TestGeneratedFlag(t *testing.T) {
	bin := idemlint(t)
	dir := serviceModule(t, withHandler+"  - func: \"(*example.com/t/svc.genWorker).Handle\"\n")
	writeFiles(t, dir, map[string]string{"svc/worker_gen.go": `// Code generated by workergen. DO NOT EDIT.

package svc

import (
	"context"

	"example.com/t/ledger"
)

type genWorker struct{ L *ledger.Client }

func (w *genWorker) Handle(ctx context.Context, m Msg) error { return w.L.Post(ctx, m.Account, m.Cents) }
`})
	r := runIn(t, dir, nil, bin, "./...")
	assert.Equal(t, 3, r.code, r.stderr)
	assert.Contains(t, r.stdout, "svc/svc.go:")
	assert.NotContains(t, r.stdout, "worker_gen.go", "no findings in generated files by default")

	r = runIn(t, dir, nil, bin, "-generated", "./...")
	assert.Equal(t, 3, r.code, r.stderr)
	assert.Contains(t, r.stdout, "svc/worker_gen.go:")
	assert.Contains(t, r.stdout, "svc/svc.go:")

	r = runIn(t, dir, nil, "go", "vet", "-vettool="+bin, "./...")
	assert.Contains(t, r.stderr, "svc/svc.go:")
	assert.NotContains(t, r.stderr, "worker_gen.go")
	r = runIn(t, dir, []string{"IDEMLINT_GENERATED=1"}, "go", "vet", "-vettool="+bin, "./...")
	assert.Contains(t, r.stderr, "worker_gen.go", "the variable is in go vet's cache key")
}

// TestUsage: -h lists every flag, no arguments prints the help, and
// conflicting flags say which conflict.
func TestUsage(t *testing.T) {
	bin := idemlint(t)
	h := run(t, bin, "-h")
	assert.Equal(t, 0, h.code)
	for _, f := range []string{"format", "json", "fix", "diff", "handlers", "test", "test-findings", "generated", "config", "c", "v", "profile", "V", "checkthenwrite", "directives", "keysource", "nodedupe", "payloadkey"} {
		assert.Regexp(t, `(?m)^  -`+regexp.QuoteMeta(f)+`\b`, h.stderr, "-h lists -%s", f)
	}

	none := run(t, bin)
	assert.Equal(t, 1, none.code)
	assert.Contains(t, none.stdout, "Usage:")
	assert.Contains(t, none.stdout, "Analyzers:")
	assert.Contains(t, none.stdout, "  -format format")
	assert.Contains(t, none.stderr, "no packages given")

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-json", "-format=sarif", "./examples/..."}, "-json conflicts with -format=sarif"},
		{[]string{"-format=text", "-json", "./examples/..."}, "-json conflicts with -format=text"},
		{[]string{"-diff", "./examples/..."}, "-diff needs -fix"},
		{[]string{"-fix", "-format=json", "./examples/..."}, "-fix conflicts with -format=json"},
		{[]string{"-c=2", "-format=sarif", "./examples/..."}, "-c conflicts with -format=sarif"},
		{[]string{"-nosuch", "./examples/..."}, "flag provided but not defined: -nosuch"},
		{[]string{"-handlers", "-fix", "./examples/..."}, "-handlers conflicts with -fix"},
		{[]string{"-handlers", "-json", "./examples/..."}, "-handlers conflicts with -format=json"},
	} {
		r := run(t, bin, tc.args...)
		assert.Equal(t, 1, r.code, "%v", tc.args)
		assert.Contains(t, r.stderr, tc.want, "%v", tc.args)
		assert.Empty(t, r.stdout, "%v", tc.args)
	}
	assert.Equal(t, 3, run(t, bin, "-C", "examples", "-json", "-format=json", "./...").code, "-json with -format=json agrees")
}

// TestHandlersFlag: -handlers lists the handlers idemcore found in the
// packages, with how each was found, in position order, and exits 0 even
// where there are findings.
func TestHandlersFlag(t *testing.T) {
	bin := idemlint(t)
	r := runIn(t, examples, nil, bin, "-handlers", "./...")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Equal(t, "payments/consumer/consumer.go:29:20: (*Consumer).Run (Channel.ConsumeWithContext loop)\n"+
		"payments/fixed/fixed.go:30:20: (*Consumer).Run (Channel.ConsumeWithContext loop)\n", r.stdout)
}

// fixtureGOPATH copies the analysistest fixture tree (a GOPATH) to a
// temporary directory; the env runs the go tool in GOPATH mode there.
func fixtureGOPATH(t *testing.T) (src string, env []string) {
	t.Helper()
	gopath := t.TempDir()
	from := filepath.Join(root, "analysistest", "testdata")
	require.NoError(t, filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		to := filepath.Join(gopath, rel)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(to, data, 0o644)
	}))
	return filepath.Join(gopath, "src"), []string{"GOPATH=" + gopath, "GO111MODULE=off", "GOFLAGS=-buildvcs=false"}
}

// TestFixReportsUnfixed: -fix applies the suggested fixes, prints the
// findings it did not fix and exits 3 while any remain; -fix -diff
// prints the same change as a diff and writes nothing.
func TestFixReportsUnfixed(t *testing.T) {
	bin := idemlint(t)
	src, env := fixtureGOPATH(t)
	const pkg = "checkthenwrite/fix"
	file := filepath.Join(src, pkg, "fix.go")
	orig, err := os.ReadFile(file)
	require.NoError(t, err)

	js := runIn(t, src, env, bin, "-json", "./"+pkg)
	require.Equal(t, 3, js.code, js.stderr)
	var tree map[string]map[string][]struct {
		Posn    string `json:"posn"`
		Message string `json:"message"`
		Fixes   []any  `json:"suggested_fixes"`
	}
	require.NoError(t, json.Unmarshal([]byte(js.stdout), &tree))
	var fixable, unfixable []string
	for _, byAnalyzer := range tree {
		for _, ds := range byAnalyzer {
			for _, d := range ds {
				if len(d.Fixes) > 0 {
					fixable = append(fixable, d.Message)
				} else {
					unfixable = append(unfixable, d.Message)
				}
			}
		}
	}
	require.NotEmpty(t, fixable, "the fixture has fixable findings")
	require.NotEmpty(t, unfixable, "and findings without a fix")

	diff := runIn(t, src, env, bin, "-fix", "-diff", "./"+pkg)
	assert.Equal(t, 3, diff.code, diff.stderr)
	assert.Contains(t, diff.stdout, "--- "+pkg+"/fix.go (old)\n+++ "+pkg+"/fix.go (new)\n@@ -")
	now, _ := os.ReadFile(file)
	assert.Equal(t, string(orig), string(now), "-diff writes nothing")
	for _, m := range unfixable {
		assert.Contains(t, diff.stderr, m, "with -diff the unfixed findings go to stderr")
	}

	fix := runIn(t, src, env, bin, "-fix", "./"+pkg)
	assert.Equal(t, 3, fix.code, "findings remain unfixed: exit 3\n%s", fix.stderr)
	assert.Regexp(t, `idemlint: applied \d+ fix(es)? to 1 file`, fix.stderr)
	assert.Contains(t, fix.stderr, "not fixed")
	for _, m := range unfixable {
		assert.Contains(t, fix.stdout, m, "the unfixed finding is printed")
	}
	for _, m := range fixable {
		assert.NotContains(t, fix.stdout, m, "a fixed finding is not printed")
	}
	// idemlint is quiet on what it fixed (the claim now comes first and
	// decides the work): only the unfixed findings remain
	after := runIn(t, src, env, bin, "-json", "./"+pkg)
	assert.Equal(t, len(unfixable), strings.Count(after.stdout, `"category"`), after.stdout)
	golden, err := os.ReadFile(file + ".golden")
	require.NoError(t, err)
	want, err := format.Source(golden)
	require.NoError(t, err)
	got, _ := os.ReadFile(file)
	assert.Equal(t, string(want), string(got), "the fixed file is the golden file")
	if d := strings.TrimPrefix(diff.stdout, ""); d != "" {
		for _, line := range strings.Split(d, "\n") {
			if strings.HasPrefix(line, "+") && !strings.HasPrefix(line, "+++") {
				assert.Contains(t, string(got), strings.TrimPrefix(line, "+"), "the diff's added lines are in the fixed file")
			}
		}
	}
}
