package main

import (
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/idemcore"
)

// A configured name matches nothing when its package is loaded and
// declares no such function, method, type or field: that much is known
// for sure. A name whose package is not loaded may belong to code this
// run does not analyze, and is not reported, unless its package path lies
// in a main module and has no Go files there (a misspelt package path).
// The check is generous: a method or field reachable from the type at all
// (promoted through embedding, or declared on either receiver form)
// counts as a match.

// refsInEffect returns the names declared by every configuration in
// effect for the packages (each file once), and by the override.
func refsInEffect(s *idemcore.Settings, all []listedPackage) []config.Ref {
	var refs []config.Ref
	done := map[string]bool{}
	for _, p := range all {
		if p.Standard {
			continue
		}
		path := s.ConfigFor(p.Dir)
		if path == "" || done[path] {
			continue
		}
		done[path] = true
		if rs, err := config.LoadRefs(path); err == nil {
			refs = append(refs, rs...)
		}
	}
	return append(refs, s.Override.Refs()...)
}

// missingPackageWarnings warns of configured names whose package is not
// loaded although its path lies in a main module of the roots, where it has
// no Go files (a misspelt package path). The names of loaded packages are
// checked against their types by those packages' own analysis (see
// hookNameWarnings).
func missingPackageWarnings(s *idemcore.Settings, all, roots []listedPackage) []string {
	loaded := map[string]bool{}
	for _, p := range all {
		loaded[p.ImportPath] = true
	}
	var mods []*packages.Module
	for _, p := range roots {
		if p.Module != nil && p.Module.Main && p.Module.Dir != "" {
			mods = append(mods, p.Module)
		}
	}
	var out []string
	for _, r := range refsInEffect(s, all) {
		pkgPath := refPackage(r)
		if pkgPath == "" || loaded[pkgPath] {
			continue
		}
		if msg := missingPackage(pkgPath, mods); msg != "" {
			out = append(out, nameWarning(r, msg))
		}
	}
	return uniq(out)
}

// nameWarning is the warning for configured name r, which matches nothing.
func nameWarning(r config.Ref, msg string) string {
	return fmt.Sprintf("%s: %s matches nothing in the loaded program: %s", relPos(r.Where()), r.Name, msg)
}

// refPackage returns the package path of a configured name ("" if the
// name does not parse; Validate has rejected it then).
func refPackage(r config.Ref) string {
	if r.IsField {
		p, _, _, err := config.ParseFieldName(r.Name)
		if err != nil {
			return ""
		}
		return p
	}
	p, _, _, _, err := config.ParseFuncName(r.Name)
	if err != nil {
		return ""
	}
	return p
}

// missingPackage reports a package path inside a main module that has no
// Go files in its directory.
func missingPackage(pkgPath string, mods []*packages.Module) string {
	for _, m := range mods {
		rest, ok := strings.CutPrefix(pkgPath, m.Path)
		if !ok || (rest != "" && !strings.HasPrefix(rest, "/")) {
			continue
		}
		dir := filepath.Join(m.Dir, filepath.FromSlash(strings.TrimPrefix(rest, "/")))
		if hasGoFiles(dir) {
			return ""
		}
		return fmt.Sprintf("module %s has no package %s (no Go files in %s)", m.Path, pkgPath, relPos(dir))
	}
	return ""
}

func hasGoFiles(dir string) bool {
	es, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range es {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") {
			return true
		}
	}
	return false
}

// checkRef checks one name against the type-checked variants of its
// package (the package and its test variant); it returns why the name
// matches nothing in any of them, or "".
func checkRef(r config.Ref, variants []*types.Package) string {
	var why string
	for _, pkg := range variants {
		msg := checkRefIn(r, pkg)
		if msg == "" {
			return ""
		}
		why = msg
	}
	return why
}

func checkRefIn(r config.Ref, pkg *types.Package) string {
	scope := pkg.Scope()
	if r.IsField {
		_, typ, field, _ := config.ParseFieldName(r.Name)
		t, msg := lookupType(pkg, typ)
		if msg != "" {
			return msg
		}
		obj, _, _ := types.LookupFieldOrMethod(t, true, pkg, field)
		if v, ok := obj.(*types.Var); ok && v.IsField() {
			return ""
		}
		return fmt.Sprintf("type %s has no field %s%s", typ, field, suggest(field, fieldNames(t)))
	}
	_, recv, _, name, _ := config.ParseFuncName(r.Name)
	if recv == "" {
		switch obj := scope.Lookup(name); obj.(type) {
		case *types.Func:
			return ""
		case nil:
			return fmt.Sprintf("package %s has no function %s%s", pkg.Path(), name, suggest(name, funcNames(scope)))
		default:
			return fmt.Sprintf("%s.%s is not a function", pkg.Path(), name)
		}
	}
	t, msg := lookupType(pkg, recv)
	if msg != "" {
		return msg
	}
	for _, tt := range []types.Type{t, types.NewPointer(t)} {
		if _, ok := t.Underlying().(*types.Interface); ok && tt != t {
			continue
		}
		if sel := types.NewMethodSet(tt).Lookup(pkg, name); sel != nil {
			return ""
		}
	}
	return fmt.Sprintf("type %s has no method %s%s", recv, name, suggest(name, methodNames(t)))
}

func lookupType(pkg *types.Package, name string) (types.Type, string) {
	switch obj := pkg.Scope().Lookup(name).(type) {
	case *types.TypeName:
		return obj.Type(), ""
	case nil:
		var names []string
		for _, n := range pkg.Scope().Names() {
			if _, ok := pkg.Scope().Lookup(n).(*types.TypeName); ok {
				names = append(names, n)
			}
		}
		return nil, fmt.Sprintf("package %s has no type %s%s", pkg.Path(), name, suggest(name, names))
	default:
		return nil, fmt.Sprintf("%s.%s is not a type", pkg.Path(), name)
	}
}

func funcNames(scope *types.Scope) []string {
	var out []string
	for _, n := range scope.Names() {
		if _, ok := scope.Lookup(n).(*types.Func); ok {
			out = append(out, n)
		}
	}
	return out
}

func methodNames(t types.Type) []string {
	var out []string
	ms := types.NewMethodSet(types.NewPointer(t))
	if _, ok := t.Underlying().(*types.Interface); ok {
		ms = types.NewMethodSet(t)
	}
	for i := 0; i < ms.Len(); i++ {
		out = append(out, ms.At(i).Obj().Name())
	}
	return out
}

func fieldNames(t types.Type) []string {
	var out []string
	if st, ok := t.Underlying().(*types.Struct); ok {
		for i := 0; i < st.NumFields(); i++ {
			out = append(out, st.Field(i).Name())
		}
	}
	return out
}

// suggest returns " (did you mean X?)" for the closest of names to s
// within a small edit distance, or "".
func suggest(s string, names []string) string {
	best, bestD := "", 0
	sort.Strings(names)
	for _, n := range names {
		d := editDistance(strings.ToLower(s), strings.ToLower(n))
		if d <= max(2, len(s)/4) && (best == "" || d < bestD) {
			best, bestD = n, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %s?)", best)
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
