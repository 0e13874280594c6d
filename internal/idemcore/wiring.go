package idemcore

// Wiring resolved by transitive facts (issue 23 point 3). A handler that
// calls through a user interface whose implementations live in a package
// it does not import (the repository, gateway or notifier built in `main`,
// an `app` package, wire or fx) sees no implementation: the call is an
// Opaque effect, with the interface's method set and what the handler
// knows around the call (the other opaque calls before it, whether a
// condition on a value an opaque call returned decides it, whether the
// sender's id is an argument). Opaque effects travel in facts like any
// effect, through the callers' summaries. Wherever the implementations
// become visible — a caller's package that imports them, or the package
// that wires the handler to them, which sees the facts of every package
// below it — the call is resolved with the implementations' summaries
// (their ImplFacts). The passes decide what to report with them.

import (
	"go/build"
	"go/constant"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// maxOpaque bounds the opaque effects one function records: a function
// with more calls through unresolved interfaces keeps the first ones.
const maxOpaque = 24

// maxOpaqueTotal bounds them over all the calls of one function.
const maxOpaqueTotal = 3 * maxOpaque

// maxIfaceMethods bounds the method set kept for matching: an interface
// with more methods is matched by the called method alone.
const maxIfaceMethods = 32

// opaqueRef describes the invoke call c when it is a call on a method of a
// user-declared interface that no type the package sees implements (nil
// otherwise). args are the call's arguments, the receiver first.
func (fa *funcAnalysis) opaqueRef(c *ssa.CallCommon, args []ssa.Value) *IfaceRef {
	pa := fa.pa
	if !c.IsInvoke() || c.Method == nil || c.Method.Pkg() == nil {
		return nil
	}
	ipkg := c.Method.Pkg().Path()
	if isStdPath(ipkg) || pa.m.Modelled(ipkg) || repoOf(ipkg) != repoOf(pa.pass.Pkg.Path()) {
		return nil // a library's interface is a plug-in point of that library, not the service's wiring
	}
	it, ok := c.Value.Type().Underlying().(*types.Interface)
	if !ok || it.NumMethods() == 0 {
		return nil
	}
	if impls := pa.implementers(c.Value.Type(), c.Method.Pkg()); len(impls) > 0 && !decorators(impls, c.Value.Type(), c.Method) || len(pa.farImpls(it, c.Method, nil)) > 0 {
		return nil // resolved here (dispatch.go), or a plug-in point with many implementations
	}
	name := types.TypeString(c.Value.Type(), nil)
	if n, ok := types.Unalias(c.Value.Type()).(*types.Named); ok && n.Obj().Pkg() != nil {
		name = model.CanonPath(n.Obj().Pkg().Path()) + "." + n.Obj().Name()
	}
	ref := &IfaceRef{Key: name + "." + c.Method.Name(), Method: c.Method.Name(), Within: withinType(fa.fn)}
	if hf := pa.finder; hf != nil {
		ref.Delivers = hf.flowLocal.ifaces[ref.Key] || hf.flowIn.ifaces[ref.Key]
	}
	if it.NumMethods() <= maxIfaceMethods {
		for i := 0; i < it.NumMethods(); i++ {
			ref.Methods = append(ref.Methods, it.Method(i).Name()+" "+sigKey(it.Method(i)))
		}
		sort.Strings(ref.Methods)
	} else {
		ref.Methods = []string{c.Method.Name() + " " + sigKey(c.Method)}
	}
	fa.noteArgs(ref, args)
	return ref
}

// noteArgs records in ref what the call's arguments carry (args: the
// receiver first, not counted): which carry the sender's id, whether the
// delivery reaches one, and the caller's parameters they are built from.
func (fa *funcAnalysis) noteArgs(ref *IfaceRef, args []ssa.Value) {
	for i, a := range args {
		if i == 0 || a == nil {
			continue
		}
		p := fa.deliveryProv(a)
		ref.FreeArgs |= fa.freeVarsIn(a)
		if i < 63 && p.HasSender() {
			ref.SenderArgs |= 1 << i
		}
		if i < 63 && p.HasMinted() {
			ref.MintedArgs |= 1 << i
		}
		if st, fields := model.StructLiteral(a); st != nil {
			for j, fv := range fields {
				if j >= 0 && j < st.NumFields() && fa.argProv(fv).HasMinted() {
					ref.MintedFields = append(ref.MintedFields, strconv.Itoa(i)+"."+st.Field(j).Name())
				}
			}
		}
		for _, f := range idFields {
			if i < 63 && fa.mayBeEmpty(a, f) && !fa.typeUnique(a, f) {
				ref.EmptyFields = append(ref.EmptyFields, strconv.Itoa(i)+"."+f)
			}
		}
		if p.O&(model.Sender|model.Payload|model.Message) != 0 {
			ref.Delivery = true
		}
		ref.ArgParams |= p.Params
	}
	sort.Strings(ref.MintedFields)
}

// argProv is the provenance of an argument, with what it points to when
// it is the address of a local (json.Unmarshal(m.Value, &o); f(&o)) or a
// pointer a constructor returned, filled here (action :=
// actions.NewChangeUserEmail(); c.BindTo(action); f(action)).
func (fa *funcAnalysis) argProv(a ssa.Value) Prov {
	p := fa.provOf(a)
	switch x := Strip(a).(type) {
	case *ssa.Alloc:
		p = p.union(fa.contents(x))
	case *ssa.Call:
		if _, ok := x.Type().Underlying().(*types.Pointer); ok {
			p = p.union(fa.contents(x))
		}
	}
	return p
}

// passOpaque is a callee's unresolved opaque effect e as seen at a call
// whose arguments are argAt (the receiver first): the delivery reaches it
// when it reaches the arguments the callee built the call from.
func (fa *funcAnalysis) passOpaque(e EffectFact, argAt func(int) ssa.Value) EffectFact {
	if e.Iface == nil || e.Iface.Delivery || e.Iface.ArgParams == 0 {
		return e
	}
	ref := *e.Iface
	params := ref.ArgParams
	ref.ArgParams = 0
	for i := 0; i < 64; i++ {
		if params&(1<<i) == 0 {
			continue
		}
		if a := argAt(i); a != nil {
			fa.reachedBy(&ref, a)
		}
	}
	e.Iface = &ref
	return e
}

// opaqueEffect records the call ci as an Opaque effect when it is a call
// through an unresolved user interface (see opaqueRef). A dependency's
// code (in the module cache or a vendor directory) records none: its
// interfaces are its plug-in points, not the service's wiring.
func (fa *funcAnalysis) opaqueEffect(s *summary, ci ssa.CallInstruction, common *ssa.CallCommon, args []ssa.Value, pos token.Pos) {
	if fa.pa.library() || !roomForDirect(s, "", "") {
		return
	}
	ref := fa.opaqueRef(common, args)
	if ref == nil {
		return
	}
	iface := ref.Key[strings.LastIndexByte(ref.Key[:len(ref.Key)-len(ref.Method)-1], '/')+1:]
	s.effects = append(s.effects, &effectInst{EffectFact: EffectFact{Kind: model.Opaque, Chain: []string{iface}, Desc: ref.Key,
		Where: fa.where(pos), SafeIfSender: -1, Iface: ref}, instr: ci, pos: pos})
}

// roomForOpaque: s has room for one more opaque effect brought by the
// instruction from (a call, a closure, a send), and none for the call of
// key at where (the same call reached along another path). The bound is
// per instruction (maxOpaque) and per function (maxOpaqueTotal): one call
// merged over many implementations (a validation interface every action
// implements) keeps its first maxOpaque and does not crowd out the calls
// after it.
func roomForOpaque(s *summary, from ssa.Instruction, key, where string) bool {
	n, here := 0, 0
	for _, e := range s.effects {
		if e.Kind == model.Opaque {
			n++
			if key != "" && e.Iface != nil && e.Iface.Key == key && e.Where == where {
				return false
			}
			if e.instr == from {
				here++
			}
		}
	}
	return here < maxOpaque && n < maxOpaqueTotal
}

// roomForDirect is roomForOpaque for an opaque call the function makes
// itself: those its callees brought first (a validation merged over many
// implementations) do not crowd out its own, which are bounded apart.
func roomForDirect(s *summary, key, where string) bool {
	n := 0
	for _, e := range s.effects {
		if e.Kind == model.Opaque && len(e.Chain) == 1 {
			n++
			if key != "" && e.Iface != nil && e.Iface.Key == key && e.Where == where {
				return false
			}
		}
	}
	return n < maxOpaque
}

// library: the package is a dependency's code (its directory is in the
// module cache or a vendor directory), not the service's.
func (pa *pkgAnalysis) library() bool {
	if pa.lib == 0 {
		pa.lib = 1
		if isLibraryDir(pkgDir(pa.pass)) {
			pa.lib = 2
		}
	}
	return pa.lib == 2
}

// telemetryPkg: the last element of a package path that names a
// service's own telemetry, analytics or metrics client (or its
// OpenTelemetry setup and trace proxy).
var telemetryPkg = regexp.MustCompile(`(?i)^(telemetry|analytics|metrics|tracing|observability|instrumentation|otel|opentelemetry)$`)

// telemetry: the package is the service's own telemetry client (its path
// ends in telemetry, analytics, metrics…): what it sends or publishes are
// usage events and metrics, as for the telemetry SDKs the model knows,
// not business effects.
func (pa *pkgAnalysis) telemetry() bool {
	p := pa.pass.Pkg.Path()
	return telemetryPkg.MatchString(p[strings.LastIndexByte(p, '/')+1:])
}

// isLibraryDir: dir is in the module cache or a vendor directory.
func isLibraryDir(dir string) bool {
	dir = filepath.ToSlash(dir)
	if dir == "" {
		return false
	}
	if strings.Contains(dir+"/", "/vendor/") {
		return true
	}
	return modCache != "" && strings.HasPrefix(dir+"/", modCache+"/")
}

// modCache is the module cache's directory (GOMODCACHE, else GOPATH's pkg/mod).
var modCache = func() string {
	if d := os.Getenv("GOMODCACHE"); d != "" {
		return filepath.ToSlash(filepath.Clean(d))
	}
	gp := build.Default.GOPATH
	if i := strings.IndexByte(gp, os.PathListSeparator); i >= 0 {
		gp = gp[:i]
	}
	if gp == "" {
		return ""
	}
	return filepath.ToSlash(filepath.Join(gp, "pkg", "mod"))
}()

// opaqueContext fills in, for the opaque calls made directly by the
// function, the opaque calls that run before each on every path, and
// whether a condition on a field of a value an opaque call returned
// decides it (a business state check whose write is out of sight).
func (fa *funcAnalysis) opaqueContext(s *summary) {
	var direct []*effectInst
	for _, e := range s.effects {
		if e.Kind == model.Opaque && e.Iface != nil {
			if c, ok := e.instr.(ssa.CallInstruction); ok && (c.Common().IsInvoke() || e.Iface.Bus != "") && len(e.Chain) == 1 {
				direct = append(direct, e)
			}
		}
	}
	if len(direct) == 0 {
		return
	}
	results := map[ssa.Value]bool{}
	for _, e := range direct {
		if v := e.instr.(ssa.CallInstruction).Value(); v != nil {
			results[v] = true
		}
	}
	var stateIfs []*ssa.If
	for _, b := range fa.fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If); ok && stateCond(iff.Cond, results, 0) {
			stateIfs = append(stateIfs, iff)
		}
	}
	for _, e := range direct {
		ref := *e.Iface
		ref.Before = opaqueBefore(direct, e)
		for _, iff := range stateIfs {
			if Dominates(iff, e.instr) && Decides(iff, e.instr) {
				ref.StateGuard = true
			}
		}
		e.Iface = &ref
	}
	// the function's other effects keep the opaque calls that may refuse
	// a repeat before them: the opaque calls its callees make (a job
	// queued whose worker dispatches a mail), among those their callees
	// found; the harmful ones resolved here (a mail sent after a create
	// through a store wired in main), for the pass to resolve
	for _, e := range s.effects {
		if e.instr == nil || e.instr.Parent() != fa.fn || slices.Contains(direct, e) {
			continue
		}
		switch {
		case e.Kind == model.Opaque && e.Iface != nil:
			ref := *e.Iface
			for _, b := range opaqueBefore(direct, e) {
				if len(ref.Before) < maxBefore {
					ref.Before = append(ref.Before, b)
				}
			}
			e.Iface = &ref
		case e.Kind.Harmful():
			e.opaqueGuards = opaqueBefore(direct, e)
		}
	}
}

