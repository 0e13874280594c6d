package model_test

import (
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/model"
	_ "github.com/idemlint/idemlint/internal/model/libs"
)

// universe is what the library stubs (which mirror the real libraries'
// declarations) and the standard library declare, keyed the way the model
// looks things up.
type universe struct {
	pkgs   map[string][]*types.Package // every loaded package, by import path as keys name it (model.CanonPath: the major versions of a module stubbed at several are one)
	funcs  map[string]bool             // model.FuncKey of every function and method, and "pkg.*.Method"
	fields map[string]bool             // "pkg.Type.Field" of every struct field (owner un-aliased)
}

// load loads every stub package under analysistest/testdata/src and the
// standard-library packages in std (GOPATH mode: nothing else is visible).
func load(t *testing.T, std []string) *universe {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	gopath := filepath.Join(filepath.Dir(file), "..", "..", "analysistest", "testdata")
	src := filepath.Join(gopath, "src")
	patterns := append([]string(nil), std...)
	require.NoError(t, filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		first := strings.Split(filepath.ToSlash(rel), "/")[0]
		if !strings.Contains(first, ".") { // fixtures, not stubs
			if rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		entries, _ := os.ReadDir(path)
		for _, e := range entries {
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") {
				patterns = append(patterns, filepath.ToSlash(rel))
				break
			}
		}
		return nil
	}))
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedTypes, Dir: src,
		Env: append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOFLAGS=")}
	pkgs, err := packages.Load(cfg, patterns...)
	require.NoError(t, err)
	u := &universe{pkgs: map[string][]*types.Package{}, funcs: map[string]bool{}, fields: map[string]bool{}}
	for _, p := range pkgs {
		require.Empty(t, p.Errors, "package %s (a misspelt standard-library path in a model key?)", p.PkgPath)
		u.add(p.PkgPath, p.Types)
	}
	return u
}

// add adds package p's declarations to the universe, under the import path
// as keys name it (model.CanonPath).
func (u *universe) add(pkgPath string, p *types.Package) {
	path := model.CanonPath(pkgPath)
	u.pkgs[path] = append(u.pkgs[path], p)
	scope := p.Scope()
	for _, name := range scope.Names() {
		switch obj := scope.Lookup(name).(type) {
		case *types.Func:
			u.funcs[model.FuncKey(obj)] = true
		case *types.TypeName:
			for _, tt := range []types.Type{obj.Type(), types.NewPointer(obj.Type())} {
				ms := types.NewMethodSet(tt)
				for i := 0; i < ms.Len(); i++ {
					fn := ms.At(i).Obj().(*types.Func)
					// what LookupFunc can match: the declaring type's key, or the
					// declaring package's wildcard
					u.funcs[model.FuncKey(fn)] = true
					if fn.Pkg() != nil {
						u.funcs[model.CanonPath(fn.Pkg().Path())+".*."+fn.Name()] = true
					}
				}
			}
			if st, ok := types.Unalias(obj.Type()).Underlying().(*types.Struct); ok && !obj.IsAlias() {
				for i := 0; i < st.NumFields(); i++ {
					u.fields[path+"."+name+"."+st.Field(i).Name()] = true
				}
			}
		}
	}
}

// pkgOf resolves the package of a model key by the longest loaded import
// path it starts with ("github.com/nats-io/nats.go.Conn.Publish" is in
// github.com/nats-io/nats.go, not github.com/nats-io/nats).
func (u *universe) pkgOf(key string) (string, bool) {
	best := ""
	for p := range u.pkgs {
		if strings.HasPrefix(key, p+".") && len(p) > len(best) {
			best = p
		}
	}
	return best, best != ""
}

// object returns the package-level object a "pkg.Name" key names.
func (u *universe) object(key string) types.Object {
	p, ok := u.pkgOf(key)
	if !ok {
		return nil
	}
	for _, pkg := range u.pkgs[p] {
		if obj := pkg.Scope().Lookup(strings.TrimPrefix(key, p+".")); obj != nil {
			return obj
		}
	}
	return nil
}

// stdCandidate: the package a key would be in if it is in the standard
// library (whose import paths have no dot in the last element).
func stdCandidate(key string) (string, bool) {
	key = strings.TrimPrefix(key, "*")
	first, _, _ := strings.Cut(key, "/")
	if strings.Contains(first, ".") && strings.Contains(key, "/") {
		return "", false // a third-party path: a stub
	}
	slash := strings.LastIndexByte(key, '/')
	dot := strings.IndexByte(key[slash+1:], '.')
	if dot < 0 {
		return key, true
	}
	return key[:slash+1+dot], true
}

// tableKeys lists every key of every model table, by table.
func tableKeys(m *model.Model) map[string][]string {
	out := map[string][]string{}
	add := func(table, key string) { out[table] = append(out[table], key) }
	for k := range m.Calls {
		add("call", k)
	}
	for k := range m.Fields {
		add("field", k)
	}
	for k := range m.Routes {
		add("route", k)
	}
	for k := range m.HandlerFuncTypes {
		add("handler type", k)
	}
	for _, h := range m.Handlers {
		for _, p := range h.Params {
			if p != "" {
				add("handler parameter type", strings.TrimPrefix(p, "*"))
			}
		}
	}
	for k := range m.UniqueViolations {
		add("unique violation", k)
	}
	for k := range m.Globals {
		add("global source", k)
	}
	for k := range m.Accumulators {
		add("accumulator", k)
	}
	for k, d := range m.KeyedDedupers {
		add("keyed deduper", k)
		add("field", k+"."+d.KeyField)
		for _, f := range d.PayloadKeys {
			add("call", f)
		}
	}
	for k := range m.TxTypes {
		add("transaction type", k)
	}
	for k := range m.PoolTypes {
		add("pool type", k)
	}
	for k := range m.Libs {
		add("library path", k)
	}
	for _, p := range m.Packages {
		add("package", strings.TrimSuffix(p, "/"))
	}
	for _, ks := range out {
		sort.Strings(ks)
	}
	return out
}

