package model_test

import (
	"bytes"
	"context"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/model"
)

// The checks against the stubs (model_test.go) catch a misspelt row only as
// far as the stubs mirror the real libraries. These check the rows, and the
// stubs themselves, against the REAL modules at the versions e2e/go.mod
// pins: every row whose package the e2e module provides must name a real
// function, method, field or type there, every row of generated code must
// match a method of the code the real generator wrote into e2e (ent), and
// every declaration of a stub whose real package e2e provides must be the
// real declaration. They are skipped with -short, and when the e2e module's
// dependencies cannot be downloaded.

var (
	realOnce sync.Once
	realU    *universe
	realGen  []*types.Package // generated packages in e2e (ent's)
	realSkip string
)

func e2eModuleDir(t *testing.T) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "e2e")
}

// loadReal loads, from the e2e module, the real packages of every stub
// package and of every model key, and the packages generated into e2e by a
// generated library (ent).
func loadReal(t *testing.T) *universe {
	t.Helper()
	if testing.Short() {
		t.Skip("loads the real modules of e2e/go.mod")
	}
	realOnce.Do(func() {
		dir := e2eModuleDir(t)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		dl := exec.CommandContext(ctx, "go", "mod", "download")
		dl.Dir = dir
		if out, err := dl.CombinedOutput(); err != nil {
			realSkip = "go mod download in e2e/ failed (module proxy unreachable?): " + err.Error() + "\n" + string(out)
			return
		}
		m := model.Default()
		// every key is in a stubbed package (TestKeysExistInStubs): the
		// stub packages are the real packages to load
		patterns := stubPackages(t)
		// which of them does the e2e module provide? (one go list of them
		// all fails when one is a module of its own outside the graph)
		provided, err := providedBy(dir, patterns)
		if err != nil {
			realSkip = err.Error()
			return
		}
		// A package whose module the graph holds but go.mod does not require
		// (river's riverpgxv5) makes go list fail as a whole ("updates to
		// go.mod needed"): load against a scratch copy of go.mod that go may
		// update, never e2e/go.mod itself.
		flags, err := scratchModfile(t, dir)
		if err != nil {
			realSkip = err.Error()
			return
		}
		// the packages a generated library wrote into e2e
		all, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedImports, Dir: dir, BuildFlags: flags}, "./...")
		if err != nil {
			realSkip = err.Error()
			return
		}
		var gen []string
		for _, p := range all {
			for _, g := range m.Generated {
				for imp := range p.Imports {
					if imp == g.MarkerPkg || strings.HasPrefix(imp, g.MarkerPkg+"/") {
						gen = append(gen, p.PkgPath)
					}
				}
			}
		}
		cfg := &packages.Config{Mode: packages.NeedName | packages.NeedTypes, Dir: dir, BuildFlags: flags}
		pkgs, err := packages.Load(cfg, append(provided, gen...)...)
		if err != nil {
			realSkip = err.Error()
			return
		}
		u := &universe{pkgs: map[string][]*types.Package{}, funcs: map[string]bool{}, fields: map[string]bool{}}
		for _, p := range pkgs {
			if len(p.Errors) > 0 || p.Types == nil {
				continue
			}
			u.add(p.PkgPath, p.Types)
			for _, g := range gen {
				if p.PkgPath == g {
					realGen = append(realGen, p.Types)
				}
			}
		}
		realU = u
	})
	if realSkip != "" {
		t.Skip(realSkip)
	}
	require.NotNil(t, realU)
	return realU
}

// scratchModfile copies dir's go.mod and go.sum into a temporary
// directory and returns the build flags that make go use (and update) the
// copy.
func scratchModfile(t *testing.T, dir string) ([]string, error) {
	tmp, err := os.MkdirTemp("", "idemlint-e2e-mod")
	if err != nil {
		return nil, err
	}
	for _, f := range []string{"go.mod", "go.sum"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(tmp, f), b, 0o644); err != nil {
			return nil, err
		}
	}
	return []string{"-mod=mod", "-modfile=" + filepath.Join(tmp, "go.mod")}, nil
}