// opaqueBefore: the opaque calls of direct that run before e and may
// guard it: those whose result decides it first, then those whose success
// alone it needs (OnSuccess), at most maxBefore.
func opaqueBefore(direct []*effectInst, e *effectInst) []IfaceRef {
	var out, onSuccess []IfaceRef
	for _, g := range direct {
		if g == e || g.instr == e.instr || !Dominates(g.instr, e.instr) {
			continue
		}
		b := *g.Iface
		b.Before = nil
		switch gc := g.instr.(ssa.CallInstruction); {
		case guardShaped(gc, e.instr):
			if len(out) < maxBefore {
				out = append(out, b)
			}
		case errRefuses(gc, e.instr):
			b.OnSuccess = true
			onSuccess = append(onSuccess, b)
		}
	}
	for _, b := range onSuccess {
		if len(out) < maxBefore {
			out = append(out, b)
		}
	}
	return out
}

// stateCond: cond compares a field of a value an opaque call returned with
// a constant, or tests a boolean field or method of it (order.Status ==
// "paid", !inv.Open, o.IsPaid()): a check of business state. A nil or
// error check is not (not found, failed), and neither is a comparison
// with another value (an owner compared with the caller).
func stateCond(cond ssa.Value, results map[ssa.Value]bool, depth int) bool {
	if depth > 4 {
		return false
	}
	switch v := cond.(type) {
	case *ssa.UnOp:
		if v.Op == token.NOT {
			return stateCond(v.X, results, depth+1)
		}
		return fromOpaque(v, results, 0) && isField(v)
	case *ssa.BinOp:
		switch v.Op {
		case token.EQL, token.NEQ:
			x, y := v.X, v.Y
			if _, ok := x.(*ssa.Const); ok {
				x, y = y, x
			}
			c, ok := y.(*ssa.Const)
			if !ok || c.Value == nil || c.Value.Kind() == constant.Unknown {
				return false // nil, or not a constant
			}
			return isField(x) && fromOpaque(x, results, 0)
		case token.LAND, token.LOR:
			return stateCond(v.X, results, depth+1) || stateCond(v.Y, results, depth+1)
		}
	case *ssa.Call:
		if v.Call.Signature().Results().Len() == 1 && len(v.Call.Args) == 1 && !v.Call.IsInvoke() && v.Call.Signature().Recv() != nil {
			return fromOpaque(v.Call.Args[0], results, 0) // o.IsPaid()
		}
	case *ssa.Field, *ssa.Phi:
		return isField(v) && fromOpaque(v, results, 0)
	}
	return false
}

