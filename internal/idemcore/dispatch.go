package idemcore

// Resolving calls through interfaces: the methods a call on an interface
// method may run, among the named types the package can see (its own, the
// interface's package, its imports and theirs). A user type's method is
// summarised by its summary (same package) or its fact; a modelled
// library's type that implements a user-declared interface (sqlc's DBTX
// over *sql.DB, pgx.Conn, pgx.Tx, pgxpool.Pool) makes the call that
// library's call.

import (
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// targets are the possible targets of one interface method.
type targets struct {
	// lib is a modelled library method with a rule that implements the
	// interface method, when no user type does (the first by FuncKey).
	lib  *types.Func
	rule *model.Call
	// impls are the user methods implementing it, sorted by FuncKey.
	impls []*types.Func
	// far are implementations known only from ImplFacts: types of
	// packages whose types this package does not see (sorted by name).
	far []farImpl
}

// farImpl is an implementation of an interface method known from an ImplFact.
type farImpl struct {
	name string // "T.M", as effects chains name methods
	fact *FuncFact
}

// sigKey renders a method's signature without its receiver, types
// qualified by their package paths, so that an interface method and an
// implementation in a package compiled apart compare equal.
func sigKey(m *types.Func) string {
	sig, ok := m.Type().(*types.Signature)
	if !ok {
		return ""
	}
	// without the parameters' names: an implementation names them as it likes
	unnamed := func(t *types.Tuple) *types.Tuple {
		vs := make([]*types.Var, t.Len())
		for i := range vs {
			vs[i] = types.NewParam(token.NoPos, nil, "", t.At(i).Type())
		}
		return types.NewTuple(vs...)
	}
	key := types.TypeString(types.NewSignatureType(nil, nil, nil, unnamed(sig.Params()), unnamed(sig.Results()), sig.Variadic()), nil)
	// the alias any prints as "any" from source and as "interface{}"
	// from some export data: one spelling
	return anyAlias.ReplaceAllString(key, "${1}interface{}")
}

// anyAlias: the predeclared alias any in a type's string (after "(",
// a space, ",", "]", "*" or "...", before a delimiter).
var anyAlias = regexp.MustCompile(`([(\s,\]*]|\.\.\.)any\b`)

// implFacts are the ImplFacts of the packages below this one (once).
func (pa *pkgAnalysis) implFacts() []ImplType {
	if pa.farTypes == nil {
		pa.farTypes = []ImplType{}
		for _, pf := range pa.pass.AllPackageFacts() {
			if f, ok := pf.Fact.(*ImplFact); ok && pf.Package != pa.pass.Pkg {
				pa.farTypes = append(pa.farTypes, f.Types...)
			}
		}
		sort.Slice(pa.farTypes, func(i, j int) bool { return pa.farTypes[i].Type < pa.farTypes[j].Type })
	}
	return pa.farTypes
}

// farImpls: the implementations of interface method m of iface that only
// ImplFacts know of (not among known, the types found by their package's scope).
func (pa *pkgAnalysis) farImpls(iface *types.Interface, m *types.Func, known map[string]bool) []farImpl {
	want := map[string]string{}
	for i := 0; i < iface.NumMethods(); i++ {
		want[iface.Method(i).Name()] = sigKey(iface.Method(i))
	}
	var out []farImpl
	ts, facts := implsIn(pa.implFacts(), want, m.Name())
	for i, t := range ts {
		if known[t.Type] {
			continue
		}
		name := t.Type[strings.LastIndexByte(t.Type, '/')+1:]
		if i := strings.IndexByte(name, '.'); i >= 0 {
			name = name[i+1:]
		}
		out = append(out, farImpl{name: name + "." + m.Name(), fact: facts[i]})
	}
	return out
}

// implsIn: the types among ts that have every method of want (name →
// sigKey) with that signature, and the summary of their method m (an empty
// one when it has none).
func implsIn(ts []ImplType, want map[string]string, m string) (out []ImplType, facts []*FuncFact) {
	for _, t := range ts {
		have := 0
		var fact *FuncFact
		for _, im := range t.Methods {
			if sig, ok := want[im.Name]; ok && sig == im.Sig {
				have++
				if im.Name == m && !im.Delegates {
					// (a method promoted from an embedded interface does
					// what the value wired there does: no implementation)
					fact = im.Fact
					if fact == nil {
						fact = &FuncFact{}
					}
				}
			}
		}
		if have == len(want) && fact != nil {
			out = append(out, t)
			facts = append(facts, fact)
		}
	}
	return out, facts
}

// maxImpls bounds the implementations merged at one call: an interface
// with more is a plug-in point (a handler or a codec), not a store.
const maxImpls = 32

// targetsOf returns the possible targets of the invoke call c, or nil when
// c is not a call on a method of a user-declared interface or nothing the
// package sees implements it.
func (pa *pkgAnalysis) targetsOf(c *ssa.CallCommon) *targets {
	if !c.IsInvoke() || c.Method == nil || c.Method.Pkg() == nil {
		return nil
	}
	ipkg := c.Method.Pkg().Path()
	if isStdPath(ipkg) || pa.m.Modelled(ipkg) {
		return nil // the standard library's and modelled libraries' interfaces have their own rules (or none)
	}
	if !types.IsInterface(c.Value.Type()) {
		return nil
	}
	key := types.TypeString(c.Value.Type(), nil) + "." + c.Method.Name()
	if t, ok := pa.dispatch[key]; ok {
		return t
	}
	t := pa.resolve(c.Value.Type(), c.Method)
	pa.dispatch[key] = t
	return t
}

func (pa *pkgAnalysis) resolve(iface types.Type, m *types.Func) *targets {
	var libs, impls []*types.Func
	seen := map[*types.Func]bool{}
	for _, recv := range pa.implementers(iface, m.Pkg()) {
		if decorates(recv, iface, m) {
			continue
		}
		sel := types.NewMethodSet(recv).Lookup(m.Pkg(), m.Name())
		if sel == nil {
			continue
		}
		fn, ok := sel.Obj().(*types.Func)
		if !ok || seen[fn] {
			continue
		}
		seen[fn] = true
		if fn.Pkg() != nil && pa.m.Modelled(fn.Pkg().Path()) {
			if pa.m.LookupFunc(fn) != nil {
				libs = append(libs, fn)
			}
			continue
		}
		impls = append(impls, fn)
	}
	byKey := func(fs []*types.Func) {
		sort.Slice(fs, func(i, j int) bool { return model.FuncKey(fs[i]) < model.FuncKey(fs[j]) })
	}
	byKey(libs)
	byKey(impls)
	var far []farImpl
	if it, ok := iface.Underlying().(*types.Interface); ok {
		known := map[string]bool{}
		for _, recv := range pa.implementers(iface, m.Pkg()) {
			known[model.TypeKey(deref(recv))] = true
		}
		far = pa.farImpls(it, m, known)
	}
	if len(impls)+len(far) > maxImpls {
		return nil
	}
	t := &targets{impls: impls, far: far}
	if len(impls) == 0 && len(far) == 0 {
		if len(libs) == 0 {
			return nil
		}
		t.lib, t.rule = libs[0], pa.m.LookupFunc(libs[0])
	}
	return t
}

// implementers: the receiver types (T or *T) of the named types the package
// sees that implement iface (user types, and modelled libraries' types and
// interfaces), once per interface type.
func (pa *pkgAnalysis) implementers(t types.Type, ipkg *types.Package) []types.Type {
	key := types.TypeString(t, nil)
	if r, ok := pa.impls[key]; ok {
		return r
	}
	iface, _ := t.Underlying().(*types.Interface)
	var out []types.Type
	if iface != nil && iface.NumMethods() > 0 {
		for _, p := range visiblePackages(pa.pass.Pkg, ipkg) {
			path := p.Path()
			modelled := pa.m.Modelled(path)
			if isStdPath(path) && !modelled {
				continue
			}
			for _, named := range pa.methodIndexOf(p).candidates(iface) {
				if _, isIface := named.Underlying().(*types.Interface); isIface {
					if modelled && types.Implements(named, iface) {
						out = append(out, named) // a user interface is not an implementation
					}
				} else if types.Implements(named, iface) {
					out = append(out, named)
				} else if ptr := types.NewPointer(named); types.Implements(ptr, iface) {
					out = append(out, ptr)
				}
			}
		}
	}
	pa.impls[key] = out
	return out
}

// A methodIndex lists the named types of one package (not aliases, not
// generic) by the names of the methods in their method sets (of T or
// *T), in scope order: the types that may implement an interface are the
// ones listed under each of its methods. It is built once per package and
// analysis, so resolving an interface costs the types that have its
// methods, not every type in sight (issue 19). Types declared in _test.go
// files are not listed.
type methodIndex struct {
	byMethod map[string][]*types.Named
}

func (pa *pkgAnalysis) methodIndexOf(p *types.Package) *methodIndex {
	if idx := pa.methodIdx[p]; idx != nil {
		return idx
	}
	idx := &methodIndex{byMethod: map[string][]*types.Named{}}
	scope := p.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams().Len() > 0 {
			continue
		}
		if strings.HasSuffix(pa.pass.Fset.Position(tn.Pos()).Filename, "_test.go") || testDouble(named) {
			// a test double: what production code calls through the
			// interface is the real implementations (go vet analyses a
			// package with its tests, mocks included)
			continue
		}
		ms := pa.msets.MethodSet(types.NewPointer(named))
		if types.IsInterface(named) {
			ms = pa.msets.MethodSet(named)
		}
		for i := 0; i < ms.Len(); i++ {
			m := ms.At(i).Obj().Name()
			idx.byMethod[m] = append(idx.byMethod[m], named)
		}
	}
	if pa.methodIdx == nil {
		pa.methodIdx = map[*types.Package]*methodIndex{}
	}
	pa.methodIdx[p] = idx
	return idx
}

