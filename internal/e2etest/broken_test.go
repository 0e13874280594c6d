package e2etest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/internal/testenv"
)

// TestBrokenInput: code that does not parse or type-check yields the
// loader's errors and exit status 1: never a panic, never a silent pass.
func TestBrokenInput(t *testing.T) {
	testenv.Full(t, "builds the idemlint binary")
	bin := buildIdemlint(t)
	cases := map[string]struct {
		src  string
		want string // in stderr
	}{
		"typeerror": {`package p

import "database/sql"

func f(db *sql.DB) {
	var n int = "not an int"
	db.Exec("UPDATE t SET n = n + 1", n)
}
`, "cannot use"},
		"syntaxerror": {`package p

func f( {
`, "expected"},
		"missingimport": {`package p

import "example.invalid/nothere"

var _ = nothere.X
`, "nothere"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			write(t, filepath.Join(dir, "go.mod"), "module broken\n\ngo 1.26\n")
			write(t, filepath.Join(dir, "p", "p.go"), c.src)
			for _, args := range [][]string{{"./..."}, {"-json", "./..."}} {
				r := runIdemlint(t, bin, dir, args...) // fails on a panic
				if r.exit != 1 {
					t.Errorf("idemlint %s: exit %d, want 1\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), r.exit, r.stdout, r.stderr)
				}
				if !strings.Contains(string(r.stderr)+string(r.stdout), c.want) {
					t.Errorf("idemlint %s: the loader's error (%q) is not reported\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), c.want, r.stdout, r.stderr)
				}
			}
		})
	}
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