// isField: v is a field read (x.f or *(&x.f)).
func isField(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.Field:
		return true
	case *ssa.UnOp:
		_, ok := v.X.(*ssa.FieldAddr)
		return v.Op == token.MUL && ok
	}
	return false
}

// fromOpaque: v is derived (through fields, loads and extracts) from the
// result of one of the opaque calls.
func fromOpaque(v ssa.Value, results map[ssa.Value]bool, depth int) bool {
	if depth > 8 || v == nil {
		return false
	}
	if results[v] {
		return true
	}
	switch x := v.(type) {
	case *ssa.Extract:
		return fromOpaque(x.Tuple, results, depth+1)
	case *ssa.Field:
		return fromOpaque(x.X, results, depth+1)
	case *ssa.FieldAddr:
		return fromOpaque(x.X, results, depth+1)
	case *ssa.UnOp:
		return fromOpaque(x.X, results, depth+1)
	case *ssa.ChangeType:
		return fromOpaque(x.X, results, depth+1)
	}
	return false
}

// resolveRef finds the implementations of ref's interface among the
// ImplFacts of the packages below this one and, with own, this package's
// own types (summarised). It returns their names ("T.Method") and
// summaries, sorted by type; handler methods (reported in their own
// package) are left out. Nil when none implements it.
func (pa *pkgAnalysis) resolveRef(ref *IfaceRef, own *ImplFact) (names []string, facts []*FuncFact) {
	if ref.Field {
		return pa.fieldFacts(ref.Key)
	}
	if ref.Job {
		return pa.jobFacts(ref)
	}
	if ref.Bus != "" {
		return pa.busFacts(ref)
	}
	want := map[string]string{}
	for _, m := range ref.Methods {
		name, sig, _ := strings.Cut(m, " ")
		want[name] = sig
	}
	candidates := pa.implFacts()
	if own != nil {
		candidates = append(append([]ImplType(nil), candidates...), own.Types...)
	}
	ts, fs := implsIn(candidates, want, ref.Method)
	iface := strings.TrimSuffix(ref.Key, "."+ref.Method)
	for i, t := range ts {
		if t.Type == ref.Within && slices.Contains(t.Wraps, iface) {
			continue // a decorator calling the value it wraps: not itself
		}
		if pa.finder.importedHandler(t.Type+"."+ref.Method) || pa.ownHandler(t.Type+"."+ref.Method) {
			continue // a handler: its effects are reported there
		}
		name := t.Type[strings.LastIndexByte(t.Type, '/')+1:]
		names = append(names, name+"."+ref.Method)
		facts = append(facts, fs[i])
	}
	if len(names) > maxImpls {
		return nil, nil
	}
	return names, facts
}

