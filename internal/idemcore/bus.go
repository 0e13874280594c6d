package idemcore

// Type-keyed buses of the service's own (issue 23 point 4): a package
// keeps handlers in a map keyed by the type of their message parameter
// (bus.AddHandler(fn) does reflect.TypeOf(fn).In(1) and stores fn), and a
// dispatcher looks the handler up by the message's type and calls it by
// reflection (bus.Dispatch(ctx, &cmd.AddVote{…})). Nothing in the types
// links the dispatch to the handler, so each side is recognised by its
// shape:
//
//   - a registrar takes an interface-typed parameter, takes its
//     reflect.Type's In(k), and writes a map (a package variable or a
//     struct field: the bus);
//   - a dispatcher takes an empty-interface parameter (or a variadic one),
//     reads such a map, and calls reflect.Value.Call; a function passing
//     its own parameter to a dispatcher is one too (MustDispatch).
//
// Both are exported in the functions' facts (FuncFact.Bus). A package
// calling a registrar exports what it registers, with the handlers'
// summaries (BusFact). A dispatch whose handler is visible (registered in
// a package below, or in this one) is the call of that handler with the
// message as its argument: its effects, key operations and sinks are the
// dispatch's. One whose handler is not visible (a web package dispatches,
// a storage package registers, main imports both) is an Opaque effect with
// IfaceRef.Bus set, which the package that sees both resolves (wiring.go).

