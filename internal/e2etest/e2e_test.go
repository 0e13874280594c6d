// Package e2etest runs the idemlint binary over the e2e corpus (its own
// module in ../../e2e, built against the real libraries) and compares the
// findings with the annotations in the corpus:
//
//	// expect: <analyzer> "<regexp>" [<analyzer> "<regexp>" ...]   (or `<regexp>`; taken literally)
//	// known-fp: <analyzer> "<regexp>"     a documented false positive (reported, tolerated)
//	// known-miss: <analyzer> "<regexp>"   a documented false negative (not reported, tolerated)
//
// A trailing note in parentheses, such as "(issue 13)", may follow the last
// regexp of a kind; it is not part of the annotation.
//
// on the reported line. Every expect must be reported, and nothing that is
// neither expected nor a documented known-fp may be. Run it with
//
//	IDEMLINT_FULL=1 go test ./internal/e2etest -run E2E -v [-e2e.table=PATH]
//
// It is skipped when the e2e module's dependencies cannot be downloaded
// (module proxy unreachable).
package e2etest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/idemlint/idemlint/internal/testenv"
)

var tablePath = flag.String("e2e.table", "", "also write the per-analyzer e2e table (markdown) to this file")

var analyzers = []string{"nodedupe", "checkthenwrite", "payloadkey", "keysource"}

func repoRoot(t *testing.T) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	return filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
}

// buildIdemlint builds cmd/idemlint into a temporary directory.
func buildIdemlint(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "idemlint")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/idemlint")
	cmd.Dir = repoRoot(t)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/idemlint: %v\n%s", err, out)
	}
	return bin
}

// e2eDir returns the corpus directory, skipping the test when its
// dependencies cannot be downloaded.
func e2eDir(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(repoRoot(t), "e2e")
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
		t.Fatalf("e2e corpus missing: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "mod", "download")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("skipping the e2e corpus: `go mod download` in e2e/ failed (module proxy unreachable?): %v\n%s", err, out)
	}
	return dir
}

type run struct {
	stdout, stderr []byte
	exit           int
}

func runIdemlint(t *testing.T, bin, dir string, args ...string) run {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := run{stdout: stdout.Bytes(), stderr: stderr.Bytes()}
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("running idemlint: %v", err)
		}
		r.exit = ee.ExitCode()
	}
	if crashed(r.stderr) {
		t.Fatalf("idemlint crashed:\n%s", r.stderr)
	}
	return r
}

// crashed reports a panic or runtime fatal error in the output.
func crashed(stderr []byte) bool {
	return bytes.Contains(stderr, []byte("panic:")) || bytes.Contains(stderr, []byte("\ngoroutine ")) ||
		bytes.HasPrefix(stderr, []byte("goroutine ")) || bytes.Contains(stderr, []byte("fatal error:"))
}

type finding struct {
	File     string
	Line     int
	Analyzer string
	Message  string
}

type jsonDiag struct {
	Posn     string `json:"posn"`
	Message  string `json:"message"`
	Category string `json:"category"`
}

// parseJSON decodes the x/tools checker JSON tree
// {pkgpath: {analyzer: [diagnostic...] | {"error": "..."}}}.
func parseJSON(t *testing.T, data []byte) []finding {
	t.Helper()
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(data, &tree); err != nil {
		t.Fatalf("decoding -json output: %v\n%s", err, data)
	}
	var out []finding
	var errs []string
	for pkg, byAnalyzer := range tree {
		for name, raw := range byAnalyzer {
			raw = bytes.TrimSpace(raw)
			if len(raw) > 0 && raw[0] == '{' {
				var e struct {
					Error string `json:"error"`
				}
				_ = json.Unmarshal(raw, &e)
				errs = append(errs, fmt.Sprintf("%s: %s: %s", pkg, name, e.Error))
				continue
			}
			var diags []jsonDiag
			if err := json.Unmarshal(raw, &diags); err != nil {
				t.Fatalf("decoding diagnostics of %s/%s: %v", pkg, name, err)
			}
			for _, d := range diags {
				file, line, ok := splitPosn(d.Posn)
				if !ok {
					t.Fatalf("bad posn %q", d.Posn)
				}
				out = append(out, finding{File: file, Line: line, Analyzer: name, Message: d.Message})
			}
		}
	}
	sort.Strings(errs)
	if len(errs) > 0 {
		t.Fatalf("analyzer errors in the -json output:\n%s", strings.Join(errs, "\n"))
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Analyzer < b.Analyzer
	})
	return out
}