// ownHandler: key ("pkg.T.Method") is a handler of this package.
func (pa *pkgAnalysis) ownHandler(key string) bool {
	for _, h := range pa.handlerList {
		if f, ok := h.fn.Object().(*types.Func); ok && model.FuncKey(f) == key {
			return true
		}
	}
	return false
}

// importedHandler: key ("pkg.T.Method", "pkg.Func") is a handler of
// another package.
func (hf *finder) importedHandler(key string) bool {
	if hf.importedHandlers == nil {
		hf.handlerOfItsPackage(nil)
	}
	return hf.importedHandlers[key]
}

// resolveOpaque: at a call of callee name (argAt: its arguments, the
// receiver first) whose fact has the opaque effect e, the implementations
// this package sees of e's interface (ImplFacts of the packages below)
// stand for it: their harmful effects become the call's. It reports
// whether e was resolved (and needs no opaque effect of its own).
func (fa *funcAnalysis) resolveOpaque(s *summary, ci ssa.CallInstruction, name string, e EffectFact, argAt func(int) ssa.Value, pos token.Pos) bool {
	if e.Iface == nil {
		return false
	}
	names, facts := fa.pa.resolveRef(e.Iface, nil)
	if len(names) == 0 {
		return false
	}
	if e.Iface.StateGuard {
		return true
	}
	// as Result.resolve: an implementation that checks or claims a key
	// (a store, or one looking its entity up by the key) guards only
	// itself: the harm the implementations do is the call's
	before := len(s.effects)
	addImplEffects(s, ci, pos, append([]string{name}, e.Chain...), names, facts, e.Iface)
	if e.SafeIfSender >= 0 {
		// a claim in the callee guarded the call by a key of its
		// parameter: as for the callee's own effects (calleeEffects)
		kept := s.effects[:before]
		for _, x := range s.effects[before:] {
			if fa.safeFor(e, &x.EffectFact, argAt) {
				continue
			}
			kept = append(kept, x)
		}
		s.effects = kept
	}
	return true
}