// TestKeysExistInStubs checks every key of every model table against the
// stubs (which mirror the real libraries' declarations) and the standard
// library, so that a misspelt package, type, method or field cannot silently
// never match.
func TestKeysExistInStubs(t *testing.T) {
	m := model.Default()
	checkKeys(t, loadFor(t, m), m, tableKeys(m))
}

var (
	loadOnce sync.Once
	loaded   *universe
)

// loadFor loads the stubs and the standard-library packages m's keys name, once.
func loadFor(t *testing.T, m *model.Model) *universe {
	t.Helper()
	loadOnce.Do(func() { loaded = load(t, stdPackages(tableKeys(m))) })
	require.NotNil(t, loaded)
	return loaded
}

func stdPackages(tables map[string][]string) []string {
	stdSet := map[string]bool{}
	for _, keys := range tables {
		for _, k := range keys {
			if p, ok := stdCandidate(k); ok {
				stdSet[p] = true
			}
		}
	}
	var std []string
	for p := range stdSet {
		std = append(std, p)
	}
	sort.Strings(std)
	return std
}

type reporter interface {
	Helper()
	Errorf(format string, args ...any)
}

func checkKeys(t reporter, u *universe, m *model.Model, tables map[string][]string) {
	t.Helper()
	for _, table := range []string{"call", "route", "field", "handler type", "handler parameter type", "claim-first store",
		"keyed deduper", "accumulator", "transaction type", "pool type", "unique violation", "library path", "package"} {
		for _, k := range tables[table] {
			if table == "library path" || table == "package" {
				if u.pkgs[k] == nil && !u.hasPackagesUnder(k) {
					t.Errorf("%s %q is not a stubbed or standard package", table, k)
				}
				continue
			}
			if _, ok := u.pkgOf(k); !ok {
				t.Errorf("%s %q: no stubbed or standard package declares it (add a stub, see analysistest/STUBS.md)", table, k)
				continue
			}
			var ok bool
			switch table {
			case "call", "route":
				ok = u.funcs[k]
			case "field":
				ok = u.fields[k]
			case "unique violation":
				switch u.object(k).(type) {
				case *types.TypeName, *types.Var:
					ok = true
				}
			default:
				_, ok = u.object(k).(*types.TypeName)
			}
			if !ok {
				t.Errorf("%s %q does not exist in the stubs or the standard library", table, k)
			}
		}
	}
	for _, h := range m.Handlers {
		if !u.funcs[h.Lib+".*."+h.Method] {
			t.Errorf("handler method %s is not declared by %s", h.Method, h.Lib)
		}
	}
}

func (u *universe) hasPackagesUnder(prefix string) bool {
	for p := range u.pkgs {
		if strings.HasPrefix(p, prefix+"/") {
			return true
		}
	}
	return false
}

// TestMisspeltKeysFail: the check above fails on a misspelt row of any table,
// including packages whose import path has a dot in its last element
// (nats.go) and standard-library rows.
func TestMisspeltKeysFail(t *testing.T) {
	u := loadFor(t, model.Default())
	bad := map[string][]string{
		"call": {"github.com/nats-io/nats.go.Conn.PublishMesg", "encoding/json.Unmarshall", "hash.Hash.Write",
			"github.com/stripe/stripe-go/v*/paymentintent.Nwe", "github.com/stripe/stripe-go/v*/usagerecord.Client.Create"},
		"route":                  {"github.com/gin-gonic/gin.RouterGroup.Post"},
		"field":                  {"github.com/nats-io/nats.go.Msg.Headers", "net/http.Request.Headers"},
		"handler type":           {"github.com/hibiken/asynq.HandlerFunk"},
		"handler parameter type": {"github.com/hibiken/asynq.Tsk"},
		"claim-first store":      {"github.com/babelqueue/babelqueue-go/idempotency-postgres.Stor"},
		"accumulator":            {"hash.Hsh"},
		"keyed deduper":          {"github.com/ThreeDotsLabs/watermill/message/router/middleware.Deduplicater"},
		"unique violation":       {"github.com/lib/pq.Err", "gorm.io/gorm.ErrDuplicateKey"},
		"library path":           {"github.com/nats-io/nats"},
		"package":                {"github.com/hibiken/asynk"},
	}
	for table, keys := range bad {
		for _, k := range keys {
			r := &recorder{}
			checkKeys(r, u, &model.Model{}, map[string][]string{table: {k}})
			if len(r.errs) != 1 {
				t.Errorf("misspelt %s %q: %d errors, want 1: %q", table, k, len(r.errs), r.errs)
			}
		}
	}
}

type recorder struct{ errs []string }

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
