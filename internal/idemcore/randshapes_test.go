package idemcore_test

import (
	"fmt"
	"go/format"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/suite"
)

// shapeTimeLimit bounds one analysis of generated programs: a walk that
// does not terminate, or takes exponential time, fails the test instead
// of hanging it.
const shapeTimeLimit = 3 * time.Minute

// TestRandomShapes generates programs of random control-flow shapes —
// nested loops, re-assignments, swaps, maps re-made inside loops, pointer
// and struct-copy cycles, closures calling themselves, mutually recursive
// functions, gotos — and runs every analyzer over them within a time
// limit: no panic, no internal error, no analysis error (issue 19).
func TestRandomShapes(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages")
	}
	var srcs []string
	for seed := int64(1); seed <= 24; seed++ {
		srcs = append(srcs, genShapes(seed, 6))
	}
	srcs = append(srcs, genDeep(2500))
	if n := analyzeGenerated(t, srcs); n == 0 {
		t.Error("no findings at all: the generated handlers were not analysed")
	}
}

// FuzzShapes is TestRandomShapes driven by the fuzzer's seeds:
// go test -run='^$' -fuzz=FuzzShapes -fuzztime=30s ./internal/idemcore
func FuzzShapes(f *testing.F) {
	for _, s := range []int64{1, 7, 42} {
		f.Add(s, uint8(4))
	}
	f.Fuzz(func(t *testing.T, seed int64, funcs uint8) {
		analyzeGenerated(t, []string{genShapes(seed, 1+int(funcs%8))})
	})
}

// analyzeGenerated writes each source as package gen/pN of a scratch
// GOPATH (beside the fixture tree, for the library stubs), loads them and
// runs idemlint's analyzers, failing on a panic, an internal error, an
// analysis error or the time limit. It returns the number of findings.
func analyzeGenerated(t *testing.T, srcs []string) (findings int) {
	t.Helper()
	dir := t.TempDir()
	var patterns []string
	for i, src := range srcs {
		pkg := filepath.Join(dir, "src", "gen", fmt.Sprintf("p%d", i))
		if err := os.MkdirAll(pkg, 0o755); err != nil {
			t.Fatal(err)
		}
		formatted, err := format.Source([]byte(src))
		if err != nil {
			t.Fatalf("generated program %d does not parse: %v\n%s", i, err, src)
		}
		if err := os.WriteFile(filepath.Join(pkg, "gen.go"), formatted, 0o644); err != nil {
			t.Fatal(err)
		}
		patterns = append(patterns, fmt.Sprintf("gen/p%d", i))
	}
	cfg := &packages.Config{
		// the generated packages' dependencies are the standard library
		// and modelled libraries, which idemcore skips: their types from
		// export data are enough, and keep one run well under a second
		Mode: packages.LoadSyntax,
		Dir:  dir,
		Env: append(os.Environ(), "GOPATH="+dir+string(os.PathListSeparator)+idemtest.TestData(),
			"GO111MODULE=off", "GOPROXY=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		for i, src := range srcs {
			t.Logf("program %d:\n%s", i, src)
		}
		t.Fatal("a generated program does not type-check (a generator bug)")
	}
	as := idemcore.WithSettings(new(idemcore.Settings), suite.Analyzers()...)
	as = append(as, idemcore.Core(as))
	type outcome struct {
		g   *checker.Graph
		err error
		pan any
	}
	done := make(chan outcome, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- outcome{pan: r}
			}
		}()
		g, err := checker.Analyze(as, pkgs, nil)
		done <- outcome{g: g, err: err}
	}()
	select {
	case o := <-done:
		if o.pan != nil {
			t.Fatalf("panic: %v", o.pan)
		}
		if o.err != nil {
			t.Fatal(o.err)
		}
		for act := range o.g.All() {
			if act.Err != nil {
				t.Errorf("%s: %v", act, act.Err)
			}
			for _, d := range act.Diagnostics {
				if d.Category == idemcore.FailureCategory {
					t.Errorf("%s: %s", act.Package.Fset.Position(d.Pos), d.Message)
				} else if act.IsRoot {
					findings++
				}
			}
		}
	case <-time.After(shapeTimeLimit):
		t.Fatalf("the analysis of %d generated programs did not finish in %v", len(srcs), shapeTimeLimit)
	}
	return findings
}

// gen writes one random program.
type gen struct {
	r     *rand.Rand
	b     strings.Builder
	funcs int
	label int
}

func (g *gen) p(format string, args ...any) { fmt.Fprintf(&g.b, format, args...); g.b.WriteByte('\n') }

// genShapes generates a package of nf mutually calling functions of random
// shapes, called from an asynq handler and an HTTP handler.
func genShapes(seed int64, nf int) string {
	g := &gen{r: rand.New(rand.NewSource(seed)), funcs: nf}
	g.p(`package gen

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/hibiken/asynq"
	sq "github.com/Masterminds/squirrel"
	"github.com/jmoiron/sqlx"
	"gorm.io/gorm"
)

var (
	sx *sqlx.DB
	gd *gorm.DB
	_  = sq.Insert
)

type node struct {
	next *node
	k    string
}

type pair struct{ a, b string }

type W struct{ db *sql.DB }

func (w *W) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := f0(ctx, w.db, string(t.Payload()), 3)
	return err
}

func (w *W) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		return
	}
	if _, err := f%d(r.Context(), w.db, r.Header.Get("Idempotency-Key"), 2); err != nil {
		http.Error(rw, err.Error(), 500)
	}
}`, g.r.Intn(nf))
	for i := 0; i < nf; i++ {
		g.function(i)
	}
	return g.b.String()
}