// addImplEffects adds to s, at the call ci, the harmful effects of the
// implementations (or stored functions) names whose summaries are facts
// that no business-state check of theirs covers, each chain prefix, then
// the implementation, then its own.
func addImplEffects(s *summary, ci ssa.CallInstruction, pos token.Pos, prefix, names []string, facts []*FuncFact, ref *IfaceRef) {
	for i, f := range facts {
		for _, ie := range f.Effects {
			if !ie.Kind.Harmful() || ie.State != "" {
				continue
			}
			if keyedStable(ie, ref) {
				continue
			}
			if ie.RowBy > 0 {
				// an interface-typed row the implementation inserts: its
				// type is the caller's argument's, not judged here
				continue
			}
			ef := ie
			ef.Chain = append(append(append([]string(nil), prefix...), names[i]), ie.Chain...)
			ef.SafeIfSender, ef.KeyedBy = -1, 0
			s.effects = append(s.effects, &effectInst{EffectFact: ef, instr: ci, pos: pos})
		}
	}
}

// idFields: the field names of an entity's own id, which a store mints
// when the caller leaves them empty.
var idFields = []string{"ID", "Id", "UUID"}

// keyedStable: implementation effect e is keyed at its destination by an
// argument (KeyedBy) that the opaque call ref passes without minting it
// (a job enqueued under the delivery's own id): a repeat is refused there.
func keyedStable(e EffectFact, ref *IfaceRef) bool {
	if e.KeyedBy <= 0 || e.KeyedBy-1 >= 63 || ref == nil {
		return false
	}
	if e.KeyedField != "" {
		// the field of a literal the caller built: minted there or not
		// (or left empty for an implementation that mints it then)
		top, _, _ := strings.Cut(e.KeyedField, ".")
		field := strconv.Itoa(e.KeyedBy-1) + "." + top
		if e.KeyedMint && slices.Contains(ref.EmptyFields, field) {
			return false
		}
		return !slices.Contains(ref.MintedFields, field)
	}
	return ref.MintedArgs&(1<<(e.KeyedBy-1)) == 0
}

