package main_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/idemlint/idemlint/internal/suite"
	"github.com/idemlint/idemlint/internal/testenv"
)

// root is the module root, where the tests run the binary; examples is
// the bundled example module (a module of its own) below it.
var root = func() string {
	abs, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		panic(err)
	}
	return abs
}()

var examples = filepath.Join(root, "examples")

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
	binDir    string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// idemlint builds the command once per test binary run.
func idemlint(t *testing.T) string {
	t.Helper()
	testenv.Full(t, "builds the idemlint binary and runs it")
	if bin := os.Getenv("IDEMLINT_TEST_BIN"); bin != "" {
		return bin // e.g. an older build, to see which tests it fails
	}
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "idemlint-bin")
		if buildErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "idemlint")
		if runtime.GOOS == "windows" {
			binPath += ".exe"
		}
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	require.NoError(t, buildErr)
	return binPath
}

type result struct {
	stdout, stderr string
	code           int
}

// run runs name with args in the module root.
func run(t *testing.T, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = root
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

// diag is one diagnostic, with the file relative to the module root.
type diag struct {
	Pos      string // file:line:col
	Analyzer string // "" when the output does not say
	Message  string
}

func (d diag) String() string { return fmt.Sprintf("%s: [%s] %s", d.Pos, d.Analyzer, d.Message) }

func rel(t *testing.T, posn string) string {
	t.Helper()
	if filepath.IsAbs(posn) {
		r, err := filepath.Rel(root, posn)
		require.NoError(t, err)
		posn = r
	}
	return filepath.ToSlash(posn)
}

// parseJSON reads the -json output of the analysis drivers: a stream of
// objects {"pkg": {"analyzer": [diagnostics] | {"error": ...}}}, one per
// package in vet mode, one in all in standalone mode.
func parseJSON(t *testing.T, out string) []diag {
	t.Helper()
	var diags []diag
	dec := json.NewDecoder(strings.NewReader(out))
	for {
		var tree map[string]map[string]json.RawMessage
		err := dec.Decode(&tree)
		if err == io.EOF {
			break
		}
		require.NoError(t, err, "JSON output:\n%s", out)
		for pkg, byAnalyzer := range tree {
			for name, raw := range byAnalyzer {
				var ds []struct {
					Posn    string `json:"posn"`
					Message string `json:"message"`
				}
				if err := json.Unmarshal(raw, &ds); err != nil {
					t.Fatalf("%s: %s: %s", pkg, name, raw)
				}
				for _, d := range ds {
					diags = append(diags, diag{rel(t, d.Posn), name, d.Message})
				}
			}
		}
	}
	return sortDiags(diags)
}

var textDiag = regexp.MustCompile(`^(.+?\.go:\d+:\d+): (.*)$`)

// parseText reads "file:line:col: message" lines (go vet's text output),
// leaving out the indented lines of related information below them; a
// relative file is relative to dir (below the module root) when given.
func parseText(t *testing.T, out string, dir ...string) []diag {
	t.Helper()
	var diags []diag
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if m := textDiag.FindStringSubmatch(strings.TrimLeft(sc.Text(), "\t")); m != nil && !strings.HasPrefix(sc.Text(), "\t") && !strings.HasPrefix(m[2], "\t") {
			pos := m[1]
			if len(dir) > 0 && !filepath.IsAbs(pos) {
				pos = filepath.Join(dir[0], pos)
			}
			diags = append(diags, diag{rel(t, pos), "", m[2]})
		}
	}
	return sortDiags(diags)
}

func sortDiags(ds []diag) []diag {
	slices.SortFunc(ds, func(a, b diag) int { return strings.Compare(a.String(), b.String()) })
	return ds
}

func withoutAnalyzer(ds []diag) []diag {
	out := make([]diag, len(ds))
	for i, d := range ds {
		out[i] = diag{Pos: d.Pos, Message: d.Message}
	}
	return out
}