import (
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// maxBusMsgs bounds the messages one dispatch call resolves.
const maxBusMsgs = 8

// busRoles computes the bus roles of the package's functions (once):
// registrars and dispatchers by their shape, then the functions passing
// their own parameter on to a dispatcher (this package's or an imported
// one's), to a fixed point within a bound.
func (pa *pkgAnalysis) busRoles() map[*ssa.Function][]BusRole {
	if pa.bus != nil {
		return pa.bus
	}
	pa.bus = map[*ssa.Function][]BusRole{}
	if !importsReflect(pa.pass.Pkg) && !pa.importsBus() {
		return pa.bus
	}
	for _, fn := range pa.allFuncs {
		if rs := directBusRoles(fn); len(rs) > 0 {
			pa.bus[fn] = rs
		}
	}
	// a dispatcher reads the maps a registrar of the package writes (not
	// a call counter it keeps beside them), when the package has one
	written := map[string]bool{}
	for _, rs := range pa.bus {
		for _, r := range rs {
			if r.Reg {
				written[r.Bus] = true
			}
		}
	}
	if len(written) > 0 {
		for fn, rs := range pa.bus {
			kept := rs[:0]
			for _, r := range rs {
				if r.Reg || written[r.Bus] {
					kept = append(kept, r)
				}
			}
			pa.bus[fn] = kept
		}
	}
	for range 3 {
		changed := false
		for _, fn := range pa.allFuncs {
			if len(pa.bus[fn]) > 0 || fn.Blocks == nil {
				continue
			}
			if rs := pa.forwardedRoles(fn); len(rs) > 0 {
				pa.bus[fn] = rs
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	return pa.bus
}

// importsReflect: p imports package reflect.
func importsReflect(p *types.Package) bool {
	for _, imp := range p.Imports() {
		if imp.Path() == "reflect" {
			return true
		}
	}
	return false
}

// importsBus: a package this one imports has bus roles: this
// package's functions may forward to its dispatchers.
func (pa *pkgAnalysis) importsBus() bool {
	for _, imp := range pa.pass.Pkg.Imports() {
		if pa.busPkg(imp) {
			return true
		}
	}
	return false
}

// busPkg: the imported package p has bus roles (its PkgFact says so),
// asked once per package: a call's callee fact is read only then.
func (pa *pkgAnalysis) busPkg(p *types.Package) bool {
	b, ok := pa.busPkgs[p]
	if !ok {
		var pf PkgFact
		b = pa.pass.ImportPackageFact(p, &pf) && pf.Bus
		if pa.busPkgs == nil {
			pa.busPkgs = map[*types.Package]bool{}
		}
		pa.busPkgs[p] = b
	}
	return b
}

// rolesOf: the bus roles of the function c calls (this package's, or
// from its fact), nil for none.
func (pa *pkgAnalysis) rolesOf(c *ssa.CallCommon) []BusRole {
	if c.IsInvoke() {
		return nil
	}
	if fn, ok := c.Value.(*ssa.Function); ok {
		if fn.Origin() != nil {
			fn = fn.Origin()
		}
		if fn.Pkg == pa.pkg {
			return pa.busRoles()[fn]
		}
		if obj, ok := fn.Object().(*types.Func); ok && obj.Pkg() != nil && obj.Pkg() != pa.pass.Pkg && pa.busPkg(obj.Pkg()) {
			var ff FuncFact
			if pa.pass.ImportObjectFact(obj, &ff) {
				return ff.Bus
			}
		}
	}
	return nil
}

// directBusRoles: fn's roles by its own shape (see the package comment).
func directBusRoles(fn *ssa.Function) []BusRole {
	if fn.Blocks == nil || len(fn.Params) == 0 {
		return nil
	}
	typeOf := map[ssa.Value]int{} // reflect.TypeOf(param i) → i
	var written, read []string
	reflectCall := false
	var regs []BusRole
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.Call:
				c := in.Common()
				if f := calleeFunc(c); f != nil && f.Pkg() != nil && f.Pkg().Path() == "reflect" {
					switch f.Name() {
					case "TypeOf":
						if len(c.Args) == 1 {
							if i := paramIndex(fn, Strip(c.Args[0])); i >= 0 {
								typeOf[in] = i
							}
						}
					case "Call", "CallSlice":
						if sig := f.Signature(); sig.Recv() != nil {
							reflectCall = true
						}
					}
				}
				if c.IsInvoke() && c.Method != nil && c.Method.Name() == "In" && len(c.Args) == 1 {
					if i, ok := typeOf[c.Value]; ok {
						if k, ok := c.Args[0].(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.Int {
							if n, exact := constant.Int64Val(k.Value); exact && n >= 0 && n < 8 {
								regs = append(regs, BusRole{Reg: true, Param: i, In: int(n)})
							}
						}
					}
				}
			case *ssa.MapUpdate:
				if key := busMap(in.Map); key != "" {
					written = append(written, key)
				}
			case *ssa.Lookup:
				if key := busMap(in.X); key != "" {
					read = append(read, key)
				}
			}
		}
	}
	var out []BusRole
	for _, r := range regs {
		for _, w := range uniq(written) {
			r.Bus = w
			out = append(out, r)
		}
	}
	if reflectCall && len(out) == 0 {
		if i := msgParam(fn); i >= 0 {
			for _, rd := range uniq(read) {
				out = append(out, BusRole{Bus: rd, Param: i})
			}
		}
	}
	return out
}

// uniq sorts xs and drops repeats.
func uniq(xs []string) []string {
	sort.Strings(xs)
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// paramIndex: the index of v among fn's parameters, or -1.
func paramIndex(fn *ssa.Function, v ssa.Value) int {
	for i, p := range fn.Params {
		if p == v {
			return i
		}
	}
	return -1
}

// busMap names the map m is loaded from: a package variable
// ("pkg.handlers") or a struct field ("pkg.Bus.handlers"); "" otherwise.
func busMap(m ssa.Value) string {
	u, ok := m.(*ssa.UnOp)
	if !ok {
		return ""
	}
	switch x := u.X.(type) {
	case *ssa.Global:
		if x.Pkg != nil {
			return model.CanonPath(x.Pkg.Pkg.Path()) + "." + x.Name()
		}
	case *ssa.FieldAddr:
		return fieldKey(x.X.Type(), x.Field)
	}
	return ""
}

// msgParam: the last parameter of fn whose type is an empty interface or
// a slice of one (the messages), or -1.
func msgParam(fn *ssa.Function) int {
	for i := len(fn.Params) - 1; i >= 0; i-- {
		if anyOrAnys(fn.Params[i].Type()) {
			return i
		}
	}
	return -1
}

// anyOrAnys: t is an empty interface or a slice of one (a bus's message
// parameter, variadic or not).
func anyOrAnys(t types.Type) bool {
	if sl, ok := t.Underlying().(*types.Slice); ok {
		t = sl.Elem()
	}
	it, ok := t.Underlying().(*types.Interface)
	return ok && it.Empty()
}

// forwardedRoles: fn passes one of its own parameters, as is, to the
// message parameter of a dispatcher: it dispatches that parameter too.
func (pa *pkgAnalysis) forwardedRoles(fn *ssa.Function) []BusRole {
	var out []BusRole
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			for _, r := range pa.rolesOf(c.Common()) {
				if r.Reg {
					continue
				}
				all := allArgs(c.Common())
				if r.Param >= len(all) {
					continue
				}
				if i := paramIndex(fn, Strip(all[r.Param])); i >= 0 {
					out = append(out, BusRole{Bus: r.Bus, Param: i})
				}
			}
		}
	}
	return out
}

// allArgs: the call's arguments, the receiver first.
func allArgs(c *ssa.CallCommon) []ssa.Value {
	params, recv := splitArgs(c)
	if recv != nil {
		return append([]ssa.Value{recv}, params...)
	}
	return params
}

// busMessages: the messages a dispatch passes at argument a (a variadic
// slice's elements, or the value itself), each with its type's key
// ("pkg/path.Type" of the pointer's element).
func busMessages(a ssa.Value) (vals []ssa.Value, keys []string) {
	add := func(v ssa.Value) {
		mi, ok := v.(*ssa.MakeInterface)
		if !ok || len(vals) >= maxBusMsgs {
			return
		}
		if k := model.TypeKey(deref(mi.X.Type())); k != "" {
			vals = append(vals, mi.X)
			keys = append(keys, k)
		}
	}
	v := a
	for {
		switch x := v.(type) {
		case *ssa.Slice:
			v = x.X
			continue
		case *ssa.ChangeInterface:
			v = x.X
			continue
		}
		break
	}
	if alloc, ok := v.(*ssa.Alloc); ok {
		if _, isArr := deref(alloc.Type()).Underlying().(*types.Array); isArr {
			for _, r := range *alloc.Referrers() {
				ia, ok := r.(*ssa.IndexAddr)
				if !ok {
					continue
				}
				for _, rr := range *ia.Referrers() {
					if st, ok := rr.(*ssa.Store); ok && st.Addr == ia {
						add(st.Val)
					}
				}
			}
			return vals, keys
		}
	}
	add(v)
	return vals, keys
}

// busEntries: the handlers registered for message type msg on bus, from
// the BusFacts of the packages below and this package's own
// registrations (once each).
func (pa *pkgAnalysis) busEntries(bus, msg string) []BusEntry {
	if pa.busFar == nil {
		pa.busFar = map[string][]BusEntry{}
		for _, pf := range pa.pass.AllPackageFacts() {
			if f, ok := pf.Fact.(*BusFact); ok && pf.Package != pa.pass.Pkg {
				for _, h := range f.Handlers {
					k := h.Bus + " " + h.Msg
					pa.busFar[k] = append(pa.busFar[k], h)
				}
			}
		}
	}
	out := pa.busFar[bus+" "+msg]
	for _, h := range pa.ownBus() {
		if h.Bus == bus && h.Msg == msg {
			out = append(out, h)
		}
	}
	return out
}

// ownBus: the handlers this package registers (without their facts;
// busFact fills them in at export).
func (pa *pkgAnalysis) ownBus() []BusEntry {
	if pa.busOwn != nil {
		return pa.busOwn
	}
	pa.busOwn = []BusEntry{}
	for _, fn := range pa.allFuncs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				c, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				for _, r := range pa.rolesOf(c.Common()) {
					all := allArgs(c.Common())
					if !r.Reg || r.Param >= len(all) {
						continue
					}
					h := pa.storedFunc(all[r.Param])
					if h == nil || r.In >= h.Signature.Params().Len() {
						continue
					}
					msg := model.TypeKey(deref(h.Signature.Params().At(r.In).Type()))
					if msg == "" {
						continue
					}
					// the summary's parameters count the receiver first
					shift := 0
					if h.Signature.Recv() != nil {
						shift = 1
					}
					e := BusEntry{Bus: r.Bus, Msg: msg, Func: FuncName(h), In: r.In + shift, Ctx: -1}
					if h.Signature.Params().Len() > 0 && isContext(h.Signature.Params().At(0).Type()) {
						e.Ctx = shift
					}
					if obj, ok := h.Object().(*types.Func); ok {
						e.Func = calleeName(obj)
					}
					pa.busOwn = append(pa.busOwn, e)
					pa.busFuncs = append(pa.busFuncs, h)
				}
			}
		}
	}
	return pa.busOwn
}