// decorates: recv wraps another implementation of iface (a buffering,
// caching or retrying decorator): a field of type iface, of another
// interface type whose values implement iface (a cached HTTP client over
// its own httpDoer), or of a func type returning one (a loader), a slice
// or a map of them. A call through iface reaches what it wraps, not only
// it. (m, the method called, is unused: the whole method set decides.)
func decorates(recv, iface types.Type, m *types.Func) bool {
	st, ok := Deref(recv).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	want, _ := iface.Underlying().(*types.Interface)
	same := func(t types.Type) bool {
		if types.Identical(t, iface) {
			return true
		}
		// another interface whose values implement iface (a caching
		// client over its own httpDoer); a service holding a store
		// interface that shares a method or two is no decorator
		_, isIface := t.Underlying().(*types.Interface)
		return isIface && want != nil && want.NumMethods() > 0 && types.Implements(t, want)
	}
	for i := 0; i < st.NumFields(); i++ {
		switch u := st.Field(i).Type().Underlying().(type) {
		case *types.Signature:
			for j := 0; j < u.Results().Len(); j++ {
				if same(u.Results().At(j).Type()) {
					return true
				}
			}
		case *types.Slice:
			if same(u.Elem()) {
				return true
			}
		case *types.Map:
			if same(u.Elem()) {
				return true
			}
		default:
			if same(st.Field(i).Type()) {
				return true
			}
		}
	}
	return false
}

