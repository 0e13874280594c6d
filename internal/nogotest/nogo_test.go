// Package nogotest runs idemlint's analyzers as Bazel's nogo does and
// compares their findings with the idemlint command's.
package nogotest

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/internal/testenv"
)

// The service: a worker whose handler only the configuration declares
// (without it nothing is reported), a second one in a test file, and a
// suppression that suppresses nothing.
var files = map[string]string{
	"go.mod": "module example.com/t\n\ngo 1.22\n",
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

func (w *Worker) Quiet(ctx context.Context, m Msg) error { return nil } //nolint:idemlint
`,
	"svc/svc_test.go": `package svc

import (
	"context"
	"testing"

	"example.com/t/ledger"
)

type testWorker struct{ L *ledger.Client }

func (w *testWorker) Handle(ctx context.Context, m Msg) error { return w.L.Post(ctx, m.Account, m.Cents) }

func TestHandle(t *testing.T) { _ = (&Worker{}).Handle(context.Background(), Msg{}) }
`,
}

// settings is the configuration, as the -settings flag carries it (JSON,
// which is YAML too) and as .idemlint.yml holds it.
const settings = `{"version": 1, "handlers": [{"func": "(*example.com/t/svc.Worker).Handle"}, {"func": "(*example.com/t/svc.testWorker).Handle"}]}`

// TestNogoStyle runs the analyzers (passes/..., not the command) under
// unitchecker with go vet -vettool, configured only through analyzer flags
// (-nodedupe.settings, -nodedupe.test-findings), in a module whose
// .idemlint.yml is malformed: a driver that reads a file the build does
// not declare would fail on it. The findings equal those of the idemlint
// command on the same module with the equivalent .idemlint.yml.
func TestNogoStyle(t *testing.T) {
	testenv.Full(t, "builds two binaries and runs go vet on a module")
	root := filepath.Join("..", "..")
	tmp := t.TempDir()
	unit := build(t, root, "./internal/nogotest/unitchecker", filepath.Join(tmp, "unitchecker"))
	idemlint := build(t, root, "./cmd/idemlint", filepath.Join(tmp, "idemlint"))

	hermetic := filepath.Join(tmp, "hermetic")
	write(t, hermetic, files)
	write(t, hermetic, map[string]string{".idemlint.yml": "version: 1\neffects:\n  - func: \"example.com/l.Post\"\n    kind: teleport\n"})

	// Control: without the flag the analyzers read the file, and fail on it.
	r := run(t, hermetic, "go", "vet", "-vettool="+unit, "./...")
	if r.code == 0 {
		t.Fatalf("without -settings, the malformed .idemlint.yml should fail the run: exit %d\n%s", r.code, r.stderr)
	}

	r = run(t, hermetic, "go", "vet", "-vettool="+unit, "-json", "-nodedupe.settings="+settings, "-nodedupe.test-findings", "./...")
	if r.code != 0 || strings.Contains(r.stderr, "teleport") {
		t.Fatalf("go vet -vettool=unitchecker -nodedupe.settings=…: exit %d\n%s", r.code, r.stderr)
	}
	nogo := findings(t, hermetic, r.stdout)

	configured := filepath.Join(tmp, "configured")
	write(t, configured, files)
	write(t, configured, map[string]string{".idemlint.yml": settings})
	r = run(t, configured, idemlint, "-json", "-test-findings", "./...")
	if r.code != 3 {
		t.Fatalf("idemlint -json: exit %d, want 3 (findings)\n%s", r.code, r.stderr)
	}
	alone := findings(t, configured, r.stdout)

	if strings.Join(nogo, "\n") != strings.Join(alone, "\n") {
		t.Errorf("nogo-style findings:\n\t%s\nidemlint's:\n\t%s", strings.Join(nogo, "\n\t"), strings.Join(alone, "\n\t"))
	}
	for _, want := range []string{
		"svc/svc.go:17:68: nodedupe: handler (*Worker).Handle: a redelivery repeats an external call",
		"svc/svc_test.go:12:72: nodedupe: handler (*testWorker).Handle: a redelivery repeats an external call",
		"svc/svc.go:19:73: directives: //nolint:idemlint suppresses nothing",
	} {
		found := false
		for _, f := range nogo {
			found = found || strings.HasPrefix(f, want)
		}
		if !found {
			t.Errorf("no finding %q among\n\t%s", want, strings.Join(nogo, "\n\t"))
		}
	}
}

func build(t *testing.T, dir, pkg, out string) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		out += ".exe"
	}
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = dir
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build %s: %v\n%s", pkg, err, b)
	}
	return out
}

func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

type result struct {
	stdout, stderr string
	code           int
}

func run(t *testing.T, dir, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return result{stdout.String(), stderr.String(), code}
}

// findings reads the analysis JSON (one object, or go vet's stream of one
// per package) as sorted "file:line:col: analyzer: message" lines, file
// relative to dir, each once (a file of both a package and its test
// variant is analyzed twice under go vet).
func findings(t *testing.T, dir, out string) []string {
	t.Helper()
	seen := map[string]bool{}
	var lines []string
	dec := json.NewDecoder(strings.NewReader(out))
	for {
		var tree map[string]map[string]json.RawMessage
		err := dec.Decode(&tree)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("decoding the JSON output: %v\n%s", err, out)
		}
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
					posn := d.Posn
					if rel, err := filepath.Rel(dir, posn); err == nil && !strings.HasPrefix(rel, "..") {
						posn = filepath.ToSlash(rel)
					}
					line := posn + ": " + name + ": " + d.Message
					if !seen[line] {
						seen[line] = true
						lines = append(lines, line)
					}
				}
			}
		}
	}
	sort.Strings(lines)
	return lines
}
