package model_test

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/idemlint/idemlint/internal/model"
)

// The real modules the e2e corpus pins (e2e/go.mod), and what their
// packages declare, read from their source in the module cache: every key of
// the model whose package lives in one of them must name a declaration of
// the real module at that version, as the stubs' check does for the stubs.

type module struct{ Path, Dir string }

// decls is what one real package declares, keyed as the model keys it
// (package path left out): "Func", "Type", "Type.Method" (methods, and
// interface methods under their interface), "Type.Field", "*.Method", "Var".
type decls map[string]bool

type realUniverse struct {
	mods  map[string][]module // by canonical module path (model.CanonPath)
	mu    sync.Mutex
	cache map[string]decls // by real package directory
}

var (
	srcOnce sync.Once
	real    *realUniverse
	srcErr  string
)

// loadRealSources lists e2e/go.mod's modules (go list -m -json all, from the module
// cache: no network is needed once `go mod download` has run there).
func loadRealSources(t *testing.T) *realUniverse {
	t.Helper()
	srcOnce.Do(func() {
		_, file, _, _ := runtime.Caller(0)
		dir := filepath.Join(filepath.Dir(file), "..", "..", "e2e")
		cmd := exec.Command("go", "list", "-mod=mod", "-m", "-json", "all")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			srcErr = err.Error() + ": " + stderr.String()
			return
		}
		u := &realUniverse{mods: map[string][]module{}, cache: map[string]decls{}}
		dec := json.NewDecoder(bytes.NewReader(out))
		for dec.More() {
			var m struct {
				Path, Dir string
				Main      bool
			}
			if err := dec.Decode(&m); err != nil {
				srcErr = err.Error()
				return
			}
			if m.Main || m.Dir == "" {
				continue
			}
			cm := model.CanonPath(m.Path)
			u.mods[cm] = append(u.mods[cm], module{m.Path, m.Dir})
		}
		real = u
	})
	if real == nil {
		t.Skipf("the e2e modules are not in the module cache (cd e2e && go mod download): %s", srcErr)
	}
	return real
}

// dirs returns the directories of the real packages the canonical import
// path names (one per major version of the module in e2e/go.mod).
func (u *realUniverse) dirs(path string) []string {
	var out []string
	for cm, mods := range u.mods {
		if path != cm && !strings.HasPrefix(path, cm+"/") {
			continue
		}
		for _, m := range mods {
			d := filepath.Join(m.Dir, filepath.FromSlash(strings.TrimPrefix(path[len(cm):], "/")))
			if fi, err := os.Stat(d); err == nil && fi.IsDir() {
				out = append(out, d)
			}
		}
	}
	sort.Strings(out)
	return out
}

// under: some real package lies under path.
func (u *realUniverse) under(path string) bool {
	for cm := range u.mods {
		if cm == path || strings.HasPrefix(cm, path+"/") || strings.HasPrefix(path, cm+"/") && len(u.dirs(path)) > 0 {
			return true
		}
	}
	return false
}

// pkgOf splits a key into its package (the longest prefix naming a real
// package directory) and the rest.
func (u *realUniverse) pkgOf(key string) (string, string, bool) {
	slash := strings.LastIndexByte(key, '/')
	best := -1
	for i := slash + 1; i < len(key); i++ {
		if key[i] == '.' && len(u.dirs(key[:i])) > 0 {
			best = i
		}
	}
	if best < 0 {
		return "", "", false
	}
	return key[:best], key[best+1:], true
}

func (u *realUniverse) declsOf(dir string) decls {
	u.mu.Lock()
	defer u.mu.Unlock()
	if d, ok := u.cache[dir]; ok {
		return d
	}
	d := decls{}
	fset := token.NewFileSet()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		for _, decl := range f.Decls {
			switch x := decl.(type) {
			case *ast.FuncDecl:
				if x.Recv == nil || len(x.Recv.List) == 0 {
					d[x.Name.Name] = true
					continue
				}
				d[recvName(x.Recv.List[0].Type)+"."+x.Name.Name] = true
				d["*."+x.Name.Name] = true
			case *ast.GenDecl:
				for _, spec := range x.Specs {
					switch s := spec.(type) {
					case *ast.TypeSpec:
						d[s.Name.Name] = true
						switch tt := s.Type.(type) {
						case *ast.StructType:
							for _, fl := range tt.Fields.List {
								for _, n := range fl.Names {
									d[s.Name.Name+"."+n.Name] = true
								}
								if len(fl.Names) == 0 { // embedded: named by its type
									d[s.Name.Name+"."+recvName(fl.Type)] = true
								}
							}
						case *ast.InterfaceType:
							for _, m := range tt.Methods.List {
								for _, n := range m.Names {
									d[s.Name.Name+"."+n.Name] = true
									d["*."+n.Name] = true
								}
							}
						}
					case *ast.ValueSpec:
						for _, n := range s.Names {
							d[n.Name] = true
						}
					}
				}
			}
		}
	}
	u.cache[dir] = d
	return d
}