// logPkg: an element of a package path that names a service's own
// logging (a log sink registered on its bus writes log lines, to a table
// or a service: no business effect).
var logPkg = regexp.MustCompile(`(?i)^(log|logs|logging|logger|telemetry|analytics|metrics|tracing|observability|otel|opentelemetry)$`)

// loggingPkg: some element of path names logging or telemetry.
func loggingPkg(path string) bool {
	for _, el := range strings.Split(path, "/") {
		if logPkg.MatchString(el) {
			return true
		}
	}
	return false
}

// busFactOf: the handler fact of entry i of ownBus (nil for a log sink's).
func (pa *pkgAnalysis) busFactOf(i int) *FuncFact {
	if pa.env == nil || pa.env.calleeFact == nil || i >= len(pa.busFuncs) || loggingPkg(pa.pass.Pkg.Path()) {
		return nil
	}
	f := pa.env.calleeFact(&ssa.CallCommon{Value: pa.busFuncs[i]})
	if f == nil || f.empty() {
		return nil
	}
	return f
}

// busFact lists the handlers this package registers, with their summaries.
func (sz *summarizer) busFact() *BusFact {
	f := &BusFact{}
	for i, e := range sz.ownBus() {
		e.Fact = sz.busFactOf(i)
		f.Handlers = append(f.Handlers, e)
	}
	return f
}