// splitPosn splits "file:line:col" (or "file:line").
func splitPosn(p string) (string, int, bool) {
	i := strings.LastIndexByte(p, ':')
	if i < 0 {
		return "", 0, false
	}
	if j := strings.LastIndexByte(p[:i], ':'); j >= 0 {
		if n, err := strconv.Atoi(p[j+1 : i]); err == nil {
			return p[:j], n, true
		}
	}
	n, err := strconv.Atoi(p[i+1:])
	return p[:i], n, err == nil
}

type annotation struct {
	Kind     string // expect, known-fp, known-miss
	File     string
	Line     int
	Analyzer string
	Re       *regexp.Regexp
	matched  bool
}

var (
	annotRe = regexp.MustCompile(`//\s*(expect|known-fp|known-miss):\s*(.*)$`)
	kindRe  = regexp.MustCompile(`(?:^|\s)(expect|known-fp|known-miss):`)
)

// parseAnnotations reads the annotations of every .go file under dir.
func parseAnnotations(t *testing.T, dir string) []*annotation {
	t.Helper()
	var out []*annotation
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for line := 1; sc.Scan(); line++ {
			m := annotRe.FindStringSubmatch(sc.Text())
			if m == nil {
				continue
			}
			// one comment may hold several kinds: "expect: a "x" known-fp: b "y""
			text := m[1] + ":" + m[2]
			locs := kindRe.FindAllStringSubmatchIndex(text, -1)
			for k, loc := range locs {
				kind := text[loc[2]:loc[3]]
				end := len(text)
				if k+1 < len(locs) {
					end = locs[k+1][0]
				}
				rest := strings.TrimSpace(text[loc[1]:end])
				for rest != "" && rest[0] != '(' { // a trailing "(note)" ends the list
					name, after, ok := strings.Cut(rest, " ")
					if !ok {
						t.Fatalf("%s:%d: malformed annotation %q: want <analyzer> \"<regexp>\"", path, line, m[0])
					}
					after = strings.TrimSpace(after)
					// The regexp is quoted with "..." or `...` and taken literally
					// (no escape processing), as analysistest's `want` backquotes.
					if after == "" || (after[0] != '"' && after[0] != '`') {
						t.Fatalf("%s:%d: malformed annotation %q: the regexp must be quoted with \"...\" or `...`", path, line, m[0])
					}
					end := strings.IndexByte(after[1:], after[0])
					if end < 0 {
						t.Fatalf("%s:%d: malformed annotation %q: unterminated regexp", path, line, m[0])
					}
					q := after[:end+2]
					pat := q[1 : len(q)-1]
					re, err := regexp.Compile(pat)
					if err != nil {
						t.Fatalf("%s:%d: bad regexp %q: %v", path, line, pat, err)
					}
					known := false
					for _, a := range analyzers {
						known = known || a == name
					}
					if !known {
						t.Fatalf("%s:%d: unknown analyzer %q in annotation", path, line, name)
					}
					out = append(out, &annotation{Kind: kind, File: path, Line: line, Analyzer: name, Re: re})
					rest = strings.TrimSpace(after[len(q):])
				}
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

type row struct{ cases, hits, misses, fps, knownFP, knownMiss int }

func TestE2E(t *testing.T) {
	testenv.Full(t, "the e2e corpus: idemlint over real libraries")
	dir := e2eDir(t)
	bin := buildIdemlint(t)

	start := time.Now()
	r1 := runIdemlint(t, bin, dir, "-json", "./...")
	elapsed := time.Since(start)
	if r1.exit != 0 && r1.exit != 3 {
		t.Fatalf("idemlint -json ./... exited %d:\n%s", r1.exit, r1.stderr)
	}
	findings := parseJSON(t, r1.stdout)
	annots := parseAnnotations(t, dir)

	rows := map[string]*row{}
	for _, a := range analyzers {
		rows[a] = &row{}
	}
	for _, a := range annots {
		switch a.Kind {
		case "expect":
			rows[a.Analyzer].cases++
		case "known-miss":
			rows[a.Analyzer].knownMiss++
		}
	}
	rel := func(p string) string {
		if r, err := filepath.Rel(dir, p); err == nil {
			return r
		}
		return p
	}
	take := func(f finding, kind string) *annotation {
		for _, a := range annots {
			if a.Kind == kind && !a.matched && a.File == f.File && a.Line == f.Line && a.Analyzer == f.Analyzer && a.Re.MatchString(f.Message) {
				a.matched = true
				return a
			}
		}
		return nil
	}
	for _, f := range findings {
		rw := rows[f.Analyzer]
		if rw == nil {
			rw = &row{}
			rows[f.Analyzer] = rw
		}
		switch {
		case take(f, "expect") != nil:
			rw.hits++
		case take(f, "known-fp") != nil:
			rw.knownFP++
			t.Logf("known false positive %s:%d: %s: %s", rel(f.File), f.Line, f.Analyzer, f.Message)
		case take(f, "known-miss") != nil:
			t.Errorf("%s:%d: %s: a known-miss is now reported; turn it into an expect: %s", rel(f.File), f.Line, f.Analyzer, f.Message)
		default:
			rw.fps++
			t.Errorf("false positive %s:%d: %s: %s", rel(f.File), f.Line, f.Analyzer, f.Message)
		}
	}
	for _, a := range annots {
		if a.Kind == "expect" && !a.matched {
			rows[a.Analyzer].misses++
			t.Errorf("missed %s:%d: %s: no finding matching %q", rel(a.File), a.Line, a.Analyzer, a.Re)
		}
	}

	var b strings.Builder
	fmt.Fprintf(&b, "| analyzer | cases | hits | misses | false positives | known FP | known misses |\n")
	fmt.Fprintf(&b, "|---|---:|---:|---:|---:|---:|---:|\n")
	var tot row
	names := append([]string(nil), analyzers...)
	for n := range rows {
		if !contains(names, n) {
			names = append(names, n)
		}
	}
	for _, n := range names {
		r := rows[n]
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %d | %d |\n", n, r.cases, r.hits, r.misses, r.fps, r.knownFP, r.knownMiss)
		tot.cases += r.cases
		tot.hits += r.hits
		tot.misses += r.misses
		tot.fps += r.fps
		tot.knownFP += r.knownFP
		tot.knownMiss += r.knownMiss
	}
	fmt.Fprintf(&b, "| **total** | %d | %d | %d | %d | %d | %d |\n", tot.cases, tot.hits, tot.misses, tot.fps, tot.knownFP, tot.knownMiss)
	pkgs, _ := filepath.Glob(filepath.Join(dir, "*", "*.go"))
	fmt.Fprintf(&b, "\n%d files, %d findings, idemlint ran in %s\n", len(pkgs), len(findings), elapsed.Round(100*time.Millisecond))
	t.Logf("e2e results:\n%s", b.String())
	if *tablePath != "" {
		if err := os.WriteFile(*tablePath, []byte(b.String()), 0o644); err != nil {
			t.Errorf("writing -e2e.table: %v", err)
		}
	}

	// Determinism: a second run prints byte-identical JSON.
	r2 := runIdemlint(t, bin, dir, "-json", "./...")
	if !bytes.Equal(r1.stdout, r2.stdout) {
		t.Errorf("two runs over e2e/ printed different -json output (%d vs %d bytes)", len(r1.stdout), len(r2.stdout))
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// vetServices are the e2e services whose handlers are found across
// packages: registered in main (rewards, inventory), on the user's own
// router (catalog), or reached through a delivery loop of another package
// (ledger), built by factories and wrapped by the service's own middleware
// (factories). go vet -vettool analyses one package per process, bottom-up,
// with facts in files: the worker package is analysed before main.
var vetServices = []string{"./services/bus/...", "./services/signin/...", "./services/rewards/...", "./services/catalog/...", "./services/inventory/...", "./services/ledger/...", "./services/factories/...", "./services/wired/...", "./services/projections/...", "./services/music/...", "./services/feedback/..."}

// TestE2EVetMode: under go vet -vettool, the services above get the same
// findings as from the standalone binary, and every expect annotation in
// them is reported.
func TestE2EVetMode(t *testing.T) {
	testenv.Full(t, "the e2e corpus under go vet")
	dir := e2eDir(t)
	bin := buildIdemlint(t)

	alone := runIdemlint(t, bin, dir, append([]string{"-json"}, vetServices...)...)
	if alone.exit != 0 && alone.exit != 3 {
		t.Fatalf("idemlint -json exited %d:\n%s", alone.exit, alone.stderr)
	}
	want := parseJSON(t, alone.stdout)
	if len(want) == 0 {
		t.Fatal("no standalone findings on the vet-mode services")
	}

	var stdout, stderr bytes.Buffer
	cmd := exec.Command("go", append([]string{"vet", "-vettool=" + bin, "-json"}, vetServices...)...)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("go vet -vettool -json: %v\n%s", err, stderr.Bytes())
	}
	if crashed(stderr.Bytes()) {
		t.Fatalf("idemlint crashed under go vet:\n%s", stderr.Bytes())
	}
	// go vet -json prints "# pkg" lines, then one JSON tree per package.
	var js bytes.Buffer
	for _, out := range [][]byte{stdout.Bytes(), stderr.Bytes()} {
		for _, line := range bytes.SplitAfter(out, []byte("\n")) {
			if !bytes.HasPrefix(line, []byte("#")) {
				js.Write(line)
			}
		}
	}
	var got []finding
	dec := json.NewDecoder(&js)
	for dec.More() {
		var tree json.RawMessage
		if err := dec.Decode(&tree); err != nil {
			t.Fatalf("decoding go vet -json output: %v\n%s", err, stderr.Bytes())
		}
		for _, f := range parseJSON(t, tree) {
			// the vet driver's label: " [analyzer]", or " [analyzer, category]"
			if i := strings.LastIndex(f.Message, " ["+f.Analyzer); i >= 0 && strings.HasSuffix(f.Message, "]") {
				f.Message = f.Message[:i]
			}
			got = append(got, f)
		}
	}
	sort.Slice(got, func(i, j int) bool {
		a, b := got[i], got[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Analyzer < b.Analyzer
	})
	key := func(f finding) string { return fmt.Sprintf("%s:%d: %s: %s", f.File, f.Line, f.Analyzer, f.Message) }
	gotSet := map[string]bool{}
	for _, f := range got {
		gotSet[key(f)] = true
	}
	wantSet := map[string]bool{}
	for _, f := range want {
		wantSet[key(f)] = true
		if !gotSet[key(f)] {
			t.Errorf("go vet -vettool misses the standalone finding %s", key(f))
		}
	}
	for _, f := range got {
		if !wantSet[key(f)] {
			t.Errorf("go vet -vettool reports what standalone does not: %s", key(f))
		}
	}
	// and the findings are the annotated ones
	checked := 0
	for _, a := range parseAnnotations(t, filepath.Join(dir, "services")) {
		if a.Kind != "expect" || !inVetServices(dir, a.File) {
			continue
		}
		checked++
		found := false
		for _, f := range got {
			if f.File == a.File && f.Line == a.Line && f.Analyzer == a.Analyzer && a.Re.MatchString(f.Message) {
				found = true
			}
		}
		if !found {
			t.Errorf("go vet -vettool: missed %s:%d: %s %q", a.File, a.Line, a.Analyzer, a.Re)
		}
	}
	if checked < 10 {
		t.Errorf("only %d expect annotations in %v: the paths of findings and annotations disagree?", checked, vetServices)
	}
	t.Logf("go vet -vettool: %d findings on %v, the same as standalone; %d expect annotations reported", len(got), vetServices, checked)
}

func inVetServices(dir, file string) bool {
	for _, s := range vetServices {
		p := filepath.Join(dir, strings.TrimSuffix(s, "/...")) + string(filepath.Separator)
		if strings.HasPrefix(file, p) {
			return true
		}
	}
	return false
}