// deliveryProv is the provenance of an argument of an opaque call, with
// what an entity looked up by the delivery's data stands for (lookupProv).
func (fa *funcAnalysis) deliveryProv(a ssa.Value) Prov {
	p := fa.argProv(a)
	lp := fa.lookupProv(a, 0)
	return p.union(Prov{O: lp.O & (model.Payload | model.Message), Params: lp.Params})
}

// reachedBy notes in ref an argument a of the call where the opaque call
// is seen: the delivery reaches ref when it reaches a; a's parameters are
// for the callers to decide.
func (fa *funcAnalysis) reachedBy(ref *IfaceRef, a ssa.Value) {
	p := fa.deliveryProv(a)
	if p.O&(model.Sender|model.Payload|model.Message) != 0 {
		ref.Delivery = true
	}
	ref.ArgParams |= p.Params
}

// maxLookup bounds the loads lookupProv follows back to a call.
const maxLookup = 6

// lookupProv: when v is (a field of) the result of a call through an
// interface of the service's own (a repository's
// GetWithParticipants(s.TrackID)), the provenance of that call's
// arguments: the entity the delivery names, looked up. An opaque effect
// keyed by it (IncPlayCount(track.ID)) is reached by the delivery.
func (fa *funcAnalysis) lookupProv(v ssa.Value, depth int) Prov {
	if depth > maxLookup {
		return Prov{}
	}
	switch x := strip(v).(type) {
	case *ssa.Field:
		return fa.lookupProv(x.X, depth+1)
	case *ssa.FieldAddr:
		return fa.lookupProv(x.X, depth+1)
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return fa.lookupProv(x.X, depth+1)
		}
	case *ssa.Extract:
		return fa.lookupProv(x.Tuple, depth+1)
	case *ssa.Call:
		c := x.Common()
		if !c.IsInvoke() {
			return Prov{} // a function: its summary says what its result is
		}
		if fn := calleeFunc(c); fn == nil || fn.Pkg() == nil || fa.pa.m.Modelled(fn.Pkg().Path()) || !SameRepo(fn.Pkg().Path(), fa.pa.pass.Pkg.Path()) {
			return Prov{}
		}
		var p Prov
		params, _ := splitArgs(c)
		for _, a := range params {
			if isContext(a.Type()) {
				continue
			}
			p = p.union(fa.argProv(a))
		}
		return p
	}
	return Prov{}
}

// guardShaped: the opaque call g, run before e, may be a dedupe check for
// it: a result of g other than its error decides a branch (ok, seen,
// exists, a row compared with nil), or e runs only where g failed (not
// found: if err == nil { skip }). A lookup whose value is only used
// (cur, err := Orders.Get(id); if err != nil { return }; Send(cur.Email))
// is data for e, not a check.
func guardShaped(g ssa.CallInstruction, e ssa.Instruction) bool {
	v := g.Value()
	if v == nil {
		return false
	}
	var vals []ssa.Value
	if _, ok := v.Type().(*types.Tuple); ok {
		for _, r := range *v.Referrers() {
			if ex, ok := r.(*ssa.Extract); ok {
				vals = append(vals, ex)
			}
		}
	} else {
		vals = []ssa.Value{v}
	}
	for _, x := range vals {
		if isErrorType(x.Type()) {
			if errSkips(x, e) {
				return true
			}
			continue
		}
		if decidesBranch(x, 0) {
			return true
		}
	}
	return false
}