func (g *gen) function(i int) {
	g.p(`
func f%d(ctx context.Context, db *sql.DB, k string, n int) (string, error) {
	x, y := k, ""
	m := map[string]bool{}
	p := &node{k: k}
	var q, s pair
	pp, qp := &q, &s
	var err error`, i)
	// a goto loop around a block of random statements
	if g.r.Intn(3) == 0 {
		g.label++
		l := g.label
		g.p("L%da:", l)
		g.p("if n > len(x) { goto L%db }", l)
		g.p("{")
		g.stmts(3, false)
		g.p("}")
		g.p("n++")
		g.p("goto L%da", l)
		g.p("L%db:", l)
	}
	g.stmts(3, false)
	g.p(`	_, _, _, _, _ = y, m, p, pp, qp
	return x + q.a, err
}`)
}

func (g *gen) stmts(depth int, inLoop bool) {
	for n := 1 + g.r.Intn(4); n > 0; n-- {
		g.stmt(depth, inLoop)
	}
}

func (g *gen) stmt(depth int, inLoop bool) {
	kinds := 14
	if depth <= 0 {
		kinds = 7 // no nesting
	}
	switch g.r.Intn(kinds) {
	case 0:
		g.p("x, y = y, x")
	case 1:
		g.p("x = x + y + k")
	case 2:
		g.p("m = map[string]bool{}")
	case 3:
		if inLoop {
			g.p("if m[x] { continue }")
		}
		g.p("m[x] = true")
	case 4:
		g.p("p.next = p")
		g.p("for p.next != nil && p.next != p { p = p.next }")
		g.p("x = p.k")
	case 5:
		g.p("*pp = *qp")
		g.p("*qp = *pp")
		g.p("pp.a = x")
		g.p(`_, _ = sx.NamedExec("INSERT INTO pairs (a, b) VALUES (:a, :b)", *pp)`)
	case 6:
		switch g.r.Intn(3) {
		case 0:
			g.p(`_, err = db.ExecContext(ctx, "UPDATE t SET n = n + 1 WHERE k = $1", x)`)
		case 1:
			g.p(`_, err = db.ExecContext(ctx, "INSERT INTO seen (k) VALUES ($1) ON CONFLICT DO NOTHING", x)`)
		default:
			g.p(`if err = db.QueryRowContext(ctx, "SELECT k FROM seen WHERE k = $1", x).Scan(&y); err == nil { return y, nil }`)
		}
	case 7:
		g.p("for _, c := range k {")
		g.p("x = x + string(c)")
		g.stmts(depth-1, true)
		g.p("}")
	case 8:
		g.p("for i := 0; i < n; i++ {")
		g.stmts(depth-1, true)
		g.p("}")
	case 9:
		g.p("if len(x) > n {")
		g.stmts(depth-1, inLoop)
		g.p("} else {")
		g.stmts(depth-1, inLoop)
		g.p("}")
	case 10:
		g.p("{")
		g.p("var rec func(i int) string")
		g.p("rec = func(i int) string {")
		g.p("if i <= 0 { return x }")
		g.p("m[x] = true")
		g.p("return rec(i-1) + rec(i-2)")
		g.p("}")
		g.p("x = rec(n)")
		g.p("}")
	case 11:
		g.p("if s, e := f%d(ctx, db, x, n-1); e == nil { x = s } else { err = e }", g.r.Intn(g.funcs))
	case 12:
		// a query builder re-assigned in a loop: a cycle of phis in its chain
		g.p("{")
		g.p(`b := sq.Insert("t").Columns("k")`)
		g.p("for _, c := range x {")
		g.p("b = b.Values(string(c))")
		g.stmts(depth-1, true)
		g.p("}")
		g.p("_, _ = b.RunWith(db).Exec()")
		g.p("}")
	case 13:
		// a gorm chain re-assigned in a loop, then a Create of a struct copy
		g.p("{")
		g.p("q := gd")
		g.p("for i := 0; i < n; i++ {")
		g.p(`q = q.Where("k = ?", x)`)
		g.stmts(depth-1, true)
		g.p("}")
		g.p("q.Create(pp)")
		g.p("}")
	}
}

// genDeep generates depth-heavy shapes: a call chain of n functions, and a
// key built from a chain of n concatenations, each feeding an effect.
func genDeep(n int) string {
	var b strings.Builder
	b.WriteString(`package gen

import (
	"context"
	"database/sql"

	"github.com/hibiken/asynq"
)

type W struct{ db *sql.DB }

func (w *W) ProcessTask(ctx context.Context, t *asynq.Task) error {
	k := string(t.Payload())
	key := k`)
	for i := 0; i < n; i++ {
		b.WriteString(" + k")
	}
	b.WriteString(`
	if _, err := w.db.ExecContext(ctx, "INSERT INTO seen (k) VALUES ($1) ON CONFLICT DO NOTHING", key); err != nil {
		return err
	}
	return c0(ctx, w.db, k)
}
`)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "\nfunc c%d(ctx context.Context, db *sql.DB, k string) error { return c%d(ctx, db, k+\"x\") }\n", i, i+1)
	}
	fmt.Fprintf(&b, `
func c%d(ctx context.Context, db *sql.DB, k string) error {
	_, err := db.ExecContext(ctx, "UPDATE t SET n = n + 1 WHERE k = $1", k)
	return err
}
`, n)
	return b.String()
}