// providedBy returns the packages among paths that the module graph of the
// module in dir provides: the longest module path each starts with has a
// directory of Go files for it.
func providedBy(dir string, paths []string) ([]string, error) {
	// the modules go.mod requires, with their directories (go list -m all
	// would need every module of the graph served, xorm's gitee.com ones too)
	cmd := exec.Command("go", "mod", "download", "-json")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	mods := map[string]string{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var m struct{ Path, Dir string }
		if err := dec.Decode(&m); err != nil {
			break
		}
		if m.Dir != "" {
			mods[m.Path] = m.Dir
		}
	}
	var provided []string
	for _, p := range paths {
		best := ""
		for m := range mods {
			if (p == m || strings.HasPrefix(p, m+"/")) && len(m) > len(best) {
				best = m
			}
		}
		if best == "" {
			continue
		}
		entries, err := os.ReadDir(filepath.Join(mods[best], strings.TrimPrefix(p, best)))
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") {
				provided = append(provided, p)
				break
			}
		}
	}
	return provided, nil
}

// stubPackages lists the import paths of the stub packages.
func stubPackages(t *testing.T) []string {
	_, file, _, _ := runtime.Caller(0)
	src := filepath.Join(filepath.Dir(file), "..", "..", "analysistest", "testdata", "src")
	var out []string
	require.NoError(t, filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		rel = filepath.ToSlash(rel)
		if first := strings.Split(rel, "/")[0]; !strings.Contains(first, ".") {
			if rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		entries, _ := os.ReadDir(path)
		for _, e := range entries {
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") {
				out = append(out, rel)
				break
			}
		}
		return nil
	}))
	return out
}

// TestKeysExistInRealModules: every row whose package the e2e module
// provides names something the real package declares.
func TestKeysExistInRealModules(t *testing.T) {
	u := loadReal(t)
	m := model.Default()
	tables := tableKeys(m)
	for table, keys := range tables {
		var in []string
		for _, k := range keys {
			if table == "library path" || table == "package" {
				if u.pkgs[k] != nil || u.hasPackagesUnder(k) {
					in = append(in, k)
				}
			} else if p, ok := u.pkgOf(k); ok && !isStd(p) {
				in = append(in, k)
			}
		}
		tables[table] = in
	}
	checkKeys(t, u, &model.Model{}, tables)
}

// TestGeneratedRowsMatchRealCode: every row of generated code (ent's
// "Create.Save") matches a method or function of the code the real
// generator wrote into e2e, and a misspelt one does not.
func TestGeneratedRowsMatchRealCode(t *testing.T) {
	loadReal(t)
	m := model.Default()
	require.NotEmpty(t, m.Generated)
	for _, g := range m.Generated {
		var pkgs []*types.Package
		for _, p := range realGen {
			if gen, _ := m.GeneratedRow(anyFunc(p)); gen == g {
				pkgs = append(pkgs, p)
			}
		}
		require.NotEmpty(t, pkgs, "no package generated by %s in e2e/", g.Lib)
		matched := map[*model.Call]bool{}
		for _, p := range pkgs {
			for _, fn := range allFuncs(p) {
				if _, c := m.GeneratedRow(fn); c != nil {
					matched[c] = true
				}
			}
		}
		for key, c := range g.Calls {
			if !matched[c] {
				t.Errorf("generated row %s %q matches nothing in the code %s generated in e2e/", g.Lib, key, g.Lib)
			}
		}
	}
	// a misspelt row matches nothing
	bad := &model.Generated{Lib: "x", MarkerType: m.Generated[0].MarkerType, MarkerPkg: m.Generated[0].MarkerPkg,
		Calls: map[string]*model.Call{"Create.Sav": {}, "IsConstraintErr": {}}}
	mm := &model.Model{Generated: []*model.Generated{bad}}
	for _, p := range realGen {
		for _, fn := range allFuncs(p) {
			if _, c := mm.GeneratedRow(fn); c != nil {
				t.Errorf("misspelt generated row matched %s", fn.FullName())
			}
		}
	}
}

func anyFunc(p *types.Package) *types.Func {
	for _, fn := range allFuncs(p) {
		return fn
	}
	return types.NewFunc(0, p, "_", types.NewSignatureType(nil, nil, nil, nil, nil, false))
}