// decidesBranch: v reaches an If's condition (through !, comparisons,
// field reads and method calls on it).
func decidesBranch(v ssa.Value, depth int) bool {
	if depth > 3 || v.Referrers() == nil {
		return false
	}
	for _, r := range *v.Referrers() {
		switch r := r.(type) {
		case *ssa.If:
			return true
		case *ssa.UnOp:
			if decidesBranch(r, depth+1) {
				return true
			}
		case *ssa.BinOp:
			if decidesBranch(r, depth+1) {
				return true
			}
		case *ssa.Field:
			if decidesBranch(r, depth+1) {
				return true
			}
		case *ssa.FieldAddr:
			if decidesBranch(r, depth+1) {
				return true
			}
		case *ssa.Call:
			// a method called on v (found.IsActive()), not a call v is
			// an argument of (if err := p.incPlay(track); err != nil)
			c := r.Common()
			onV := c.IsInvoke() && c.Value == v || !c.IsInvoke() && c.Signature().Recv() != nil && len(c.Args) > 0 && c.Args[0] == v
			if onV && decidesBranch(r, depth+1) {
				return true
			}
		}
	}
	return false
}

// maxBefore bounds IfaceRef.Before: the calls that may guard another,
// those whose result decides it first.
const maxBefore = 8

// errRefuses: e runs only where the call g returned no error (if err !=
// nil { return err }): a unique insert's failure refuses what follows.
func errRefuses(g ssa.CallInstruction, e ssa.Instruction) bool {
	v := g.Value()
	if v == nil {
		return false
	}
	if _, ok := v.Type().(*types.Tuple); !ok {
		return isErrorType(v.Type()) && errSide(v, e, false)
	}
	for _, r := range *v.Referrers() {
		if ex, ok := r.(*ssa.Extract); ok && isErrorType(ex.Type()) && errSide(ex, e, false) {
			return true
		}
	}
	return false
}

// errSkips: e runs only on the branch where the error err is not nil (a
// lookup that found nothing): an existence check by error.
func errSkips(err ssa.Value, e ssa.Instruction) bool { return errSide(err, e, true) }

// errSide: e runs only on the side of a test of the error err (err !=
// nil, err == nil) where it is not nil (failed), or where it is nil: a
// side entered only from the test that dominates e (a `continue` to a
// loop's head dominates the whole body, and decides nothing).
func errSide(err ssa.Value, e ssa.Instruction, failed bool) bool {
	for _, r := range *err.Referrers() {
		bin, ok := r.(*ssa.BinOp)
		if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
			continue
		}
		for _, rr := range *bin.Referrers() {
			iff, ok := rr.(*ssa.If)
			if !ok || len(iff.Block().Succs) != 2 {
				continue
			}
			// Succs[0] is where the condition holds: err != nil fails there
			side := iff.Block().Succs[0]
			if (bin.Op == token.NEQ) != failed {
				side = iff.Block().Succs[1]
			}
			if len(side.Preds) == 1 && side.Dominates(e.Block()) {
				return true
			}
		}
	}
	return false
}

// freeVarOf: the index of the free variable v is (a field of, loaded), or -1.
func (fa *funcAnalysis) freeVarOf(v ssa.Value, depth int) int {
	if depth > maxLookup {
		return -1
	}
	switch x := strip(v).(type) {
	case *ssa.FreeVar:
		for i, f := range fa.fn.FreeVars {
			if f == x {
				return i
			}
		}
	case *ssa.Field:
		return fa.freeVarOf(x.X, depth+1)
	case *ssa.FieldAddr:
		return fa.freeVarOf(x.X, depth+1)
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return fa.freeVarOf(x.X, depth+1)
		}
	}
	return -1
}