// decorators: every implementation impls of method m of the interface t
// decorates another (decorates). A call through t then also reaches the
// implementations they wrap, which the package that wires them sees: the
// call stays opaque too.
func decorators(impls []types.Type, t types.Type, m *types.Func) bool {
	for _, impl := range impls {
		if !decorates(impl, t, m) {
			return false
		}
	}
	return len(impls) > 0
}

// candidates: the types listed under the interface's rarest method (a
// superset of its implementations), in scope order.
func (idx *methodIndex) candidates(iface *types.Interface) []*types.Named {
	var best []*types.Named
	for i := 0; i < iface.NumMethods(); i++ {
		c := idx.byMethod[iface.Method(i).Name()]
		if len(c) == 0 {
			return nil
		}
		if i == 0 || len(c) < len(best) {
			best = c
		}
	}
	return best
}

// libTarget: the modelled library method an invoke call stands for (a
// call on sqlc's DBTX is the *sql.DB / pgx call), or nil.
func (pa *pkgAnalysis) libTarget(c *ssa.CallCommon) (*types.Func, *model.Call) {
	if t := pa.targetsOf(c); t != nil && t.rule != nil {
		return t.lib, t.rule
	}
	return nil, nil
}

// visiblePackages: the package, the interface's package, their imports and
// the imports of those, each once, in a deterministic order.
func visiblePackages(pkg, ipkg *types.Package) []*types.Package {
	seen := map[*types.Package]bool{}
	var out []*types.Package
	add := func(p *types.Package) {
		if p != nil && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	add(pkg)
	add(ipkg)
	for _, root := range []*types.Package{pkg, ipkg} {
		if root == nil {
			continue
		}
		for _, imp := range root.Imports() {
			add(imp)
		}
	}
	for _, p := range append([]*types.Package(nil), out...) {
		for _, imp := range p.Imports() {
			add(imp)
		}
	}
	return out
}

// mergeFacts merges the facts of the implementations an interface call may
// run: the effects of every implementation (labelled with it), and the key
// operations and sinks only where every implementation has them.
// With recv (the targets are methods), an operation keyed by the receiver
// (a key built from the implementation's own fields) is dropped: through an
// interface the receiver is no key the caller chose.
func mergeFacts(names []string, facts []*FuncFact, recv bool) *FuncFact {
	if len(facts) == 0 {
		return nil
	}
	out := &FuncFact{}
	for i, f := range facts {
		if f == nil {
			continue
		}
		for _, e := range f.Effects {
			ef := e
			ef.Chain = append([]string{names[i]}, e.Chain...)
			out.Effects = append(out.Effects, ef)
		}
		for j, r := range f.Returns {
			for len(out.Returns) <= j {
				out.Returns = append(out.Returns, ProvFact{})
			}
			out.Returns[j].O |= r.O
			out.Returns[j].Params |= r.Params
			out.Returns[j].Hashed = out.Returns[j].Hashed || r.Hashed
			if out.Returns[j].Why == "" {
				out.Returns[j].Why = r.Why
			}
		}
	}
	first := facts[0]
	if first == nil {
		return out
	}
	// results every implementation fills with fresh rows only
	out.FreshResults = first.FreshResults
	for _, f := range facts[1:] {
		if f == nil {
			out.FreshResults = 0
		} else {
			out.FreshResults &= f.FreshResults
		}
	}
	// the SQL every implementation runs from the same parameters
	out.SQL = first.SQL
	for _, f := range facts[1:] {
		if f == nil || !slices.Equal(f.SQL, first.SQL) {
			out.SQL = nil
			break
		}
	}
	for _, k := range first.KeyOps {
		if recv && k.Param == 0 {
			continue
		}
		all := true
		store := k.Store
		for _, f := range facts[1:] {
			if f == nil {
				all = false
				break
			}
			found := false
			for _, k2 := range f.KeyOps {
				if k2.Op == k.Op && k2.Param == k.Param && k2.Result == k.Result {
					found = true
					if k2.Store != store {
						store = ""
					}
					break
				}
			}
			if !found {
				all = false
				break
			}
		}
		if all {
			kk := k
			kk.Store = store
			out.KeyOps = append(out.KeyOps, kk)
		}
	}
	for _, g := range first.Guarded {
		all := true
		for _, f := range facts[1:] {
			if f == nil || !slices.ContainsFunc(f.Guarded, func(h GuardedFact) bool {
				return h.Func == g.Func && h.Key == g.Key && h.FuncField == g.FuncField && h.KeyField == g.KeyField
			}) {
				all = false
				break
			}
		}
		if all {
			out.Guarded = append(out.Guarded, g)
		}
	}
	for _, s := range first.Sinks {
		if recv && s.Param == 0 {
			continue
		}
		all := true
		for _, f := range facts[1:] {
			found := false
			if f != nil {
				for _, s2 := range f.Sinks {
					if s2.Param == s.Param {
						found = true
						break
					}
				}
			}
			if !found {
				all = false
				break
			}
		}
		if all {
			out.Sinks = append(out.Sinks, s)
		}
	}
	return out
}

// globalFuncs: the functions a package-level func-typed variable of this
// package may hold, when every store to it (in its initialiser or any
// function of the package) is a function or closure of the package; nil
// otherwise (var charge = stripeCharge; charge(…)).
func (pa *pkgAnalysis) globalFuncs(g *ssa.Global) []*ssa.Function {
	if g.Pkg != pa.pkg {
		return nil
	}
	if fs, ok := pa.globals[g]; ok {
		return fs
	}
	var out []*ssa.Function
	ok := true
	for _, fn := range pa.pkg.Members {
		f, isFn := fn.(*ssa.Function)
		if !isFn {
			continue
		}
		for _, b := range f.Blocks {
			for _, instr := range b.Instrs {
				st, isStore := instr.(*ssa.Store)
				if !isStore || st.Addr != g {
					continue
				}
				switch v := st.Val.(type) {
				case *ssa.Function:
					if v.Pkg != pa.pkg || v.Blocks == nil {
						ok = false // another package's function, or a synthetic wrapper
						continue
					}
					out = append(out, v)
				case *ssa.MakeClosure:
					if cl, isCl := v.Fn.(*ssa.Function); isCl && cl.Pkg == pa.pkg && cl.Blocks != nil {
						out = append(out, cl)
						continue
					}
					ok = false
				default:
					ok = false
				}
			}
		}
	}
	if !ok || len(out) > maxImpls {
		out = nil
	}
	pa.globals[g] = out
	return out
}