// allFuncs: the package's functions and the methods of its named types.
func allFuncs(p *types.Package) []*types.Func {
	var out []*types.Func
	scope := p.Scope()
	for _, name := range scope.Names() {
		switch obj := scope.Lookup(name).(type) {
		case *types.Func:
			out = append(out, obj)
		case *types.TypeName:
			if n, ok := obj.Type().(*types.Named); ok {
				for i := 0; i < n.NumMethods(); i++ {
					out = append(out, n.Method(i))
				}
			}
		}
	}
	return out
}

func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

// TestStubsMatchRealModules: every declaration of a stub package whose real
// package the e2e module provides is the real declaration: the same kind,
// the same type (a struct's fields and an interface's methods may be a
// subset), the same methods with the same signatures.
func TestStubsMatchRealModules(t *testing.T) {
	real := loadReal(t)
	stubs := loadFor(t, model.Default())
	checked := 0
	for path, sps := range stubs.pkgs {
		if isStd(path) {
			continue
		}
		// the major versions of a module are one key (model.CanonPath): pair
		// each stub with the real package of its own import path
		for _, sp := range sps {
			for _, rp := range real.pkgs[path] {
				if rp.Path() != sp.Path() {
					continue
				}
				checked++
				for _, d := range compareStub(sp, rp) {
					t.Errorf("stub %s: %s", sp.Path(), d)
				}
			}
		}
	}
	require.NotZero(t, checked, "no stub package is provided by the e2e module")
}

// compareStub lists how stub package s differs from real package r.
func compareStub(s, r *types.Package) []string {
	var out []string
	str := typeStr
	for _, name := range s.Scope().Names() {
		if !token.IsExported(name) {
			continue // unexported helpers may differ (STUBS.md)
		}
		so := s.Scope().Lookup(name)
		ro := r.Scope().Lookup(name)
		if ro == nil {
			out = append(out, name+" does not exist in the real package")
			continue
		}
		switch so := so.(type) {
		case *types.Func:
			if _, ok := ro.(*types.Func); !ok || typeStr(so.Type()) != typeStr(ro.Type()) {
				out = append(out, "func "+name+": stub "+str(so.Type())+", real "+str(ro.Type()))
			}
		case *types.Const, *types.Var:
			if str(so.Type()) != str(ro.Type()) || typeKind(so) != typeKind(ro) {
				out = append(out, typeKind(so)+" "+name+": stub "+str(so.Type())+", real "+typeKind(ro)+" "+str(ro.Type()))
			}
		case *types.TypeName:
			rt, ok := ro.(*types.TypeName)
			if !ok {
				out = append(out, "type "+name+" is not a type in the real package")
				continue
			}
			if so.IsAlias() != rt.IsAlias() {
				out = append(out, "type "+name+": alias mismatch")
				continue
			}
			out = append(out, compareType(name, so.Type(), rt.Type())...)
		}
	}
	return out
}

func typeKind(o types.Object) string {
	switch o.(type) {
	case *types.Const:
		return "const"
	case *types.Var:
		return "var"
	}
	return "?"
}

func compareType(name string, s, r types.Type) []string {
	var out []string
	su, ru := s.Underlying(), r.Underlying()
	switch su := su.(type) {
	case *types.Struct:
		rs, ok := ru.(*types.Struct)
		if !ok {
			return []string{"type " + name + ": a struct in the stub, " + typeStr(ru) + " in the real package"}
		}
		out = append(out, compareStruct(name, su, rs)...)
	case *types.Interface:
		ri, ok := ru.(*types.Interface)
		if !ok {
			return []string{"type " + name + ": an interface in the stub, " + typeStr(ru) + " in the real package"}
		}
		for i := 0; i < su.NumMethods(); i++ {
			m := su.Method(i)
			obj, _, _ := types.LookupFieldOrMethod(ri, false, m.Pkg(), m.Name())
			rm, ok := obj.(*types.Func)
			if !ok || typeStr(m.Type()) != typeStr(rm.Type()) {
				out = append(out, "interface method "+name+"."+m.Name()+" differs or is missing")
			}
		}
	default:
		if typeStr(su) != typeStr(ru) {
			out = append(out, "type "+name+": stub "+typeStr(su)+", real "+typeStr(ru))
		}
	}
	// exported methods declared on the stub type (value and pointer receivers)
	if n, ok := s.(*types.Named); ok {
		rn, _ := r.(*types.Named)
		for i := 0; i < n.NumMethods(); i++ {
			m := n.Method(i)
			if !m.Exported() {
				continue
			}
			var rm *types.Func
			if rn != nil {
				for j := 0; j < rn.NumMethods(); j++ {
					if rn.Method(j).Name() == m.Name() {
						rm = rn.Method(j)
					}
				}
			}
			if rm == nil {
				out = append(out, "method "+name+"."+m.Name()+" is not declared by the real type")
				continue
			}
			if typeStr(m.Type()) != typeStr(rm.Type()) || recvPtr(m) != recvPtr(rm) {
				out = append(out, "method "+name+"."+m.Name()+": stub "+typeStr(m.Type())+", real "+typeStr(rm.Type()))
			}
		}
	}
	return out
}