// maxFreeWalk bounds the values freeVarsIn visits.
const maxFreeWalk = 64

// freeVarsIn: in a func literal, the free variables (bit i for FreeVars[i])
// v is, or whose values go into v: a message built from what the literal captures
// (&cmd.SendMail{To: []dto.Recipient{dto.NewRecipient("", email, nil)}}
// in the job a helper returns for a background worker). The walk goes
// through operands, the stores into a composite literal's fields and
// elements, and the arguments of the calls that compute them; bounded.
func (fa *funcAnalysis) freeVarsIn(v ssa.Value) uint64 {
	if len(fa.fn.FreeVars) == 0 {
		return 0
	}
	var bits uint64
	seen := map[ssa.Value]bool{}
	work := []ssa.Value{v}
	push := func(x ssa.Value) {
		if x != nil && !seen[x] && len(seen) < maxFreeWalk {
			seen[x] = true
			work = append(work, x)
		}
	}
	seen[v] = true
	var ops []*ssa.Value
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		switch x := x.(type) {
		case *ssa.FreeVar:
			for i, f := range fa.fn.FreeVars {
				if f == x && i < 64 {
					bits |= 1 << i
				}
			}
			continue
		case *ssa.Alloc:
			// a composite literal: the values stored into it, its fields
			// and its elements
			for _, r := range refs(x) {
				switch r := r.(type) {
				case *ssa.Store:
					if r.Addr == x {
						push(r.Val)
					}
				case *ssa.FieldAddr, *ssa.IndexAddr:
					for _, rr := range refs(r.(ssa.Value)) {
						if st, ok := rr.(*ssa.Store); ok && st.Addr == r.(ssa.Value) {
							push(st.Val)
						}
					}
				}
			}
			continue
		case *ssa.Call:
			for _, a := range x.Call.Args {
				push(a)
			}
			continue
		case *ssa.Parameter, *ssa.Const, *ssa.Global, *ssa.Function:
			continue
		}
		instr, ok := x.(ssa.Instruction)
		if !ok {
			continue
		}
		ops = instr.Operands(ops[:0])
		for _, o := range ops {
			if o != nil {
				push(*o)
			}
		}
	}
	return bits
}

// refs: v's referrers, or none.
func refs(v ssa.Value) []ssa.Instruction {
	if r := v.Referrers(); r != nil {
		return *r
	}
	return nil
}

// bindFreeArgs: a func literal's opaque call seen where mc makes it: the
// values it captures for the call's arguments (FreeArgs) decide whether
// the delivery reaches it, and from which of this function's parameters.
func (fa *funcAnalysis) bindFreeArgs(mc *ssa.MakeClosure, e EffectFact) EffectFact {
	if e.Iface == nil || e.Iface.FreeArgs == 0 {
		return e
	}
	ref := *e.Iface
	for i := 0; i < 64 && i < len(mc.Bindings); i++ {
		if ref.FreeArgs&(1<<i) == 0 {
			continue
		}
		b := mc.Bindings[i]
		if _, ok := b.(*ssa.Alloc); ok {
			if b = singleStore(b); b == nil {
				continue
			}
		}
		fa.reachedBy(&ref, b)
	}
	ref.FreeArgs = 0
	if fa.fn.Parent() != nil {
		// a literal in a literal: what the outer one captures
		for i := 0; i < 64 && i < len(mc.Bindings); i++ {
			if e.Iface.FreeArgs&(1<<i) == 0 {
				continue
			}
			if j := fa.freeVarOf(mc.Bindings[i], 0); j >= 0 && j < 64 {
				ref.FreeArgs |= 1 << j
			}
		}
	}
	e.Iface = &ref
	return e
}

// withinType: the type key of the receiver of the method fn is (or a
// func literal of it is in); "" for a function.
func withinType(fn *ssa.Function) string {
	for i := 0; fn != nil && fn.Parent() != nil && i < 16; i++ {
		fn = fn.Parent()
	}
	if fn == nil || fn.Signature.Recv() == nil {
		return ""
	}
	if n, ok := types.Unalias(deref(fn.Signature.Recv().Type())).(*types.Named); ok {
		return model.TypeKey(n)
	}
	return ""
}