// TestVetModeMatchesStandalone: go vet -vettool runs the binary once per
// package in separate processes (unitchecker), passing facts through
// files; the standalone driver analyzes everything in one process. Both
// must report the same diagnostics on the examples. The example's finding
// in examples/payments/consumer names the Stripe charge inside
// examples/payments/billing, which the consumer's process only knows from
// billing's exported facts.
func TestVetModeMatchesStandalone(t *testing.T) {
	bin := idemlint(t)

	alone := runIn(t, examples, nil, bin, "-json", "./...")
	require.Equal(t, 3, alone.code, "standalone -json exits 3 on findings, as every format does\n%s", alone.stderr)
	want := parseJSON(t, alone.stdout)
	require.Len(t, want, 1, "the examples have exactly one finding: %v", want)
	d := want[0]
	assert.Equal(t, "examples/payments/consumer/consumer.go:35:13", d.Pos)
	assert.Equal(t, "nodedupe", d.Analyzer)
	assert.Contains(t, d.Message, "a redelivery moves money again")
	// the related information: the charge found in package billing
	assert.Contains(t, alone.stdout, "charge: stripe paymentintent at billing.go:24, via (*Consumer).Run → Consumer.handle → Service.Charge → paymentintent.New")

	// go vet prints no analyzer name, so under go vet each message ends
	// with it, as the standalone text output does.
	tagged := make([]diag, len(want))
	for i, d := range want {
		tagged[i] = diag{d.Pos, d.Analyzer, d.Message + " [" + d.Analyzer + "]"}
	}
	vetJSON := runIn(t, examples, nil, "go", "vet", "-vettool="+bin, "-json", "./...")
	require.Equal(t, 0, vetJSON.code, "go vet -json: %s", vetJSON.stderr)
	assert.Contains(t, vetJSON.stdout, "charge: stripe paymentintent at billing.go:24", "billing's facts reach the consumer's process")
	assert.Equal(t, tagged, parseJSON(t, vetJSON.stdout), "go vet -vettool -json vs standalone -json")

	vetText := runIn(t, examples, nil, "go", "vet", "-vettool="+bin, "./...")
	require.Equal(t, 1, vetText.code, "go vet exits 1 on diagnostics: %s", vetText.stderr)
	assert.Equal(t, withoutAnalyzer(tagged), parseText(t, vetText.stderr, "examples"), "go vet -vettool text vs standalone -json")

	aloneText := run(t, bin, "-C", "examples", "./...")
	require.Equal(t, 3, aloneText.code)
	assert.Empty(t, aloneText.stderr, "findings go to stdout")
	assert.Equal(t, withoutAnalyzer(tagged), parseText(t, aloneText.stdout, "examples"), "standalone text vs -json (-C examples: paths relative to it)")
}

// TestVetModeOneAnalyzer: a -NAME flag passed through go vet selects an
// analyzer; disabling nodedupe silences the example.
func TestVetModeOneAnalyzer(t *testing.T) {
	bin := idemlint(t)
	r := runIn(t, examples, nil, "go", "vet", "-vettool="+bin, "-nodedupe=false", "./...")
	assert.Equal(t, 0, r.code, r.stderr)
	assert.Empty(t, parseText(t, r.stderr))
}

func TestExitCodes(t *testing.T) {
	bin := idemlint(t)
	bad := filepath.Join(t.TempDir(), ".idemlint.yml")
	require.NoError(t, os.WriteFile(bad, []byte("version: 1\neffects:\n  - func: \"example.com/l.Post\"\n    kind: teleport\n"), 0o644))

	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"clean", []string{"-C", "examples", "./payments/fixed"}, 0, ""},
		{"findings", []string{"-C", "examples", "./..."}, 3, "payments/consumer/consumer.go:35:13: handler (*Consumer).Run"},
		{"findings json", []string{"-C=examples", "-json", "./..."}, 3, `"nodedupe"`},
		{"findings format=json", []string{"-C", "examples", "-format=json", "./..."}, 3, `"nodedupe"`},
		{"clean json", []string{"-C", "examples", "-json", "./payments/fixed"}, 0, ""},
		{"findings sarif", []string{"-C", "examples", "-format=sarif", "./..."}, 3, ""},
		{"clean sarif", []string{"-C", "examples", "-format", "sarif", "./payments/fixed"}, 0, ""},
		{"bad format", []string{"-C", "examples", "-format=yaml", "./..."}, 1, `invalid value "yaml" for flag -format`},
		{"format without value", []string{"-format"}, 1, "flag needs an argument: -format"},
		{"malformed config", []string{"-C", "examples", "-config=" + bad, "./payments/consumer"}, 1, bad + ":4:11: effects[0].kind: unknown kind \"teleport\""},
		{"malformed config sarif", []string{"-C", "examples", "-format=sarif", "-config", bad, "./payments/consumer"}, 1, bad + ":4:11: effects[0].kind"},
		{"missing config", []string{"-C", "examples", "-config=" + bad + ".missing", "./payments/fixed"}, 1, "no such file"},
		{"no such package", []string{"-C", "examples", "./nosuch"}, 1, ""},
		{"-C not first", []string{"-json", "-C", "examples", "./..."}, 1, "-C must be the first flag"},
		{"-C no such directory", []string{"-C", "nosuch", "./..."}, 1, "idemlint: -C: chdir nosuch"},
		{"the example outside its module", []string{"./examples/..."}, 1, "examples"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := run(t, bin, tc.args...)
			assert.Equal(t, tc.code, r.code, "stderr:\n%s", r.stderr)
			assert.Contains(t, r.stdout+r.stderr, tc.stderr)
			if tc.name == "malformed config" {
				assert.Equal(t, 1, strings.Count(r.stderr, "teleport"), "the config error is reported once:\n%s", r.stderr)
			}
		})
	}
}