// recvName: the type name of a receiver or embedded field expression.
func recvName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.SelectorExpr:
			return x.Sel.Name
		case *ast.Ident:
			return x.Name
		default:
			return "?"
		}
	}
}

// check reports whether key exists in some version of its real module;
// checked is false when no e2e module holds its package.
func (u *realUniverse) check(table, key string) (ok, checked bool) {
	if table == "library path" || table == "package" {
		if len(u.dirs(key)) > 0 {
			return true, true
		}
		if u.under(key) {
			return true, true
		}
		return false, false
	}
	pkg, rest, found := u.pkgOf(key)
	if !found {
		return false, false
	}
	for _, dir := range u.dirs(pkg) {
		if u.declsOf(dir)[rest] {
			return true, true
		}
	}
	return false, true
}

// TestKeysExistInRealModules checks every model key whose package belongs to
// a module of e2e/go.mod against that module's source at the pinned version.
func TestKeysExistInRealModuleSources(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the e2e modules' source")
	}
	u := loadRealSources(t)
	m := model.Default()
	checked, skipped := 0, 0
	unpinned := map[string]bool{}
	for table, keys := range tableKeys(m) {
		for _, k := range keys {
			if stdKey(k) {
				continue
			}
			ok, c := u.check(table, k)
			if !c {
				skipped++
				unpinned[libPath(k)] = true
				continue
			}
			checked++
			if !ok {
				t.Errorf("%s %q does not exist in the real module (e2e/go.mod's version)", table, k)
			}
		}
	}
	var un []string
	for p := range unpinned {
		un = append(un, p)
	}
	sort.Strings(un)
	t.Logf("%d keys checked against the real modules, %d in modules e2e/go.mod does not pin (under %s)", checked, skipped, strings.Join(un, ", "))
	if checked < 100 {
		t.Errorf("only %d keys checked: is e2e/go.mod read?", checked)
	}
}

// libPath: the key up to its last slash's element (for grouping the log).
func libPath(k string) string {
	if i := strings.LastIndexByte(k, '/'); i >= 0 {
		return k[:i+1]
	}
	return k
}

// stdKey: a standard-library key (its first path element has no dot).
func stdKey(k string) bool {
	first, _, _ := strings.Cut(strings.TrimPrefix(k, "*"), "/")
	return !strings.Contains(first, ".") || !strings.Contains(k, "/")
}

// TestMisspeltKeysFailOnRealModules: the real-module check fails on a
// misspelt row of each kind, in a module e2e/go.mod pins.
func TestMisspeltKeysFailOnRealModuleSources(t *testing.T) {
	u := loadRealSources(t)
	for table, keys := range map[string][]string{
		"call": {"github.com/confluentinc/confluent-kafka-go/v2/kafka.Consumer.Pol", "github.com/twmb/franz-go/pkg/kgo.Fetches.EachRecrd",
			"github.com/stripe/stripe-go/v*/usagerecord.Client.Create", "firebase.google.com/go/v4/messaging.fcmClient.SendEvery"},
		"route": {"github.com/labstack/echo/v5.Group.Post", "github.com/danielgtaylor/huma/v2.Registr"},
		"field": {"github.com/svix/svix-webhooks/go/internal/openapi.MessageIn.EventID", "github.com/twmb/franz-go/pkg/kgo.Record.Header"},
	} {
		for _, k := range keys {
			ok, checked := u.check(table, k)
			if !checked || ok {
				t.Errorf("misspelt %s %q: checked %v, found %v; want checked and not found", table, k, checked, ok)
			}
		}
	}
	for table, k := range map[string]string{"call": "github.com/stripe/stripe-go/v*/usagerecord.New", "field": "github.com/twmb/franz-go/pkg/kgo.RecordHeader.Value",
		"route": "github.com/gorilla/mux.Route.HandlerFunc"} {
		if ok, checked := u.check(table, k); !checked || !ok {
			t.Errorf("%s %q: checked %v, found %v; want found", table, k, checked, ok)
		}
	}
}