// compareStruct: every exported field of the stub struct is a field of the
// real one with the same type, embedding and tag; a field whose type is
// an unnamed struct in both (sarama's Config.Producer) may be a subset.
func compareStruct(name string, su, rs *types.Struct) []string {
	var out []string
	for i := 0; i < su.NumFields(); i++ {
		f := su.Field(i)
		if !f.Exported() && !f.Embedded() {
			continue
		}
		found := false
		for j := 0; j < rs.NumFields(); j++ {
			g := rs.Field(j)
			if g.Name() != f.Name() {
				continue
			}
			found = true
			fs, fok := f.Type().(*types.Struct)
			gs, gok := g.Type().(*types.Struct)
			switch {
			case fok && gok:
				out = append(out, compareStruct(name+"."+f.Name(), fs, gs)...)
			case typeStr(f.Type()) != typeStr(g.Type()) || f.Embedded() != g.Embedded() || su.Tag(i) != rs.Tag(j):
				out = append(out, "field "+name+"."+f.Name()+": stub "+typeStr(f.Type())+", real "+typeStr(g.Type()))
			}
		}
		if !found {
			out = append(out, "field "+name+"."+f.Name()+" does not exist in the real package")
		}
	}
	return out
}

// typeStr prints a type with package paths and without parameter and
// result names (export data names unnamed results, "#rv1").
func typeStr(t types.Type) string {
	if sig, ok := t.(*types.Signature); ok {
		tuple := func(tu *types.Tuple, variadic bool) string {
			var parts []string
			for i := 0; i < tu.Len(); i++ {
				pt := tu.At(i).Type()
				if variadic && i == tu.Len()-1 {
					parts = append(parts, "..."+typeStr(pt.(*types.Slice).Elem()))
					continue
				}
				parts = append(parts, typeStr(pt))
			}
			return "(" + strings.Join(parts, ", ") + ")"
		}
		return "func" + tuple(sig.Params(), sig.Variadic()) + tuple(sig.Results(), false)
	}
	return types.TypeString(t, nil)
}

func recvPtr(fn *types.Func) bool {
	_, ok := fn.Type().(*types.Signature).Recv().Type().(*types.Pointer)
	return ok
}

// TestCompareStubFindsDifferences: the stub comparison reports a changed
// signature, a missing field, a field of another type, a wrong receiver and
// a name the real package does not declare, and accepts a subset.
func TestCompareStubFindsDifferences(t *testing.T) {
	check := func(src string) *types.Package {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "p.go", src, 0)
		require.NoError(t, err)
		p, err := new(types.Config).Check("example.com/p", fset, []*ast.File{f}, nil)
		require.NoError(t, err)
		return p
	}
	real := check(`package p
type T struct{ A int; B string; c bool }
func (T) M() int { return 0 }
func (*T) N(x int) (n int) { return }
func F(x int, ys ...string) string { return "" }
type I interface{ M() int; Z() }
`)
	same := check(`package p
type T struct{ A int }
func (T) M() int { return 0 }
func (*T) N(x int) int { return 0 }
func F(a int, b ...string) string { return "" }
type I interface{ M() int }
`)
	require.Empty(t, compareStub(same, real))
	bad := check(`package p
type T struct{ A string; D int }
func (*T) M() int { return 0 }
func F(x int) string { return "" }
type I interface{ M() string }
func G() {}
`)
	require.Len(t, compareStub(bad, real), 6, "%q", compareStub(bad, real))
}
