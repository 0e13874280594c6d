package model_test

import (
	"go/types"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/model"
	_ "github.com/idemlint/idemlint/internal/model/libs"
)

// TestKeysExistInStubs checks every model key of a stubbed library against
// the stub's declarations (which mirror the real library's), so that a
// misspelt type, method or field cannot silently never match.
func TestKeysExistInStubs(t *testing.T) {
	_, file, _, _ := runtime.Caller(0)
	gopath := filepath.Join(filepath.Dir(file), "..", "..", "analysistest", "testdata")
	src := filepath.Join(gopath, "src")
	var patterns []string
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
	have := map[string]bool{}
	stubbed := map[string]bool{}
	for _, p := range pkgs {
		require.Empty(t, p.Errors, p.PkgPath)
		stubbed[p.PkgPath] = true
		scope := p.Types.Scope()
		for _, name := range scope.Names() {
			obj := scope.Lookup(name)
			switch obj := obj.(type) {
			case *types.Func:
				have[model.FuncKey(obj)] = true
			case *types.TypeName:
				t := obj.Type()
				for _, tt := range []types.Type{t, types.NewPointer(t)} {
					ms := types.NewMethodSet(tt)
					for i := 0; i < ms.Len(); i++ {
						fn := ms.At(i).Obj().(*types.Func)
						have[p.PkgPath+"."+name+"."+fn.Name()] = true
						have[model.FuncKey(fn)] = true
						have[p.PkgPath+".*."+fn.Name()] = true
						if fn.Pkg() != nil {
							have[fn.Pkg().Path()+".*."+fn.Name()] = true
						}
					}
				}
				if st, ok := t.Underlying().(*types.Struct); ok {
					for i := 0; i < st.NumFields(); i++ {
						have[p.PkgPath+"."+name+"."+st.Field(i).Name()] = true
					}
				}
			}
		}
	}
	m := model.Default()
	check := func(kind, key string) {
		pkg := key
		if i := strings.LastIndexByte(key, '/'); i >= 0 {
			if j := strings.IndexByte(key[i:], '.'); j >= 0 {
				pkg = key[:i+j]
			}
		} else if j := strings.IndexByte(key, '.'); j >= 0 {
			pkg = key[:j]
		}
		if !stubbed[pkg] {
			return // std or an unstubbed library
		}
		if !have[key] {
			t.Errorf("%s key %q does not exist in the stub of %s", kind, key, pkg)
		}
	}
	var keys []string
	for k := range m.Calls {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		check("call", k)
	}
	keys = keys[:0]
	for k := range m.Fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		check("field", k)
	}
	for k := range m.Routes {
		check("route", k)
	}
	for k := range m.HandlerFuncTypes {
		found := false
		for h := range have {
			if strings.HasPrefix(h, k+".") {
				found = true
			}
		}
		if pkg := k[:strings.LastIndexByte(k, '.')]; stubbed[pkg] && !found && !typeExists(pkgs, k) {
			t.Errorf("handler type %q does not exist in the stubs", k)
		}
	}
}

func typeExists(pkgs []*packages.Package, key string) bool {
	i := strings.LastIndexByte(key, '.')
	for _, p := range pkgs {
		if p.PkgPath == key[:i] && p.Types.Scope().Lookup(key[i+1:]) != nil {
			return true
		}
	}
	return false
}