// busEffects: the call ci dispatches messages on a bus (roles: its
// callee's dispatcher roles). Each message whose handlers are visible is
// their call with the message; one whose handlers are not is an Opaque
// effect for the package that sees them. It reports whether ci was one.
func (fa *funcAnalysis) busEffects(s *summary, ci ssa.CallInstruction, common *ssa.CallCommon, roles []BusRole, pos token.Pos) bool {
	all := allArgs(common)
	var ctx ssa.Value
	for _, a := range all {
		if isContext(a.Type()) {
			ctx = a
			break
		}
	}
	done := false
	for _, r := range roles {
		if r.Reg || r.Param >= len(all) {
			continue
		}
		vals, keys := busMessages(all[r.Param])
		for i, msg := range keys {
			done = true
			entries := fa.pa.busEntries(r.Bus, msg)
			short := msg[strings.LastIndexByte(msg, '/')+1:]
			if len(entries) > 0 {
				for _, h := range entries {
					f := h.Fact
					if f == nil {
						f = fa.pa.ownFact(h)
					}
					if f == nil {
						continue
					}
					args := make([]ssa.Value, h.In+1)
					if h.In > 0 && h.Ctx >= 0 {
						args[h.Ctx] = ctx
					}
					args[h.In] = vals[i]
					fa.applyFact(s, ci, f, h.Func, args, pos)
				}
				continue
			}
			if fa.pa.library() || !roomForDirect(s, msg, fa.where(pos)) {
				continue
			}
			ref := &IfaceRef{Key: msg, Method: short, Bus: r.Bus}
			fa.noteArgs(ref, []ssa.Value{nil, vals[i]})
			if ctx != nil {
				// the request's context (a web framework's, carrying the
				// request) reaches the handler too
				fa.reachedBy(ref, ctx)
			}
			s.effects = append(s.effects, &effectInst{EffectFact: EffectFact{Kind: model.Opaque, Chain: []string{short}, Desc: msg,
				Where: fa.where(pos), SafeIfSender: -1, Iface: ref}, instr: ci, pos: pos})
		}
	}
	return done
}

// ownFact: the summary of this package's registered handler h.
func (pa *pkgAnalysis) ownFact(h BusEntry) *FuncFact {
	for i, e := range pa.busOwn {
		if e == h {
			return pa.busFactOf(i)
		}
	}
	return nil
}

// busFacts resolves the opaque dispatch ref (ref.Bus): the handlers
// registered for its message type that this package sees.
func (pa *pkgAnalysis) busFacts(ref *IfaceRef) (names []string, facts []*FuncFact) {
	for _, h := range pa.busEntries(ref.Bus, ref.Key) {
		f := h.Fact
		if f == nil {
			f = pa.ownFact(h)
		}
		if f == nil {
			f = &FuncFact{}
		}
		names = append(names, h.Func)
		facts = append(facts, f)
	}
	return names, facts
}