// TestVersion: go vet needs -V=full to print "NAME version ... buildID=..."
// for its cache keys; the version is the real one, from the build info
// (built here with VCS stamping: a pseudo-version or the revision).
func TestVersion(t *testing.T) {
	testenv.Full(t, "builds the idemlint binary")
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("needs git for VCS stamping")
	}
	bin := filepath.Join(t.TempDir(), "idemlint")
	cmd := exec.Command("go", "build", "-buildvcs=true", "-o", bin, ".")
	cmd.Env = append(os.Environ(), "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("no VCS stamping here: %v\n%s", err, out)
	}
	info, err := exec.Command("go", "version", "-m", bin).Output()
	require.NoError(t, err)
	var modVersion, revision string
	for _, line := range strings.Split(string(info), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 3 && f[0] == "mod":
			modVersion = f[2]
		case len(f) >= 2 && f[0] == "build" && strings.HasPrefix(f[1], "vcs.revision="):
			revision = strings.TrimPrefix(f[1], "vcs.revision=")
		}
	}
	r := run(t, bin, "-V=full")
	require.Equal(t, 0, r.code, r.stderr)
	assert.Regexp(t, `^idemlint version \S+ config=[0-9a-f]{12} buildID=[0-9a-f]{64}\n$`, r.stdout)
	assert.NotContains(t, r.stdout, "comments-go-here")
	got := strings.Fields(r.stdout)[2]
	switch {
	case modVersion != "" && modVersion != "(devel)":
		assert.Equal(t, modVersion, got, "the module version from the build info")
	case revision != "":
		assert.Contains(t, got, revision[:12], "the VCS revision")
	default:
		// No VCS stamping (e.g. a git worktree, whose .git is a file).
		assert.Equal(t, "devel", got, "neither a module version nor a revision in:\n%s", info)
	}
	short := run(t, bin, "-V")
	assert.Equal(t, "idemlint version "+got+"\n", short.stdout)
}

// TestFlags: go vet reads -flags (a JSON list) to learn which flags to
// pass through.
func TestFlags(t *testing.T) {
	bin := idemlint(t)
	r := run(t, bin, "-flags")
	require.Equal(t, 0, r.code, r.stderr)
	var flags []struct {
		Name  string
		Bool  bool
		Usage string
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &flags), r.stdout)
	byName := map[string]bool{}
	for _, f := range flags {
		byName[f.Name] = f.Bool
	}
	for _, a := range suite.Analyzers() {
		isBool, ok := byName[a.Name]
		assert.True(t, ok && isBool, "boolean flag -%s", a.Name)
	}
	isBool, ok := byName["config"]
	assert.True(t, ok && !isBool, "string flag -config")
	assert.Contains(t, byName, "json")
}

func TestHelp(t *testing.T) {
	bin := idemlint(t)
	r := run(t, bin, "help")
	require.Equal(t, 0, r.code, r.stderr)
	as := suite.Analyzers()
	require.Len(t, as, 5)
	for _, a := range as {
		require.NotEmpty(t, a.URL, a.Name)
		assert.Regexp(t, `(?m)^  `+regexp.QuoteMeta(a.Name)+` +\S`, r.stdout, "help lists %s", a.Name)
		assert.Contains(t, r.stdout, a.URL, "help gives %s's docs URL", a.Name)
	}

	one := run(t, bin, "help", "nodedupe")
	require.Equal(t, 0, one.code)
	assert.True(t, strings.HasPrefix(one.stdout, "nodedupe: "), one.stdout)
	assert.Contains(t, one.stdout, "https://")

	none := run(t, bin, "help", "nosuch")
	assert.Equal(t, 1, none.code)
	assert.Contains(t, none.stderr, `no analyzer named "nosuch"`)
}

// TestReadmeFirstCommand: the README's first command prints what the
// README says it prints, where it says, with the exit status it says.
func TestReadmeFirstCommand(t *testing.T) {
	idemlint(t) // skipped with -short
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	require.NoError(t, err)
	require.Contains(t, string(readme), "go run ./cmd/idemlint -C examples ./...\n")
	require.Contains(t, string(readme), "The first command prints one finding on stdout, `payments/consumer/consumer.go:35:13:\nhandler (*Consumer).Run: … [nodedupe]`")
	require.Contains(t, string(readme), "`go run` reports that as `exit status 3` on stderr and itself exits 1.")
	r := run(t, "go", "run", "./cmd/idemlint", "-C", "examples", "./...")
	assert.Equal(t, 1, r.code)
	assert.Equal(t, "exit status 3\n", r.stderr)
	assert.True(t, strings.HasPrefix(r.stdout, "payments/consumer/consumer.go:35:13: handler (*Consumer).Run: "), r.stdout)
	assert.True(t, strings.HasSuffix(r.stdout, " [nodedupe]\n"), r.stdout)
	assert.Equal(t, 1, strings.Count(r.stdout, "\n"), "one finding, one line")
}
