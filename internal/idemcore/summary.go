package idemcore

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/sqlclass"
)

// Summary is what idemcore found in one function: the effects it may
// perform (its own and those its callees' facts report), its operations on
// dedupe keys, the values it uses as idempotency keys, and the closures it
// creates that are not handlers. Read it with Result.Summary.
type Summary struct {
	fact    FuncFact
	effects []*Effect
	keyOps  []*KeyOp
	sinks   []*Sink
	// closures created here that are not handlers (their sinks are judged with this function's)
	closures []*ssa.Function
	// appended: the table of each SQL append of this function's own
	// statements; deleted: the tables it deletes from (dropReplaced)
	appended map[*Effect]string
	deleted  map[string]bool
	// mintedRows: the rows callees insert under a key minted here, by
	// table (dropChecked)
	mintedRows map[*Effect]string
	// lifted: callbacks in fields of this function's parameters that a
	// closure it makes calls only under a claim (liftGuarded)
	lifted []GuardedFact
	// rowWrites: INSERTs of a row value no unique key covers (an xorm
	// Insert(r) of a model whose id the database assigns), keyed by the
	// row: no dedupe key, but what a lookup by the row's fields checks
	rowWrites []*KeyOp
	// inserts: where rows are inserted into a table, an effect or not (a
	// unique key may refuse a repeat's): this function's own writes, a
	// callback's at the call it is passed to, a callee's (its fact's
	// Inserts) at the call: what an existence lookup decides (markLookedUp)
	inserts []insertAt
}

// insertAt: rows of table are inserted at instr; for a callback's
// insert, inner is the callback's own instruction (the branch deciding it
// may be there: if isCreate { tx.Create(user) }).
type insertAt struct {
	instr ssa.Instruction
	table string
	inner ssa.Instruction
}

// RowWrites are the function's INSERTs of a row value that no unique key
// covers, as writes keyed by the row (for a lookup of the same table by
// the row's fields, then the insert: checkthenwrite's race).
func (s *Summary) RowWrites() []*KeyOp { return s.rowWrites }

// Fact is the summary as exported to importing packages.
func (s *Summary) Fact() *FuncFact { return &s.fact }

// Effects are the effects the function may perform, in instruction order
// (not those of a closure's captured row that only the function making
// the closure can judge).
func (s *Summary) Effects() []*Effect {
	for _, e := range s.effects {
		if e.capKey != nil {
			return slices.DeleteFunc(slices.Clone(s.effects), func(e *Effect) bool { return e.capKey != nil })
		}
	}
	return s.effects
}

// KeyOps are the function's operations on dedupe keys, in instruction order.
func (s *Summary) KeyOps() []*KeyOp { return s.keyOps }

// Sinks are the function's uses of values as idempotency keys.
func (s *Summary) Sinks() []*Sink { return s.sinks }

// Closures are the function literals created in the function that are not
// handlers themselves (they run as part of it).
func (s *Summary) Closures() []*ssa.Function { return s.closures }

// Effect is an effect reachable from a function, with the instruction in
// that function that leads to it (the effect itself, or the call of the
// callee or closure that performs it).
type Effect struct {
	EffectFact
	instr ssa.Instruction
	pos   token.Pos
	guard *KeyOp // the guard that covers it (set by guardEffects)
	// inner: for an effect of a closure the function makes, the
	// instruction in the closure that leads to it (a branch there on a
	// captured variable may decide it)
	inner ssa.Instruction
	// capKey, capField, capAlso: in a closure, an insert keyed by the
	// fields capField and capAlso of a captured row capKey (an insert in
	// a transaction callback): the function that makes the closure judges
	// it by what it puts in those fields
	capKey   ssa.Value
	capField string
	capAlso  []string
	// opaqueGuards: the calls through unresolved interfaces or buses made
	// before the effect that may refuse a repeat first (opaqueContext)
	opaqueGuards []IfaceRef
}

// OpaqueGuards are the opaque calls (through an interface or a bus no
// type here implements) the function makes before the effect whose
// result decides it, or whose success alone it needs (OnSuccess): where
// they are wired, one that checks or claims a key (a unique insert) may
// refuse a repeat before it.
func (e *Effect) OpaqueGuards() []IfaceRef { return e.opaqueGuards }

// Instr is the instruction in the summarised function that leads to the effect.
func (e *Effect) Instr() ssa.Instruction { return e.instr }

// Pos is the position to report the effect at (the start of its call).
func (e *Effect) Pos() token.Pos { return e.pos }

// Guard is the dedupe claim keyed by the sender's id (or by the payload)
// that dominates the effect, or nil when none does.
func (e *Effect) Guard() *KeyOp { return e.guard }

// KeyOp is an operation on a dedupe key: a check (GET, EXISTS, SELECT, a
// map lookup), a write, or an atomic claim (SETNX, INSERT … ON CONFLICT DO
// NOTHING whose outcome is tested, a unique violation handled).
type KeyOp struct {
	op        model.StoreOp
	instr     ssa.Instruction
	fa        *funcAnalysis
	keys      []ssa.Value // candidate key values (SQL: all arguments)
	key       ssa.Value   // the key (first of keys)
	store     string      // "redis", "sql:processed", "map:…", "user"
	container ssa.Value   // redis member operations (HSet, SAdd, SIsMember …): the hash/set key
	desc      string
	lib       string
	ifInstr   *ssa.If // a branch the outcome controls
	returned  bool    // the outcome flows to a return
	forUpdate bool
	unique    bool // error checked for a unique violation
	callee    string
	selPos    token.Pos // position of the method selector (for fixes)
	fromFact  bool
	deriv     string // fromFact: the callee's key derivation with this call's arguments substituted
	// field: fromFact, the key is this field path ("ID", "Line.ID") of
	// key, a value whose struct literal is not visible here (a parameter
	// passed on): the caller's fact keeps the path
	field string
	// alsoFields: the field paths of key holding the other columns of a
	// composite unique key (fields of the model value key, or, fromFact,
	// of the value passed on)
	alsoFields []string
}

// Op is what the operation does to the key (model.Check, Write, Claim, ResultClaim).
func (k *KeyOp) Op() model.StoreOp { return k.op }

// Instr is the call (or map instruction) that operates on the key.
func (k *KeyOp) Instr() ssa.Instruction { return k.instr }

// Key is the key value (the first of Keys).
func (k *KeyOp) Key() ssa.Value { return k.key }

// Keys are the candidate key values (for SQL, every bound argument).
func (k *KeyOp) Keys() []ssa.Value { return k.keys }

// Store names the store the key lives in: "redis", "sql:<table>",
// "gorm:<model>", "map:<map>", or a store summarised by a callee's fact.
func (k *KeyOp) Store() string { return k.store }

// Container is the hash or set key of a redis member operation (HSet,
// SAdd, SIsMember …), or nil.
func (k *KeyOp) Container() ssa.Value { return k.container }

// Desc describes the operation for messages ("Client.Get", "ExecContext INSERT processed").
func (k *KeyOp) Desc() string { return k.desc }

// If is the first branch the operation's outcome controls, or nil.
func (k *KeyOp) If() *ssa.If { return k.ifInstr }

// Returned reports whether the outcome flows to a return of the function.
func (k *KeyOp) Returned() bool { return k.returned }

// ForUpdate reports a SELECT … FOR UPDATE.
func (k *KeyOp) ForUpdate() bool { return k.forUpdate }

// Unique reports whether the operation's error is tested for a unique violation.
func (k *KeyOp) Unique() bool { return k.unique }

// Callee is the called method's name ("Set", "SetEx", "ExecContext").
func (k *KeyOp) Callee() string { return k.callee }

// SelPos is the position of the called method's selector, for fixes (or token.NoPos).
func (k *KeyOp) SelPos() token.Pos { return k.selPos }

// FromFact reports an operation performed inside a user callee, known from its fact.
func (k *KeyOp) FromFact() bool { return k.fromFact }

// Derivation renders how the key is built, so that two operations on keys
// built the same way from the same sources compare equal: for an operation
// inside a callee, the callee's derivation (prefixes, formatting, hashing)
// of this call's arguments; otherwise the rendering of Key.
func (k *KeyOp) Derivation() string {
	if k.deriv != "" {
		return k.deriv
	}
	return canon(k.fa.pa.m, k.key, 0)
}

// Fn is the function the operation is in.
func (k *KeyOp) Fn() *ssa.Function { return k.fa.fn }

// Lib names what the operation calls: "sql", "map", "user" (a callee's
// fact), or the model's name for the library (model.Call.Lib: "go-redis";
// empty when the model names none).
func (k *KeyOp) Lib() string { return k.lib }

// Sink is a use of a value as an idempotency key (a dedupe-table key
// column, SetNX's key, an Idempotency-Key header, a third party's
// idempotency key or a broker's dedup id).
type Sink struct {
	fa     *funcAnalysis
	instr  ssa.Instruction
	key    ssa.Value
	desc   string
	pos    token.Pos
	sender bool // a sender-side sink (a key sent to someone else: header, stripe, dedup id)
	root   ssa.Value
	// fromCallee: the sink is inside a callee (desc names it).
	fromCallee bool
	// also: the caller's other values a callee's key derives from
	// (SinkFact.Also)
	also []ssa.Value
}

// Keys are the key's value and, for a key a callee derives from several
// of its parameters, the other values given there.
func (sk *Sink) Keys() []ssa.Value { return append([]ssa.Value{sk.key}, sk.also...) }

// Fn is the function the key is used in.
func (sk *Sink) Fn() *ssa.Function { return sk.fa.fn }

// Instr is the instruction that uses the key.
func (sk *Sink) Instr() ssa.Instruction { return sk.instr }

// Key is the value used as the key.
func (sk *Sink) Key() ssa.Value { return sk.key }

// Desc describes the use for messages (`the "Idempotency-Key" header`).
func (sk *Sink) Desc() string { return sk.desc }

// Pos is the position to report the use at.
func (sk *Sink) Pos() token.Pos { return sk.pos }

// Sender reports a sender-side use: the key is sent on to someone else
// (a header, a third party's idempotency key, a broker's dedup id).
func (sk *Sink) Sender() bool { return sk.sender }

// FromCallee reports a use inside a user callee, known from its fact.
func (sk *Sink) FromCallee() bool { return sk.fromCallee }

// The engine's own spellings of the product types (the per-library
// classification code uses them).
type (
	summary    = Summary
	effectInst = Effect
	keyOp      = KeyOp
	sinkInst   = Sink
)

// testHookSummary, when set (by tests only, export_test.go), is called
// before each function is summarised: a test makes it panic to check that
// an internal error stays in its function.
var testHookSummary func(fn *ssa.Function)

// summarizer summarises a package's functions, each once (a callee in the
// package on demand, before its caller), and exports the summaries as facts.
type summarizer struct {
	*pkgAnalysis
	summaries  map[*ssa.Function]*summary
	inProgress map[*ssa.Function]bool
	failed     map[*ssa.Function]bool         // summaries that failed (see Failure)
	merged     map[*targets]*FuncFact         // summaryOfInvoke's results
	readers    map[*types.Var][]*ssa.Function // chanReaders (channels.go)
	ownJobs    *JobFact                       // the package's workers (jobs.go), once summarised
}

// newSummarizer makes the summarizer of pa's package; the provenance of a
// call's result then comes from the callee's summary.
func newSummarizer(pa *pkgAnalysis) *summarizer {
	sz := &summarizer{pkgAnalysis: pa, summaries: map[*ssa.Function]*summary{}, inProgress: map[*ssa.Function]bool{}, failed: map[*ssa.Function]bool{}, merged: map[*targets]*FuncFact{}}
	pa.env.calleeFact = sz.summaryOfCallee
	return sz
}

// summarize summarises every source function and exports the facts of
// the named functions and methods whose summaries are not empty.
func (sz *summarizer) summarize() {
	for _, fn := range sz.allFuncs {
		sz.summaryOf(fn)
	}
	relevant := false
	roles := sz.busRoles()
	bus := false
	for _, fn := range sz.allFuncs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || obj.Pkg() != sz.pass.Pkg {
			continue
		}
		s := sz.summaries[fn]
		var f FuncFact
		if s != nil {
			f = s.fact
		}
		f.Bus = roles[fn]
		bus = bus || len(f.Bus) > 0
		if f.empty() {
			continue
		}
		sz.pass.ExportObjectFact(obj, &f)
		relevant = true
	}
	if relevant {
		sz.pass.ExportPackageFact(&PkgFact{Relevant: true, Bus: bus})
	}
	if f := sz.implFact(); len(f.Types) > 0 {
		sz.pass.ExportPackageFact(f)
	}
	if f := sz.busFact(); len(f.Handlers) > 0 {
		sz.pass.ExportPackageFact(f)
	}
	sz.ownJobs = sz.jobFact()
	if len(sz.ownJobs.Jobs) > 0 {
		sz.pass.ExportPackageFact(sz.ownJobs)
	}
}

// implFact lists the package's named types (not generic, not declared in
// a test file, no test double) with a method whose summary is not empty (see ImplFact).
func (sz *summarizer) implFact() *ImplFact {
	f := &ImplFact{}
	scope := sz.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || strings.HasSuffix(sz.pass.Fset.Position(tn.Pos()).Filename, "_test.go") {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams().Len() > 0 || types.IsInterface(named) || testDouble(named) {
			continue
		}
		ms := sz.msets.MethodSet(types.NewPointer(named))
		it := ImplType{Type: model.TypeKey(named), Wraps: wrappedIfaces(named)}
		useful := false
		for i := 0; i < ms.Len(); i++ {
			m, ok := ms.At(i).Obj().(*types.Func)
			if !ok {
				continue
			}
			im := ImplMethod{Name: m.Name(), Sig: sigKey(m)}
			if recv := m.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
				im.Delegates = true
			}
			if fn := sz.pkg.Prog.FuncValue(m); fn != nil && fn.Pkg == sz.pkg {
				if s := sz.summaries[fn]; s != nil && !s.fact.empty() {
					fact := s.fact
					im.Fact = &fact
					useful = true
				}
			}
			it.Methods = append(it.Methods, im)
		}
		if useful {
			f.Types = append(f.Types, it)
		}
	}
	return f
}

// summaryOfCallee: the summary of a call's user callee (same package, or a fact).
func (sz *summarizer) summaryOfCallee(c *ssa.CallCommon) *FuncFact {
	if c.IsInvoke() {
		return sz.summaryOfInvoke(c)
	}
	var fn *ssa.Function
	switch v := c.Value.(type) {
	case *ssa.Function:
		fn = v
	case *ssa.MakeClosure:
		fn, _ = v.Fn.(*ssa.Function)
	case *ssa.UnOp:
		if g, ok := v.X.(*ssa.Global); ok && v.Op == token.MUL {
			return sz.summaryOfFuncs(sz.globalFuncs(g))
		}
	}
	if fn == nil {
		return nil
	}
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	if fn.Pkg == sz.pkg && fn.Blocks != nil {
		s := sz.summaryOf(fn)
		if s == nil {
			return nil
		}
		if sz.handlers[fn] != nil && namedFunc(fn) && len(s.fact.Effects) > 0 {
			// A handler of this package called by another function (a
			// closure registered in its place, a wrapper): it reports its
			// effects itself, so the caller does not report them again.
			f := s.fact
			f.Effects = nil
			return &f
		}
		return &s.fact
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj.Pkg() == nil || obj.Pkg() == sz.pass.Pkg {
		return nil
	}
	var f FuncFact
	if sz.pass.ImportObjectFact(obj, &f) {
		if sz.finder.handlerOfItsPackage(obj) {
			f.Effects = nil // reported in its own package, as a handler
		}
		return &f
	}
	return nil
}

// summaryOfInvoke: the merged summaries of the user methods an interface
// call may run (dispatch.go), or nil.
func (sz *summarizer) summaryOfInvoke(c *ssa.CallCommon) *FuncFact {
	t := sz.targetsOf(c)
	if t == nil || len(t.impls)+len(t.far) == 0 {
		return nil
	}
	if f, ok := sz.merged[t]; ok {
		return f
	}
	names := make([]string, len(t.impls))
	facts := make([]*FuncFact, len(t.impls))
	for i, m := range t.impls {
		names[i] = calleeName(m)
		if m.Pkg() == sz.pass.Pkg {
			fn := sz.pkg.Prog.FuncValue(m)
			if fn == nil {
				continue
			}
			if sz.inProgress[fn] {
				return nil // recursion through the interface: no summary yet
			}
			if s := sz.summaryOf(fn); s != nil {
				facts[i] = &s.fact
			}
			continue
		}
		var f FuncFact
		if sz.pass.ImportObjectFact(m, &f) {
			facts[i] = &f
		} else {
			facts[i] = &FuncFact{}
		}
	}
	for _, fi := range t.far {
		names = append(names, fi.name)
		facts = append(facts, fi.fact)
	}
	f := mergeFacts(names, facts, true)
	sz.merged[t] = f
	return f
}

// summaryOfFuncs: the merged summaries of the functions a func-typed
// package variable may hold (dispatch.go), or nil.
func (sz *summarizer) summaryOfFuncs(fns []*ssa.Function) *FuncFact {
	if len(fns) == 0 {
		return nil
	}
	names := make([]string, len(fns))
	facts := make([]*FuncFact, len(fns))
	for i, fn := range fns {
		names[i] = FuncName(fn)
		if sz.inProgress[fn] {
			return nil
		}
		if s := sz.summaryOf(fn); s != nil {
			facts[i] = &s.fact
		}
	}
	return mergeFacts(names, facts, false)
}

func (sz *summarizer) summaryOf(fn *ssa.Function) (sum *summary) {
	if s := sz.summaries[fn]; s != nil {
		return s
	}
	if sz.failed[fn] {
		return nil
	}
	if sz.inProgress[fn] {
		return nil
	}
	if !sz.env.enter() {
		return nil // past maxDepth: not summarised here (a later query, less deep, does)
	}
	defer sz.env.leave()
	sz.inProgress[fn] = true
	defer delete(sz.inProgress, fn)
	defer func() {
		if r := recover(); r != nil {
			// an internal error: fn is not summarised (its callers see no
			// effects of it); the other functions are
			sz.fail(fn, "summary", r)
			sz.failed[fn] = true
			sum = nil
		}
	}()
	if testHookSummary != nil {
		testHookSummary(fn)
	}
	fa := sz.funcAnalysisFor(fn)
	s := &summary{}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case ssa.CallInstruction:
				fa.classifyCall(s, in)
			case *ssa.MakeClosure:
				cl, _ := in.Fn.(*ssa.Function)
				if cl == nil || sz.handlers[cl] != nil {
					continue
				}
				cs := sz.summaryOf(cl)
				if cs == nil {
					continue
				}
				s.closures = append(s.closures, cl)
				fa.liftClaims(s, in, cs)
				fa.liftGuarded(s, in, cs)
				for _, e := range cs.effects {
					ef := fa.bindFreeArgs(in, e.EffectFact)
					ef.SafeIfSender, ef.SafeField = -1, ""
					if e.guard != nil {
						continue
					}
					if e.Kind == model.Opaque && (e.Iface == nil || !roomForOpaque(s, in, e.Iface.Key, e.Where)) {
						continue
					}
					safe, param := sz.capturedKey(fa, in, cs, e)
					if safe {
						continue
					}
					if e.capKey != nil {
						var keep bool
						if ef, keep = fa.capturedRowKey(in, e, ef); !keep {
							continue
						}
					}
					ef.SafeIfSender, ef.SafeField = param, ""
					pos := e.pos
					if cl.Synthetic != "" || !pos.IsValid() {
						// a method value (handler := a.PasswordGrant): the
						// bound wrapper's call has no place in the source;
						// the effect is reached where the value is made
						pos = fa.posOf(in)
					}
					s.effects = append(s.effects, &effectInst{EffectFact: ef, instr: in, pos: pos, inner: e.instr})
				}
				s.sinks = append(s.sinks, capturedSinks(fa, in, cs)...)
			case *ssa.Store:
				fa.classifyStore(s, in)
			case *ssa.Send:
				sz.channelEffects(fa, s, in, in.Chan, in.X)
			case *ssa.Select:
				for _, st := range in.States {
					if st.Dir == types.SendOnly {
						sz.channelEffects(fa, s, in, st.Chan, st.Send)
					}
				}
			case *ssa.MapUpdate:
				if isMapOfKeys(in.Map.Type()) && !isLocalMap(in.Map) {
					s.keyOps = append(s.keyOps, &keyOp{op: model.Write, instr: in, fa: fa, key: in.Key, keys: []ssa.Value{in.Key},
						store: "map:" + canon(sz.m, in.Map, 0), desc: "map store", lib: "map"})
				}
			case *ssa.Lookup:
				if _, isMap := in.X.Type().Underlying().(*types.Map); isMap && isMapOfKeys(in.X.Type()) && !isLocalMap(in.X) {
					op := &keyOp{op: model.Check, instr: in, fa: fa, key: in.Index, keys: []ssa.Value{in.Index},
						store: "map:" + canon(sz.m, in.X, 0), desc: "map lookup", lib: "map"}
					op.ifInstr, op.returned, _ = fa.outcome(in)
					s.keyOps = append(s.keyOps, op)
				}
			}
		}
	}
	dropReplaced(s)
	fa.dropRecreated(s)
	dropChecked(s)
	for _, k := range s.keyOps {
		if t, ok := strings.CutPrefix(k.store, "sql:"); ok && t != "" && (k.op == model.Write || k.op == model.Claim) {
			s.inserts = append(s.inserts, insertAt{k.instr, t, nil})
		}
	}
	fa.markLookedUp(s)
	fa.markChecked(s)
	fa.dropOnFresh(s)
	fa.dropExpiring(s)
	fa.branchToggles(s)
	fa.listAppends(s)
	fa.opaqueContext(s)
	fa.guardEffects(s)
	fa.completedInTx(s)
	guards := fa.stateGuards()
	fa.stateGuardEffects(s, guards)
	fa.buildFact(s, guards)
	sz.summaries[fn] = s
	return s
}

// capturedSinks: the sinks of closure cs (made by mc in fa's function) whose
// key is a variable the closure captures, as sinks of the enclosing function
// on the captured value, so that a key parameter passed into a closure
// (retry(func() error { p.SetIdempotencyKey(key) … })) is a key parameter of
// the enclosing function's summary.
func capturedSinks(fa *funcAnalysis, mc *ssa.MakeClosure, cs *summary) []*sinkInst {
	var out []*sinkInst
	for _, sk := range cs.sinks {
		if b := capturedBinding(mc, sk.key); b != nil {
			out = append(out, &sinkInst{fa: fa, instr: mc, key: b, desc: sk.desc + " in a func literal", pos: sk.pos, sender: sk.sender, fromCallee: true})
		}
	}
	return out
}

// capturedBinding: the enclosing function's value that key, a value of the
// closure mc makes, is a captured variable of (its address when captured by
// reference), or nil.
func capturedBinding(mc *ssa.MakeClosure, key ssa.Value) ssa.Value {
	cl, _ := mc.Fn.(*ssa.Function)
	if cl == nil {
		return nil
	}
	k := strip(key)
	if u, ok := k.(*ssa.UnOp); ok && u.Op == token.MUL {
		k = u.X // a variable captured by reference: its address
	}
	fv, ok := k.(*ssa.FreeVar)
	if !ok {
		return nil
	}
	for i, v := range cl.FreeVars {
		if v == fv && i < len(mc.Bindings) {
			return mc.Bindings[i]
		}
	}
	return nil
}

// capturedKey judges an effect of closure cs (made by mc in fa's function)
// by the key the call forwards (a sender-side sink on one of its arguments:
// stripe's SetIdempotencyKey) when that key is a captured variable: the
// sender's id makes the effect safe; a parameter of the enclosing function
// makes it safe when that parameter is the sender's id (the index, for
// SafeIfSender; -1: neither).
func (sz *summarizer) capturedKey(fa *funcAnalysis, mc *ssa.MakeClosure, cs *summary, e *effectInst) (safe bool, param int) {
	ci, ok := e.instr.(ssa.CallInstruction)
	cl, _ := mc.Fn.(*ssa.Function)
	if !ok || cl == nil || e.Kind != model.Charge {
		return false, -1
	}
	cfa := sz.funcAnalysisFor(cl)
	params, _ := splitArgs(ci.Common())
	for _, a := range params {
		sk := cfa.forwardedKey(cs, a)
		if sk == nil || !sk.sender {
			continue
		}
		b := capturedBinding(mc, sk.key)
		if b == nil {
			continue
		}
		p := fa.provOf(b)
		if p.HasSender() && !p.HasMinted() {
			return true, -1
		}
		if p.paramsOnly() {
			return false, lowestBit(p.Params)
		}
	}
	return false, -1
}

// liftClaims: a claim inside a callback whose outcome the callback
// returns (sqlc's execTx(ctx, func(q *Queries) error { n, _ := q.Claim(ctx,
// id); if n == 0 { return errDuplicate } … })) is a claim at the call the
// callback is passed to, keyed by the captured key, when that call's
// result is consulted.
func (fa *funcAnalysis) liftClaims(s *summary, mc *ssa.MakeClosure, cs *summary) {
	cl, _ := mc.Fn.(*ssa.Function)
	call := passedTo(mc)
	if call == nil || cl == nil {
		return
	}
	for _, g := range cs.guards() {
		if !g.returned {
			continue
		}
		key, field := capturedValue(mc, g.key), g.field
		if key == nil {
			// a field of a captured value (c.Subdomain of the command
			// the callback's insert binds): that value, by the field
			root, path := capturedFieldOf(mc, g.key)
			if root == nil {
				continue
			}
			key, field = root, joinPath(path, g.field)
		}
		op := &keyOp{op: model.Claim, instr: call, fa: fa, key: key, keys: []ssa.Value{key}, store: g.store,
			desc: g.desc + " in a callback", lib: g.lib, callee: g.callee, fromFact: true, field: field, alsoFields: g.alsoFields}
		op.ifInstr, op.returned, op.unique = fa.outcome(call)
		if op.ifInstr != nil || op.returned {
			s.keyOps = append(s.keyOps, op)
		}
	}
	// An insert of a captured row in a callback (DoTransaction(ctx,
	// func(sess) error { _, err := sess.Insert(tag); return err })) is the
	// row's insert at the call, for a lookup made before it by the row's
	// fields (checkthenwrite's race).
	for _, r := range cs.rowWrites {
		row := capturedValue(mc, r.key)
		if row == nil {
			continue
		}
		rw := *r
		rw.instr, rw.fa, rw.key, rw.keys, rw.fromFact = call, fa, row, []ssa.Value{row}, true
		rw.ifInstr, rw.returned, rw.unique = fa.outcome(call)
		rw.desc = r.desc + " in a callback"
		s.rowWrites = append(s.rowWrites, &rw)
	}
	// The callback's inserts, unique or not, are the call's.
	for _, in := range cs.inserts {
		s.inserts = append(s.inserts, insertAt{call, in.table, in.instr})
	}
	// A release in a callback (execTx(ctx, func(q *Queries) error { return
	// q.DeleteProcessedMessage(ctx, id) })) releases the captured key at the
	// call, so that a claim lifted from another callback is seen released.
	for _, r := range cs.keyOps {
		if r.op != model.Release {
			continue
		}
		key := capturedValue(mc, r.key)
		if key == nil {
			continue
		}
		s.keyOps = append(s.keyOps, &keyOp{op: model.Release, instr: call, fa: fa, key: key, keys: []ssa.Value{key}, store: r.store,
			desc: r.desc + " in a callback", lib: r.lib, callee: r.callee, fromFact: true})
	}
}

// passedTo: the call closure mc is passed to (using(ctx, func(trx) error
// {…})), also as a value of a named func type (SqlHandler), or nil.
func passedTo(mc *ssa.MakeClosure) *ssa.Call {
	v := ssa.Value(mc)
	for range 3 {
		var next ssa.Value
		for _, r := range *v.Referrers() {
			switch r := r.(type) {
			case *ssa.Call:
				if r.Common().Value != v {
					return r
				}
			case *ssa.ChangeType:
				next = r
			case *ssa.MakeInterface:
				next = r
			}
		}
		if next == nil {
			return nil
		}
		v = next
	}
	return nil
}

// capturedFieldOf: the enclosing function's value whose field path v, a
// field read in closure mc (c.Line.ID), is of: the captured value and the
// path; nil when v reads no field of a captured value.
func capturedFieldOf(mc *ssa.MakeClosure, v ssa.Value) (ssa.Value, string) {
	var names []string
	for range maxFieldPath {
		v = strip(v)
		if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
			if _, isFV := u.X.(*ssa.FreeVar); !isFV {
				v = u.X
			}
		}
		x, name, ok := model.FieldSel(v)
		if !ok {
			break
		}
		names = append(names, name)
		v = x
	}
	if len(names) == 0 {
		return nil, ""
	}
	root := capturedValue(mc, v)
	if root == nil {
		return nil, ""
	}
	slices.Reverse(names)
	return root, strings.Join(names, ".")
}

// capturedValue: the enclosing function's value that v, a value of closure
// mc, is a captured variable of (for a variable captured by reference, the
// value stored to it once), or nil.
func capturedValue(mc *ssa.MakeClosure, v ssa.Value) ssa.Value {
	b := capturedBinding(mc, v)
	if u, ok := strip(v).(*ssa.UnOp); ok && u.Op == token.MUL && b != nil {
		b = singleStore(b) // a captured variable: the value stored to it once
	}
	return b
}

// capturedVar: v is a variable a closure captures (or a load of one).
func capturedVar(v ssa.Value) bool {
	v = strip(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = strip(u.X)
	}
	_, ok := v.(*ssa.FreeVar)
	return ok
}

// capturedRowKey judges closure effect e, an insert keyed by fields of a
// row the closure captures (made by mc in fa's function), by what that
// row holds here (keyedRow): a minted key is kept as an append, one from
// fa's parameters keyed by them for its callers, a stable one dropped.
func (fa *funcAnalysis) capturedRowKey(mc *ssa.MakeClosure, e *effectInst, ef EffectFact) (EffectFact, bool) {
	row := capturedValue(mc, e.capKey)
	if row == nil {
		return ef, false
	}
	switch verdict, at, also := fa.keyedRow(row, e.capField, e.capAlso, false, mc); verdict {
	case keyCallers:
		ef.KeyedBy, ef.KeyedField, ef.KeyedAlso = fa.keyParam(at.p.Params)+1, fa.pathThere(at), also
		return ef, true
	case keyMinted:
		return ef, true
	}
	return ef, false
}

// keyedRowVerdict: how a row keyed at its destination by fields of a
// value is judged where the value is made (keyedRow).
type keyedRowVerdict int

const (
	keyRefused keyedRowVerdict = iota // a stable key: a repeat's row is refused
	keyMinted                         // a key column minted here: a new row each run
	keyCallers                        // the key is fa's parameters': its callers judge
)

// keyedRow judges a row keyed by field path field of v and, for a
// composite key, by the paths also: one column minted here makes the key
// new each run, whatever the others hold; a key from fa's parameters is
// for its callers (with the key's field there, and the other columns'
// paths there); any other key refuses a repeat's row.
func (fa *funcAnalysis) keyedRow(v ssa.Value, field string, also []string, mint bool, site ssa.Instruction) (keyedRowVerdict, fieldAt, []string) {
	var there []string
	for _, f := range also {
		o := fa.argField(v, f, fa.argProv)
		switch {
		case o.p.paramsOnly():
			there = append(there, fa.pathThere(o))
		case o.p.HasMinted():
			return keyMinted, fieldAt{}, nil
		}
	}
	at := fa.argField(v, field, fa.argProv)
	if !at.known {
		if p, ok := fa.localFieldProv(at.v, at.rest, site); ok {
			// a local struct's field: what is stored there, not what
			// its other fields hold (UpdatedAt = time.Now())
			at.p = p
		}
	}
	switch {
	case at.p.paramsOnly():
		return keyCallers, at, there
	case at.p.HasMinted():
		return keyMinted, at, nil
	case mint && fa.typeUnique(v, field):
		// the entity's table (named for its type) has a unique key
		// besides the id, on fields the caller fills (a radio's name):
		// a repeat fails on it
		return keyRefused, at, nil
	case mint && fa.mayBeEmpty(v, field):
		// the callee mints the key when none is passed: a new entity's
		// unset id is a new row each run
		return keyMinted, at, nil
	case mint && at.p.Params == 0 && at.p.O&(model.Payload|model.Message) != 0 && at.p.O&^(model.Payload|model.Message|model.Const) == 0 && bodyValue(v) && !fieldAssigned(v, field):
		// an id field of the request's body as it came, which a create
		// leaves out: the callee mints one for each request that does
		// (an id this code sets, from the route's path, is the row's)
		return keyMinted, at, nil
	}
	return keyRefused, at, nil
}

// isMapOfKeys: a map used as a seen-set (map[K]bool / map[K]struct{} / map[K]time.Time).
func isMapOfKeys(t types.Type) bool {
	mt, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	switch v := mt.Elem().Underlying().(type) {
	case *types.Basic:
		return v.Kind() == types.Bool
	case *types.Struct:
		return v.NumFields() == 0
	}
	return model.TypeKey(mt.Elem()) == "time.Time"
}

func (fa *funcAnalysis) classifyStore(s *summary, st *ssa.Store) {
	faddr, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return
	}
	owner := deref(faddr.X.Type())
	f := fieldVar(owner, faddr.Field)
	if f == nil {
		return
	}
	mf := fa.pa.m.LookupField(owner, f)
	if mf == nil || !mf.Sink {
		return
	}
	s.sinks = append(s.sinks, &sinkInst{fa: fa, instr: st, key: st.Val, desc: typeShort(owner) + "." + f.Name(), pos: st.Pos(), sender: true, root: literalRoot(rootOf(faddr.X))})
}

// classifyCall records the effects, key operations and sinks of one call.
func (fa *funcAnalysis) classifyCall(s *summary, ci ssa.CallInstruction) {
	common := ci.Common()
	fn := calleeFunc(common)
	params, recv := splitArgs(common)
	pos := fa.posOf(ci)
	rule := fa.pa.m.LookupFunc(fn)
	if rule == nil && common.IsInvoke() {
		if lib, r := fa.pa.libTarget(common); r != nil {
			fn, rule = lib, r // a user interface over a modelled library (sqlc's DBTX)
		}
	}
	if rule == nil {
		fa.calleeEffects(s, ci, common, params, recv, pos)
		return
	}
	if rule.Effect != model.SQL && rule.Store == model.NoStore && (rule.Effect != 0 || rule.Hook != nil) && fa.pa.telemetry() {
		return // a service's own telemetry client: usage events, not business effects (issue 22 kind 1)
	}
	if rule.OwnCode && fa.pa.library() {
		return // a library's own transport (its generated gRPC stubs)
	}
	name := effectName(fn, recv)
	addEffect := func(kind model.Effect, desc string) {
		s.effects = append(s.effects, &effectInst{EffectFact: EffectFact{Kind: kind, Chain: []string{name}, Desc: desc, Where: fa.where(pos), SafeIfSender: -1, Lib: rule.Lib}, instr: ci, pos: pos})
	}
	arg := func(i int) ssa.Value {
		if i >= 0 && i < len(params) {
			return params[i]
		}
		return nil
	}
	if rule.Sink && rule.KeyArg >= 0 && arg(rule.KeyArg) != nil {
		sender := rule.Store == model.NoStore // WithMsgID, TaskID, SetIdempotencyKey: keys sent on
		var root ssa.Value
		if recv != nil {
			root = rootOf(recv)
		}
		s.sinks = append(s.sinks, &sinkInst{fa: fa, instr: ci, key: arg(rule.KeyArg), desc: name + " key", pos: pos, sender: sender, root: root})
	}
	if rule.HeaderSet && len(params) >= 2 {
		if h, ok := constString(params[0]); ok && fa.pa.m.IsKeyHeader(h) {
			s.sinks = append(s.sinks, &sinkInst{fa: fa, instr: ci, key: params[1], desc: `the "` + h + `" header`, pos: pos, sender: true, root: headerOwner(recv)})
		}
	}
	if rule.Hook != nil {
		site := &model.Site{Instr: ci, Fn: fn, Rule: rule, Params: params, Recv: recv, Callee: calleeName(fn), Name: name,
			Model: fa.pa.m, Q: &hookQueries{fa: fa, s: s, ci: ci}}
		c := rule.Hook(site)
		fa.record(s, ci, fn, pos, rule, c)
		if c.Table == nil {
			return
		}
		rule = c.Table
	}
	switch kind := rule.Effect; kind {
	case model.SQL:
		fa.classifySQL(s, ci, fn, rule, params, pos)
	case model.Charge, model.Send, model.Increment, model.Append, model.Publish:
		safeIf := -1
		safeHeaders := ""
		if kind == model.Publish {
			if fa.publishDeduped(s, params) || fa.relaysHeaders(params) {
				return
			}
			safeIf = fa.publishDedupedByParam(s, params)
			if safeIf < 0 {
				safeIf, safeHeaders = fa.headersFromParam(params)
			}
		}
		desc := kind.String() + " " + name
		if kind == model.Send {
			desc = "external send " + name
		}
		addEffect(kind, desc)
		s.effects[len(s.effects)-1].SafeIfSender = safeIf
		s.effects[len(s.effects)-1].SafeHeaders = safeHeaders
	}
	// key operations
	switch rule.Store {
	case model.Check, model.Write, model.Claim, model.ResultClaim, model.Release:
		key := arg(rule.KeyArg)
		if key == nil {
			return
		}
		keys := []ssa.Value{key}
		if elems := variadicElems(key); elems != nil {
			keys = elems
			key = elems[0]
		}
		op := &keyOp{op: rule.Store, instr: ci, fa: fa, key: key, keys: keys, desc: name, lib: rule.Lib, callee: fn.Name()}
		op.store = rule.KeyStore
		if op.store == "" {
			op.store = rule.Lib
		}
		op.container = arg(rule.ContainerArg)
		if c, ok := ci.(*ssa.Call); ok {
			op.ifInstr, op.returned, op.unique = fa.outcome(c)
			if ce := fa.pa.calls[common.Pos()]; ce != nil {
				if sel, ok := ast.Unparen(ce.Fun).(*ast.SelectorExpr); ok {
					op.selPos = sel.Sel.Pos()
				}
			}
		}
		if op.op == model.ResultClaim && op.ifInstr != nil {
			op.op = model.Claim
		}
		s.keyOps = append(s.keyOps, op)
	}
}

// publishDedupedByParam: the published message's dedup id (a field sink:
// SendMessageInput.MessageDeduplicationId, PublishInput.MessageDeduplicationId)
// is built from one parameter of the function alone: the publish is deduped
// when its callers pass the sender's id there. The parameter, or -1.
func (fa *funcAnalysis) publishDedupedByParam(s *summary, params []ssa.Value) int {
	for _, p := range params {
		if key := fa.forwardedKey(s, p); key != nil && key.sender {
			if kp := fa.provOf(key.key); kp.paramsOnly() {
				return lowestBit(kp.Params)
			}
		}
	}
	return -1
}

// headerFields name the fields of a message struct that carry its
// headers (sarama's ProducerMessage.Headers, kafka-go's Message.Headers,
// nats.Msg.Header, SNS/SQS MessageAttributes, pub/sub Attributes).
var headerFields = []string{"Headers", "Header", "Attributes", "MessageAttributes", "Metadata", "Properties"}

// relaysHeaders: a published message's headers are the delivery's own
// (a header table, or a conversion of it): a relay or bridge that forwards
// the message with its headers forwards the producer's id among them, so
// the next hop can dedupe the copy a redelivery makes.
func (fa *funcAnalysis) relaysHeaders(params []ssa.Value) bool {
	for _, p := range params {
		for _, name := range headerFields {
			if h := model.StoredField(p, name); h != nil && fa.relayed(h) {
				return true
			}
		}
	}
	return false
}

// relayed: v is the delivery's header table, or built from it only.
func (fa *funcAnalysis) relayed(v ssa.Value) bool {
	p := fa.provOf(v)
	return p.O&model.Message != 0 && p.Params == 0 && p.O&model.Minted == 0
}

// headersFromParam: the published message's headers are a field of a
// parameter (Headers: m.Headers in a producer's Write(m Message)): the
// parameter and the field path, for callers to judge; -1 when not.
func (fa *funcAnalysis) headersFromParam(params []ssa.Value) (int, string) {
	for _, p := range params {
		for _, name := range headerFields {
			h := model.StoredField(p, name)
			if h == nil {
				continue
			}
			hp := fa.provOf(h)
			if !hp.paramsOnly() {
				continue
			}
			param := lowestBit(hp.Params)
			if path := keyFieldPath(fa.fn, h, "", param); path != "" {
				return param, path
			}
		}
	}
	return -1, ""
}

// publishDeduped: the sender's id is forwarded as the published message's
// dedup id (SendMessageInput.MessageDeduplicationId, Publishing.MessageId,
// or an option carrying it: jetstream.WithMsgID(id), asynq.TaskID(id)), so
// the broker dedupes the republished message, or in a header named as the
// sender's id (forwardsSenderHeader), so the next hop can.
func (fa *funcAnalysis) publishDeduped(s *summary, params []ssa.Value) bool {
	for _, p := range params {
		if fa.tracer.forwardsSenderHeader(p) {
			return true
		}
		if key := fa.forwardedKey(s, p); key != nil && key.sender {
			if kp := fa.provOf(key.key); kp.HasSender() && !kp.HasMinted() || kp.PayloadOnly() {
				return true
			}
		}
		for _, opt := range variadicElems(p) {
			for _, sk := range s.sinks {
				if c, ok := sk.instr.(*ssa.Call); ok && sk.sender && ssa.Value(c) == opt {
					if kp := fa.provOf(sk.key); kp.HasSender() && !kp.HasMinted() || kp.PayloadOnly() {
						return true
					}
				}
			}
		}
	}
	return false
}

// record adds what a library hook classified at a call.
func (fa *funcAnalysis) record(s *summary, ci ssa.CallInstruction, fn *types.Func, pos token.Pos, rule *model.Call, c model.Classification) {
	for _, sk := range c.Sinks {
		s.sinks = append(s.sinks, &sinkInst{fa: fa, instr: ci, key: sk.Key, desc: sk.Desc, pos: pos, sender: sk.Sender, root: sk.Root})
	}
	for _, e := range c.Effects {
		ef := EffectFact{Kind: e.Kind, Chain: []string{e.Name}, Desc: e.Desc, Where: fa.where(pos), SafeIfSender: e.SafeIfSender, SQLWrite: e.SQLWrite, KeyedBy: e.KeyedBy, KeyedField: e.KeyedField, KeyedAlso: e.KeyedAlso, Job: e.Job, MethodBy: e.MethodBy, URLBy: e.URLBy, RowBy: e.RowBy, Lib: rule.Lib}
		if ef.Kind == model.Append {
			// an audit log's or a credential's row, by its table or its
			// model's type (gorm:pkg.AuditLog)
			if ef.Row = tableRowKind(e.Table); ef.Row == "" && e.Rows != "" {
				ef.Row = rowKind(e.Rows[strings.LastIndexByte(e.Rows, '.')+1:])
			}
		}
		if e.Job != "" {
			var ok bool
			if ef, ok = fa.jobEffect(ef); !ok {
				continue // the job's worker does no harm
			}
		}
		s.effects = append(s.effects, &effectInst{EffectFact: ef, instr: ci, pos: pos})
		if e.Rows != "" {
			if s.appended == nil {
				s.appended = map[*Effect]string{}
			}
			s.appended[s.effects[len(s.effects)-1]] = e.Rows
		}
	}
	for _, d := range c.Deletes {
		if s.deleted == nil {
			s.deleted = map[string]bool{}
		}
		s.deleted[d] = true
	}
	for _, st := range c.SQL {
		fa.classifySQLStmt(s, ci, fn, rule.Lib, st, pos)
	}
	for _, text := range c.SQLFrom {
		fa.runSQL(s, ci, fn, rule.Lib, []ssa.Value{text}, 0, pos)
	}
	for _, k := range c.KeyOps {
		keys := k.Keys
		if keys == nil {
			keys = []ssa.Value{k.Key}
		}
		op := &keyOp{op: k.Op, instr: ci, fa: fa, key: k.Key, keys: keys, store: k.Store, desc: k.Desc, lib: rule.Lib, callee: k.Callee, forUpdate: k.ForUpdate}
		if call, ok := ci.(*ssa.Call); ok {
			op.ifInstr, op.returned, op.unique = fa.outcome(call)
		}
		s.keyOps = append(s.keyOps, op)
	}
}

// hookQueries answers a library hook's questions about one call.
type hookQueries struct {
	fa *funcAnalysis
	s  *summary
	ci ssa.CallInstruction
}

func (q *hookQueries) Outcome() (branch, returned, unique bool) {
	c, ok := q.ci.(*ssa.Call)
	if !ok {
		return false, false, false
	}
	ifI, returned, unique := q.fa.outcome(c)
	return ifI != nil, returned, unique
}

func (q *hookQueries) Key(v ssa.Value) model.KeyClass {
	return q.keyClass(q.fa.provOf(v))
}

func (q *hookQueries) keyClass(p Prov) model.KeyClass {
	// a fallback key (the sender's, or minted when there is none) counts as
	// the sender's, as it does for a guard: keysource reports the fallback
	k := model.KeyClass{Sender: p.HasSender() && (!p.HasMinted() || p.Fallback), PayloadOnly: p.PayloadOnly(), Fallback: p.HasSender() && p.Fallback, Param: -1, Minted: p.HasMinted(),
		Const: p.O == model.Const && p.Params == 0}
	args := p.Params
	if q.fa.fn.Signature.Recv() != nil {
		args &^= 1 // the receiver
	}
	k.FromArgs = args != 0
	if p.paramsOnly() {
		k.Param = lowestBit(p.Params)
	}
	return k
}

func (q *hookQueries) FieldKey(row ssa.Value, field string) (model.KeyClass, bool) {
	fa, captured := q.fa, false
	for range maxClosureDepth {
		// a row a closure captures (the factor a transaction's callback
		// creates): what its parent stored there
		alloc := capturedAlloc(fa.fn, row)
		if alloc == nil {
			break
		}
		fa, row, captured = fa.pa.funcAnalysisFor(fa.fn.Parent()), alloc, true
	}
	p, ok := fa.fieldProv(row, field, 0)
	if !ok || p.O&^(model.Unknown|model.Const) == 0 && p.Params == 0 {
		// nothing known of it (a token a helper draws without being
		// seen minting)
		return model.KeyClass{}, false
	}
	k := q.keyClass(p)
	if captured {
		k.Param, k.FromArgs = -1, false // the parent's parameters, not this function's
	}
	return k, true
}

// maxClosureDepth bounds the closures FieldKey looks out of.
const maxClosureDepth = 4

// capturedAlloc: the variable of fn's parent that row, a load of one of
// fn's free variables, reads, when the parent makes fn once and fn does
// not assign the variable; nil otherwise.
func capturedAlloc(fn *ssa.Function, row ssa.Value) *ssa.Alloc {
	u, ok := strip(row).(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return nil
	}
	fv, ok := u.X.(*ssa.FreeVar)
	mcs := closuresOf(fn)
	if !ok || len(mcs) != 1 || fv.Referrers() == nil {
		return nil
	}
	for _, r := range *fv.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == fv {
			return nil
		}
	}
	alloc, _ := capturedBinding(mcs[0], row).(*ssa.Alloc)
	return alloc
}

func (q *hookQueries) Sinks() []model.SinkView {
	if q.s == nil {
		return nil // an SQL builder's site
	}
	out := make([]model.SinkView, len(q.s.sinks))
	for i, sk := range q.s.sinks {
		out[i] = model.SinkView{Key: sk.key, Root: sk.root, Sender: sk.sender}
	}
	return out
}

func (q *hookQueries) NamedSQL(name string) (string, bool) {
	text, ok := sqlclass.NamedQueries(pkgDir(q.fa.pa.pass))[name]
	return text, ok
}

func (q *hookQueries) UniqueKeys(table string) [][]string {
	return q.fa.schema().UniqueKeys(table)
}

func (q *hookQueries) ConstResult(fn *types.Func) (string, bool) {
	if f := q.fa.pa.pkg.Prog.FuncValue(fn); f != nil && f.Blocks != nil {
		return constResult(f)
	}
	if fn.Pkg() == nil || fn.Pkg() == q.fa.pa.pass.Pkg {
		return "", false
	}
	var f FuncFact
	if q.fa.pa.pass.ImportObjectFact(fn, &f) && f.Const != "" {
		return f.Const, true
	}
	return "", false
}

// constResult: the string constant fn, of no parameters but its receiver
// and one string result, returns on every path.
func constResult(fn *ssa.Function) (string, bool) {
	sig := fn.Signature
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 || fn.Blocks == nil {
		return "", false
	}
	if b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return "", false
	}
	out := ""
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		c, ok := ret.Results[0].(*ssa.Const)
		if !ok || c.Value == nil || c.Value.Kind() != constant.String {
			return "", false
		}
		if v := constant.StringVal(c.Value); out == "" {
			out = v
		} else if v != out {
			return "", false
		}
	}
	return out, out != ""
}

func (q *hookQueries) Forwarded(v ssa.Value) (model.SinkView, bool) {
	sk := q.fa.forwardedKey(q.s, v)
	if sk == nil {
		return model.SinkView{}, false
	}
	return model.SinkView{Key: sk.key, Root: sk.root, Sender: sk.sender}, true
}

// effectName names a modelled callee for messages. A method promoted from an
// unexported embedded type (go-redis's cmdable) is named after the type it is
// called on: redis.Client.Incr reads "Client.Incr", not "cmdable.Incr".
func effectName(fn *types.Func, recv ssa.Value) string {
	name := calleeName(fn)
	sig, _ := fn.Type().(*types.Signature)
	if recv == nil || sig == nil || sig.Recv() == nil {
		return name
	}
	if n, ok := types.Unalias(deref(sig.Recv().Type())).(*types.Named); !ok || n.Obj().Exported() {
		return name
	}
	var outer types.Type
	switch x := recv.(type) {
	case *ssa.Field:
		outer = x.X.Type()
	case *ssa.UnOp:
		if f, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			outer = deref(f.X.Type())
		}
	}
	if outer == nil {
		return name
	}
	if n, ok := types.Unalias(deref(outer)).(*types.Named); ok && n.Obj().Exported() {
		return n.Obj().Name() + "." + fn.Name()
	}
	return name
}

// requestMethodAt: e, an effect of a request helper whose HTTP method (or
// URL) is its parameter, seen at a call: kept (with the method in its
// description) when the call passes the constant POST or PATCH, kept for
// the callers to decide when it passes the caller's own parameter on,
// dropped otherwise (a GET, a DELETE, a method from elsewhere). With
// URLBy, the URL the call passes decides too: a token endpoint's is a
// read (dropped), the caller's parameter is passed on.
func (fa *funcAnalysis) requestMethodAt(e EffectFact, argAt func(int) ssa.Value) (EffectFact, bool) {
	var a ssa.Value
	if e.MethodBy > 0 {
		if a = argAt(e.MethodBy - 1); a == nil {
			return e, false
		}
	}
	if e.URLBy > 0 {
		// the helper takes the URL too: a token endpoint's is a read; the
		// caller's own parameter is its callers' to judge
		u := argAt(e.URLBy - 1)
		if u == nil || fa.pa.m.ReadsURL(u) || !configuredURL(u) {
			return e, false
		}
		if p := fa.provOf(u); p.paramsOnly() && p.Params != 0 && !(fa.fn.Signature.Recv() != nil && fa.keyParam(p.Params) == 0) {
			// the caller's own parameter (not its receiver's configuration)
			e.URLBy = fa.keyParam(p.Params) + 1
		} else {
			e.URLBy = 0
		}
	}
	if a == nil {
		return e, true // the method is known (POST), the URL was the caller's
	}
	if m, ok := constString(a); ok {
		m = strings.ToUpper(m)
		if m != "POST" && m != "PATCH" {
			return e, false
		}
		e.MethodBy = 0
		e.Desc = strings.Replace(e.Desc, "external request", "external "+m, 1)
		return e, true
	}
	if p := fa.provOf(a); p.paramsOnly() {
		e.MethodBy = fa.keyParam(p.Params) + 1
		return e, true
	}
	return e, false
}

// rowAt: a row a callee inserts through an interface-typed parameter
// (RowBy), as passed here: a concrete row whose type declares unique
// fields (Model.RowUnique) inserts nothing twice unless this function
// mints one of them; one without repeats the insert; an interface value
// from this function's own parameter is its callers' to judge (by, the
// new RowBy); any other is not known (dropped).
func (fa *funcAnalysis) rowAt(a ssa.Value) (keep bool, by int) {
	if a == nil {
		return false, 0
	}
	v := a
	if mi, ok := a.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if types.IsInterface(v.Type()) {
		if p := fa.provOf(v); p.paramsOnly() && p.Params != 0 {
			return true, fa.keyParam(p.Params) + 1
		}
		return false, 0
	}
	fields := fa.pa.m.RowUnique(v.Type())
	if len(fields) == 0 {
		return true, 0
	}
	if _, isParam := model.Strip(v).(*ssa.Parameter); isParam {
		// the caller's row (a repository's Create(ctx, *Address)): what its
		// literal sets to the unique columns is judged there
		if p := fa.provOf(v); p.paramsOnly() && p.Params != 0 {
			return true, fa.keyParam(p.Params) + 1
		}
	}
	// an append only when no unique column refuses the retry's row: each is
	// an id the database or a BeforeCreate hook gives (the literal leaves
	// it unset) or a value minted here
	for _, f := range fields {
		if f == "ID" && unsetField(v, f) {
			continue
		}
		if at := fa.argField(v, f, fa.argProv); !at.p.HasMinted() {
			return false, 0
		}
	}
	return true, 0
}

// unsetField: v is a local struct literal that sets no value to its field
// f, directly or through a call that copies into it from a value of a
// type with such a field (utils.Copy(&row, req)).
func unsetField(v ssa.Value, f string) bool {
	st, fields := model.StructLiteral(v)
	if st == nil {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() == f {
			if _, set := fields[i]; set {
				return false
			}
		}
	}
	alloc, ok := model.Strip(v).(*ssa.Alloc)
	if u, isLoad := model.Strip(v).(*ssa.UnOp); isLoad && u.Op == token.MUL {
		alloc, ok = u.X.(*ssa.Alloc)
	}
	if !ok || alloc.Referrers() == nil {
		return false
	}
	var calls []ssa.CallInstruction
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case ssa.CallInstruction:
			calls = append(calls, r)
		case *ssa.MakeInterface: // copyInto(&row, src) taking any
			for _, rr := range *r.Referrers() {
				if c, ok := rr.(ssa.CallInstruction); ok {
					calls = append(calls, c)
				}
			}
		}
	}
	for _, call := range calls {
		for _, a := range call.Common().Args {
			if mi, ok := a.(*ssa.MakeInterface); ok {
				a = mi.X
			}
			if a == alloc {
				continue
			}
			if s, isStruct := model.Deref(a.Type()).Underlying().(*types.Struct); isStruct {
				for i := 0; i < s.NumFields(); i++ {
					if s.Field(i).Name() == f {
						return false // copied in from a value that has it
					}
				}
			}
		}
	}
	return true
}

// configuredURL: u is a URL as configured — a constant, a field or a
// package variable, a parameter — not one built here from a path
// (fmt.Sprintf("%s/nodes/%s/status/reboot", base, node), base + path):
// what a built path says (a token exchange, a transition of the remote
// resource) is out of sight, as in a helper that takes the path.
func configuredURL(u ssa.Value) bool {
	switch x := Strip(u).(type) {
	case *ssa.Const, *ssa.Parameter, *ssa.FreeVar:
		return true
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return false
		}
		switch x.X.(type) {
		case *ssa.FieldAddr, *ssa.Global:
			return true
		}
	case *ssa.Field:
		return true
	}
	return false
}

// calleeEffects imports the summarised effects and key operations of a user callee.
func (fa *funcAnalysis) calleeEffects(s *summary, ci ssa.CallInstruction, common *ssa.CallCommon, params []ssa.Value, recv ssa.Value, pos token.Pos) {
	if roles := fa.pa.rolesOf(common); len(roles) > 0 && fa.busEffects(s, ci, common, roles, pos) {
		return // a dispatch on a bus: its handlers' call (bus.go)
	}
	sum := fa.env.calleeFact(common)
	if sum != nil && common.IsInvoke() && !common.Value.Type().Underlying().(*types.Interface).Empty() {
		// the implementations here may all be decorators of others the
		// wiring package sees (opaqueRef decides)
		fa.opaqueEffect(s, ci, common, append([]ssa.Value{recv}, params...), pos)
	}
	if sum == nil {
		if common.IsInvoke() {
			fa.opaqueEffect(s, ci, common, append([]ssa.Value{recv}, params...), pos)
		} else {
			fa.funcFieldEffect(s, ci, common, params, pos)
		}
		return
	}
	fn := calleeFunc(common)
	name := "func literal"
	if fn != nil {
		name = calleeName(fn)
	} else if u, ok := common.Value.(*ssa.UnOp); ok {
		if g, ok := u.X.(*ssa.Global); ok {
			name = g.Name() // a func-typed package variable
		}
	}
	all := params
	if recv != nil {
		all = append([]ssa.Value{recv}, params...)
	}
	for _, sp := range sum.SQL {
		// the statement the call passes to a callee that runs it
		fa.runSQL(s, ci, calleeFunc(common), sp.Lib, all, sp.Param, pos)
	}
	fa.applyFact(s, ci, sum, name, all, pos)
}

// applyFact imports, at the call ci, the summary sum of the function
// name called with the arguments all (the receiver first): its effects,
// key operations, sinks and guarded callbacks as the caller's.
func (fa *funcAnalysis) applyFact(s *summary, ci ssa.CallInstruction, sum *FuncFact, name string, all []ssa.Value, pos token.Pos) {
	argAt := func(i int) ssa.Value {
		if i >= 0 && i < len(all) {
			return all[i]
		}
		return nil
	}
	for _, set := range sum.Sets {
		if set, ok := fa.boundSet(set, argAt); ok {
			s.fact.Sets = addSet(s.fact.Sets, set)
		}
	}
	for _, t := range sum.Inserts {
		s.inserts = append(s.inserts, insertAt{ci, t, nil})
	}
	for _, e := range sum.Effects {
		mintedTable := "" // a row inserted under a key minted here
		if e.Kind == model.Opaque {
			if fa.resolveOpaque(s, ci, name, e, argAt, pos) {
				continue
			}
			if e.Iface == nil || !roomForOpaque(s, ci, e.Iface.Key, e.Where) {
				continue // one opaque effect per call, whatever the paths to it; a bounded number
			}
			e = fa.passOpaque(e, argAt)
		}
		ef := e
		if e.MethodBy > 0 || e.URLBy > 0 {
			// a request helper taking the method (and the URL): a Send
			// where this call passes POST or PATCH (and no token
			// endpoint's URL), the caller's when it passes its own
			// parameter on
			var keep bool
			if ef, keep = fa.requestMethodAt(ef, argAt); !keep {
				continue
			}
		}
		ef.Chain = append([]string{name}, e.Chain...)
		if ef.Kind == model.Append && ef.Row == "" {
			ef.Row = rowKind(name) // written by a function named for it
		}
		ef.SafeIfSender, ef.SafeField, ef.SafeHeaders, ef.KeyedBy, ef.KeyedField, ef.DataParams = -1, "", "", 0, "", 0
		ef.KeyedAlso, ef.KeyedMint = nil, false
		ef.CheckedBy, ef.CheckedField = 0, ""
		ef.When = nil
		if e.When != nil && !whenHolds(e.When, argAt) {
			continue // the caller passes another constant: the effect's branch is not taken
		}
		if e.CheckedBy > 0 {
			if a := argAt(e.CheckedBy - 1); a != nil {
				if e.CheckedField != "" {
					if fv, rest := literalField(a, e.CheckedField); fv != nil && rest == "" {
						a = fv
					}
				}
				if ok, param := fa.repeatedProv(fa.argProv(fa.throughWrap(a))); ok {
					if param < 0 {
						continue // the check refuses the delivery's repeat
					}
					ef.CheckedBy = param + 1
				}
			}
		}
		if e.DataParams != 0 {
			// harm follows the delivery: the row's data is the
			// arguments' there
			var p Prov
			for i := 0; i < 64 && i < len(all); i++ {
				if e.DataParams&(1<<i) != 0 {
					p = p.union(fa.argProv(all[i]))
				}
			}
			switch {
			case p.HasSender() || p.O&(model.Payload|model.Message) != 0:
				// the delivery's own data (a decoded request body is
				// the message itself)
			case p.Params != 0:
				ef.DataParams = p.Params
			default:
				continue
			}
		}
		if e.RowBy > 0 {
			// a row typed as an interface in the callee: its type here
			// decides (a unique key not minted here refuses a repeat)
			if keep, by := fa.rowAt(argAt(e.RowBy - 1)); !keep {
				continue
			} else {
				ef.RowBy = by
			}
		}
		if e.KeyedBy > 0 {
			// keyed at its destination by what the caller passes there: a
			// value minted here repeats it; one from the caller's own
			// parameters is for its callers to judge
			if a := argAt(e.KeyedBy - 1); a != nil {
				switch verdict, at, also := fa.keyedRow(a, e.KeyedField, e.KeyedAlso, e.KeyedMint, ci); verdict {
				case keyCallers:
					ef.KeyedBy, ef.KeyedField, ef.KeyedAlso = fa.keyParam(at.p.Params)+1, fa.pathThere(at), also
					ef.KeyedMint = e.KeyedMint
				case keyRefused:
					continue
				case keyMinted:
					if e.Kind == model.Append && e.SQLWrite {
						if sts := sqlclass.Parse(e.Desc); len(sts) > 0 {
							mintedTable = sts[0].Table
						}
					}
				}
			}
		}
		if e.SafeIfSender >= 0 && e.SafeHeaders != "" {
			// a relay: the caller's argument carries, at that path, the
			// headers the publish sends on
			if a := argAt(e.SafeIfSender); a != nil {
				if fv, rest := literalField(a, e.SafeHeaders); fv != nil && rest == "" {
					if fa.relayed(fv) {
						continue
					}
					if p := fa.provOf(fv); p.paramsOnly() {
						ef.SafeIfSender = lowestBit(p.Params)
					}
				} else if p := fa.provOf(a); p.paramsOnly() {
					ef.SafeIfSender, ef.SafeHeaders = lowestBit(p.Params), e.SafeHeaders
				}
			}
		} else if e.SafeIfSender >= 0 {
			if fa.safeFor(e, &ef, argAt) {
				continue
			}
		}
		s.effects = append(s.effects, &effectInst{EffectFact: ef, instr: ci, pos: pos})
		if ef.Kind == model.Append && ef.Positional != "" && ef.SQLWrite {
			// a callee's append at positions of an ordered list: after
			// this function clears the list, a rewrite of it (dropReplaced)
			if sts := sqlclass.Parse(ef.Desc); len(sts) > 0 && sts[0].Table != "" {
				if s.appended == nil {
					s.appended = map[*Effect]string{}
				}
				s.appended[s.effects[len(s.effects)-1]] = sts[0].Table
			}
		}
		if mintedTable != "" {
			if s.mintedRows == nil {
				s.mintedRows = map[*Effect]string{}
			}
			s.mintedRows[s.effects[len(s.effects)-1]] = mintedTable
		}
		if ef.Kind == model.Append && ef.SQLWrite && ef.Positional == "" && (ef.KeyedBy == 0 || ef.KeyedMint) {
			fa.rowInsertAt(s, ci, ef.Desc, all)
		}
	}
	for _, k := range sum.KeyOps {
		a := argAt(k.Param)
		if a == nil || k.Op == model.Check && rateLimitName.MatchString(name) {
			// a rate limit's count (CheckRateLimit) is no dedupe check:
			// it refuses the n-th try, not the repeat (issue 22 kind 5)
			continue
		}
		field, alsoFields := "", []string(nil)
		for _, f := range k.AlsoFields {
			// a composite key's other columns: one the caller mints (or
			// leaves for the callee to generate) makes each run's row new
			fv, rest := literalField(a, f)
			if fv == nil {
				alsoFields = append(alsoFields, f)
			}
			switch {
			case k.Op != model.Claim:
			case fv != nil && rest == "":
				if p := fa.provOf(fv); !p.paramsOnly() && p.HasMinted() {
					k.Op = model.Write
				}
			case literalLeaves(a, f):
				k.Op = model.Write
			}
		}
		if k.Field != "" {
			// the key is a field of the argument: the value the
			// argument's struct literal gives it (CreateOrderParams{ID:
			// e.LineID, Created: time.Now()} is keyed by e.LineID alone)
			if fv, rest := literalField(a, k.Field); fv != nil {
				a, field, alsoFields = fv, rest, nil
			} else {
				field = k.Field
				if k.Op == model.Claim && literalLeaves(a, k.Field) {
					// the literal leaves the key unset: the callee fills
					// it in (an id it generates), so a repeat's row gets
					// a new key and nothing conflicts
					k.Op = model.Write
				}
			}
		}
		op := &keyOp{op: k.Op, instr: ci, fa: fa, key: a, keys: []ssa.Value{a}, store: k.Store, desc: name + " (" + k.Desc + ")", lib: "user", callee: name, fromFact: true,
			deriv: substituteDerivation(fa.pa.m, k.Key, argAt), field: field, alsoFields: alsoFields}
		if elems := variadicElems(a); len(elems) > 0 && field == "" {
			// a finder's args... (findUser(tx, "email = ? and aud = ?",
			// uuid.Nil, email, aud)): keyed by the values, the first
			// that is not a constant or a global first
			op.key, op.keys = elems[0], elems
			for _, el := range elems {
				if p := fa.provOf(el); p.O&^(model.Const|model.Unknown) != 0 || p.Params != 0 {
					op.key = el
					break
				}
			}
		}
		for _, i := range k.Also {
			if x := argAt(i); x != nil {
				op.keys = append(op.keys, x)
			}
		}
		if c, ok := ci.(*ssa.Call); ok {
			op.ifInstr, op.returned, op.unique = fa.outcome(c)
		}
		if k.Op == model.Claim && !k.Result {
			op.op = model.Write
		}
		s.keyOps = append(s.keyOps, op)
	}
	fa.guardCallbacks(s, ci, name, sum.Guarded, argAt)
	for _, sk := range sum.Sinks {
		if a := argAt(sk.Param); a != nil {
			si := &sinkInst{fa: fa, instr: ci, key: a, desc: sk.Desc + " in " + name, pos: pos, fromCallee: true}
			for _, i := range sk.Also {
				if x := argAt(i); x != nil {
					si.also = append(si.also, x)
				}
			}
			s.sinks = append(s.sinks, si)
		}
	}
}

// throughWrap: the value v wraps: the argument of a user conversion
// whose result is that one parameter's (common.StringToPgText(event.UID)),
// or the one non-constant field of a struct literal (pgtype.Text{String:
// id, Valid: true}); v itself when neither.
func (fa *funcAnalysis) throughWrap(v ssa.Value) ssa.Value {
	for range 3 {
		v = strip(v)
		if c, ok := v.(*ssa.Call); ok && !c.Call.IsInvoke() {
			sum := fa.env.calleeFact(c.Common())
			if sum == nil || len(sum.Returns) == 0 {
				return v
			}
			r := sum.Returns[0]
			params, recv := splitArgs(c.Common())
			all := params
			if recv != nil {
				all = append([]ssa.Value{recv}, params...)
			}
			if r.Params == 0 || r.Params&(r.Params-1) != 0 || model.Origin(r.O)&^model.Const != 0 {
				return v
			}
			i := lowestBit(r.Params)
			if i >= len(all) {
				return v
			}
			v = all[i]
			continue
		}
		if _, fields := model.StructLiteral(v); fields != nil {
			var only ssa.Value
			for _, f := range fields {
				if _, isConst := strip(f).(*ssa.Const); isConst {
					continue
				}
				if only != nil {
					return v
				}
				only = f
			}
			if only == nil {
				return v
			}
			v = only
			continue
		}
		return v
	}
	return v
}

// fieldProv: the provenance of field path (one name) of struct value a
// — the field of a literal, or of a struct a user callee returns (its
// ReturnFields) — joining a phi's edges (an event taken from the payload
// on one path and built by a constructor on another); false when some
// edge's field is not known.
func (fa *funcAnalysis) fieldProv(a ssa.Value, path string, depth int) (Prov, bool) {
	if depth > 4 {
		return Prov{}, false
	}
	if top, rest, dotted := strings.Cut(path, "."); dotted {
		// a field of an embedded or nested struct (PipeConfig.Source): the
		// outer field's value, else its own provenance as a whole
		if fv, r := literalField(a, top); fv != nil && r == "" {
			return fa.fieldProv(fv, rest, depth+1)
		}
		if p, ok := fa.returnedField(a, top); ok {
			return p, true
		}
		return Prov{}, false
	}
	if phi, ok := strip(a).(*ssa.Phi); ok {
		var p Prov
		for _, e := range phi.Edges {
			ep, ok := fa.fieldProv(e, path, depth+1)
			if !ok {
				return Prov{}, false
			}
			p = p.union(ep)
		}
		return p, true
	}
	if fv, rest := literalField(a, path); fv != nil && rest == "" {
		return fa.argProv(fv), true
	}
	if p, ok := fa.returnedField(a, path); ok {
		return p, true
	}
	// a field of a value from the delivery or a stored row: the value's own
	if p := fa.provOf(a); !p.HasMinted() && p.O != 0 {
		return p, true
	}
	return Prov{}, false
}

// rateLimitName: a callee named for rate limiting or for counting failed
// attempts (GetFailureCount, a lockout): its count refuses the n-th try.
var rateLimitName = regexp.MustCompile(`(?i)rate_?limit|throttl|cooldown|too_?many|fail(ure)?s?_?count|failed_?attempt|lockout`)

// derivation renders op's key for its fact: canon's rendering with each
// parameter written by index ($i$), so a caller can substitute its arguments.
func (fa *funcAnalysis) derivation(op *keyOp) string {
	d := op.Derivation()
	index := map[string]int{}
	for i, p := range fa.fn.Params {
		index[p.Name()] = i
	}
	return paramRef.ReplaceAllStringFunc(d, func(m string) string {
		if i, ok := index[m[len("p:"):]]; ok {
			return "$" + strconv.Itoa(i) + "$"
		}
		return m
	})
}

var (
	paramRef = regexp.MustCompile(`p:[\pL\pN_]+`)
	argRef   = regexp.MustCompile(`\$[0-9]+\$`)
)

// substituteDerivation renders a callee's key derivation with the call's
// arguments in place of its parameters ("" when the fact has none).
func substituteDerivation(m *model.Model, d string, argAt func(int) ssa.Value) string {
	if d == "" {
		return ""
	}
	return argRef.ReplaceAllStringFunc(d, func(ref string) string {
		i, _ := strconv.Atoi(ref[1 : len(ref)-1])
		return canon(m, argAt(i), 0)
	})
}

// forwardedKey: the sender-side key sink set on a params value (stripe
// Params.IdempotencyKey, SendMessageInput.MessageDeduplicationId), or nil.
func (fa *funcAnalysis) forwardedKey(s *summary, params ssa.Value) *sinkInst {
	if params == nil {
		return nil
	}
	root := rootOf(strip(params))
	if u, ok := root.(*ssa.UnOp); ok && u.Op == token.MUL {
		// a literal passed by value (amqp.Publishing{MessageId: …}): its local
		root = rootOf(u.X)
	}
	roots := map[ssa.Value]bool{root: true}
	// a nested literal (&stripe.RefundParams{Params: stripe.Params{IdempotencyKey: …}})
	// builds the inner struct in its own alloc and copies it into the field
	if refs := root.Referrers(); refs != nil {
		for _, r := range *refs {
			if f, ok := r.(*ssa.FieldAddr); ok {
				for _, rr := range *f.Referrers() {
					if st, ok := rr.(*ssa.Store); ok && st.Addr == f {
						if u, ok := st.Val.(*ssa.UnOp); ok && u.Op == token.MUL {
							roots[u.X] = true
						}
					}
				}
			}
		}
	}
	for _, sk := range s.sinks {
		if sk.root != nil && roots[sk.root] {
			return sk
		}
	}
	return nil
}

func headerOwner(recv ssa.Value) ssa.Value {
	// req.Header.Set: recv is *(&req.Header) → the request.
	if u, ok := strip(recv).(*ssa.UnOp); ok && u.Op == token.MUL {
		if f, ok := u.X.(*ssa.FieldAddr); ok {
			return rootOf(f.X)
		}
	}
	if f, ok := strip(recv).(*ssa.Field); ok {
		return f.X
	}
	return nil
}

var dedupeTableWords = []string{"processed", "idempot", "dedup", "inbox", "seen", "handled", "consumed", "received_message"}

func isDedupeTable(t string) bool {
	t = strings.ToLower(t)
	for _, w := range dedupeTableWords {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

func keyColumn(cols []string) int {
	for i, c := range cols {
		switch {
		case c == "id", c == "key", strings.Contains(c, "message_id"), strings.Contains(c, "event_id"),
			strings.Contains(c, "idempot"), strings.Contains(c, "dedup"), strings.Contains(c, "msg_id"),
			strings.HasSuffix(c, "_key"), c == "request_id", c == "task_id", c == "job_id":
			return i
		}
	}
	return -1
}

// sqlText returns the SQL text of a query argument: a constant, the
// constant format of a Format call (fmt.Sprintf), or the statement a
// library's SQL builder assembled (squirrel's ToSql, sqlx's Rebind), with
// its bound values (nil when the query's own arguments bind it).
func (fa *funcAnalysis) sqlText(v ssa.Value) (model.SQLStmt, bool) {
	return fa.sqlTextDepth(v, 0)
}

// maxSQLSource bounds the calls sqlText and sqlParam follow back from a
// statement's text (toSQL(sq) → sq.ToSql() → a rewrite of the text).
const maxSQLSource = 8

func (fa *funcAnalysis) sqlTextDepth(v ssa.Value, depth int) (model.SQLStmt, bool) {
	if s, ok := constString(v); ok {
		return model.SQLStmt{Text: s}, true
	}
	if depth > maxSQLSource {
		return model.SQLStmt{}, false
	}
	v = strip(v)
	if s, ok := concatSQL(v); ok {
		return model.SQLStmt{Text: s}, true
	}
	if st, ok := fa.builderText(v); ok {
		return st, true // a query builder passed as the statement (squirrel's Sqlizer)
	}
	if ex, ok := v.(*ssa.Extract); ok && ex.Index == 0 {
		v = ex.Tuple
	}
	c, ok := v.(*ssa.Call)
	if !ok {
		return model.SQLStmt{}, false
	}
	if a := fa.sqlOfArg(c.Common()); a != nil {
		return fa.sqlTextDepth(a, depth+1)
	}
	fn := calleeFunc(c.Common())
	rule := fa.pa.m.LookupFunc(fn)
	if rule == nil {
		return model.SQLStmt{}, false
	}
	if rule.Format && len(c.Common().Args) > 0 {
		s, ok := constString(c.Common().Args[0])
		return model.SQLStmt{Text: s}, ok
	}
	if rule.BuildSQL != nil {
		return rule.BuildSQL(fa.callSite(c, fn, rule))
	}
	return model.SQLStmt{}, false
}

// callSite is the model's view of call c to fn under rule, for a hook
// asked about the statement the call runs or builds (no summary to add
// to).
func (fa *funcAnalysis) callSite(c *ssa.Call, fn *types.Func, rule *model.Call) *model.Site {
	params, recv := splitArgs(c.Common())
	return &model.Site{Instr: c, Fn: fn, Rule: rule, Params: params, Recv: recv, Callee: calleeName(fn), Name: effectName(fn, recv),
		Model: fa.pa.m, Q: &hookQueries{fa: fa, ci: c}}
}

// concatSQL: the text of a statement concatenated from constants and
// values computed at run time in the places of expressions ("INSERT …
// VALUES (?, ?, "+db.now()+", ?)", "UPDATE t SET updated = "+now()+"
// WHERE id = ?"), each such value written as NULL: the statement's verb,
// table and columns are its constant text's. Any other dynamic part (a
// table name, a WHERE built at run time) leaves it unknown.
func concatSQL(v ssa.Value) (string, bool) {
	var parts []string
	var dynamic []bool
	var walk func(x ssa.Value, depth int) bool
	walk = func(x ssa.Value, depth int) bool {
		if depth > 16 {
			return false
		}
		if c, ok := constString(x); ok {
			parts, dynamic = append(parts, c), append(dynamic, false)
			return true
		}
		if b, ok := x.(*ssa.BinOp); ok && b.Op == token.ADD && isStringType(b.Type()) {
			return walk(b.X, depth+1) && walk(b.Y, depth+1)
		}
		parts, dynamic = append(parts, "NULL"), append(dynamic, true)
		return true
	}
	b, ok := v.(*ssa.BinOp)
	if !ok || b.Op != token.ADD || !isStringType(b.Type()) || !walk(b, 0) || len(parts) < 2 || dynamic[0] {
		return "", false
	}
	for i := range parts {
		if !dynamic[i] {
			continue
		}
		before := strings.TrimRight(parts[i-1], " \t\n")
		after := ""
		if i+1 < len(parts) {
			after = strings.ToUpper(strings.TrimLeft(parts[i+1], " \t\n"))
		}
		if !strings.HasSuffix(before, "(") && !strings.HasSuffix(before, ",") && !strings.HasSuffix(before, "=") {
			return "", false
		}
		if !strings.HasPrefix(after, ",") && !strings.HasPrefix(after, ")") && !strings.HasPrefix(after, "WHERE") && after != "" {
			return "", false
		}
	}
	return strings.Join(parts, ""), true
}

// isStringType: t's underlying type is string.
func isStringType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func (fa *funcAnalysis) classifySQL(s *summary, ci ssa.CallInstruction, fn *types.Func, rule *model.Call, params []ssa.Value, pos token.Pos) {
	fa.runSQL(s, ci, fn, rule.Lib, params, rule.SQLArg, pos)
}

// runSQL classifies the statement a call runs: args[at] is its text, the
// arguments after it are bound to it. A text that is a parameter of the
// function is recorded as passed on (sqlPassed).
func (fa *funcAnalysis) runSQL(s *summary, ci ssa.CallInstruction, fn *types.Func, lib string, args []ssa.Value, at int, pos token.Pos) {
	if at < 0 || at >= len(args) || fn == nil {
		return
	}
	stmt, ok := fa.sqlText(args[at])
	if !ok {
		fa.sqlPassed(s, args[at], lib)
		return
	}
	stmt.Bound = boundArgs(args[at+1:])
	if stmt.Args == nil {
		for _, a := range args[at+1:] {
			// every bound value, constants too: $n is the n-th
			if e := variadicElems(a); e != nil {
				stmt.Args = append(stmt.Args, e...)
			} else {
				stmt.Args = append(stmt.Args, strip(a))
			}
		}
	}
	fa.classifySQLStmt(s, ci, fn, lib, stmt, pos)
}

// boundArgs: the values a call binds to a statement's placeholders, in
// order: its arguments after the text, a variadic list spread.
func boundArgs(args []ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, a := range args {
		if e := variadicElems(a); e != nil {
			out = append(out, e...)
		} else {
			out = append(out, a)
		}
	}
	return out
}

// sqlPassed records, when the SQL text v is one of the function's own
// parameters (or a builder parameter's text, sqlParam), that the function
// passes it on (FuncFact.SQL): its callers classify the statement they pass.
func (fa *funcAnalysis) sqlPassed(s *summary, v ssa.Value, lib string) {
	i := fa.sqlParam(v, 0)
	if i < 0 {
		return
	}
	pf := SQLPassFact{Param: i, Lib: lib}
	if !slices.Contains(s.fact.SQL, pf) && len(s.fact.SQL) < 8 {
		s.fact.SQL = append(s.fact.SQL, pf)
	}
}

// sqlParam: the parameter (receiver first) the SQL text v comes from, or
// -1: the parameter itself, a query builder parameter's ToSql text, the
// text a callee returns of its argument (FuncFact.SQLOf), or a rewrite of
// such a text (placeholders renumbered by a regexp or strings.Replace).
func (fa *funcAnalysis) sqlParam(v ssa.Value, depth int) int {
	if depth > maxSQLSource {
		return -1
	}
	v = strip(v)
	if p, ok := v.(*ssa.Parameter); ok {
		for i, q := range fa.fn.Params {
			if q == p {
				return i
			}
		}
		return -1
	}
	switch x := v.(type) {
	case *ssa.Phi:
		// `if debug { command = formatter.Replace(command) }`: every way
		// in is the parameter or a rewrite of it
		return fa.sqlParamOf(x.Edges, x, depth)
	case *ssa.UnOp:
		if a, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL && a.Referrers() != nil {
			// the same, of a variable a closure captures (the deferred
			// log line that prints the command)
			var vals []ssa.Value
			for _, r := range *a.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == a {
					vals = append(vals, st.Val)
				}
			}
			return fa.sqlParamOf(vals, a, depth)
		}
	}
	if ex, ok := v.(*ssa.Extract); ok && ex.Index == 0 {
		v = ex.Tuple
	}
	c, ok := v.(*ssa.Call)
	if !ok {
		return -1
	}
	if a := fa.sqlOfArg(c.Common()); a != nil {
		return fa.sqlParam(a, depth+1)
	}
	if recv := sqlizerRecv(fa.pa.m, c.Common()); recv != nil {
		return fa.sqlParam(recv, depth+1)
	}
	return -1
}

// sqlParamOf: the one parameter the texts vals, the values a phi or a
// variable (self) takes, all come from; a rewrite of self's own text
// (command = formatter.Replace(command)) adds none. -1 when they differ.
func (fa *funcAnalysis) sqlParamOf(vals []ssa.Value, self ssa.Value, depth int) int {
	isSelf := func(v ssa.Value) bool {
		for i := 0; i < 4 && v != nil; i++ {
			v = strip(v)
			if v == self {
				return true
			}
			if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL && u.X == self {
				return true
			}
			c, ok := v.(*ssa.Call)
			if !ok {
				return false
			}
			v = fa.sqlOfArg(c.Common())
		}
		return false
	}
	param := -1
	for _, v := range vals {
		if isSelf(v) {
			continue
		}
		i := fa.sqlParam(v, depth+1)
		if i < 0 || param >= 0 && i != param {
			return -1
		}
		param = i
	}
	return param
}

// sqlOfArg: the argument whose SQL text call c returns: a callee's
// FuncFact.SQLOf, or a text rewrite (regexp's ReplaceAllString… and
// strings' Replace… return their first argument's statement).
func (fa *funcAnalysis) sqlOfArg(c *ssa.CallCommon) ssa.Value {
	if fn := calleeFunc(c); fn != nil && fn.Pkg() != nil {
		switch fn.Pkg().Path() + "." + fn.Name() {
		case "regexp.ReplaceAllString", "regexp.ReplaceAllStringFunc", "regexp.ReplaceAllLiteralString",
			"strings.Replace", "strings.ReplaceAll", "strings.TrimSpace":
			if params, _ := splitArgs(c); len(params) > 0 {
				return params[0]
			}
			return nil
		}
	}
	if c.IsInvoke() {
		return nil
	}
	sum := fa.env.calleeFact(c)
	if sum == nil || sum.SQLOf == 0 {
		return nil
	}
	if all := callArgs(c); sum.SQLOf-1 < len(all) {
		return all[sum.SQLOf-1]
	}
	return nil
}

// sqlizerRecv: the receiver of a call that turns a query builder into
// text (a modelled ToSql, or the method of the builder library's
// interface: squirrel's Sqlizer.ToSql on an interface value), or nil.
func sqlizerRecv(m *model.Model, c *ssa.CallCommon) ssa.Value {
	fn := calleeFunc(c)
	if fn == nil {
		return nil
	}
	rule := m.LookupFunc(fn)
	if rule == nil || rule.BuildSQL == nil || !rule.BuilderText {
		return nil
	}
	_, recv := splitArgs(c)
	return recv
}

// builderText: the statement of a query builder value v (a squirrel
// chain passed as a Sqlizer to the repository's own executor): the
// statement its text method (model.Call.BuilderText) would return.
func (fa *funcAnalysis) builderText(v ssa.Value) (model.SQLStmt, bool) {
	if _, ok := v.(*ssa.Parameter); ok {
		return model.SQLStmt{}, false
	}
	n, ok := types.Unalias(deref(v.Type())).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !fa.pa.m.HasBuilderType(n) {
		return model.SQLStmt{}, false
	}
	ms := types.NewMethodSet(types.NewPointer(n))
	for i := 0; i < ms.Len(); i++ {
		fn, ok := ms.At(i).Obj().(*types.Func)
		if !ok {
			continue
		}
		rule := fa.pa.m.LookupFunc(fn)
		if rule == nil || rule.BuildSQL == nil || !rule.BuilderText {
			continue
		}
		site := &model.Site{Instr: nil, Fn: fn, Rule: rule, Recv: v, Callee: calleeName(fn), Name: calleeName(fn), Model: fa.pa.m}
		return rule.BuildSQL(site)
	}
	return model.SQLStmt{}, false
}

// classifySQLStmt classifies the statement a call runs: its text (one or
// more statements) and the values bound to its placeholders.
func (fa *funcAnalysis) classifySQLStmt(s *summary, ci ssa.CallInstruction, fn *types.Func, lib string, stmt model.SQLStmt, pos token.Pos) {
	text, args := stmt.Text, stmt.Args
	call, _ := ci.(*ssa.Call)
	var ifI *ssa.If
	var returned, unique bool
	if call != nil {
		ifI, returned, unique = fa.outcome(call)
	}
	short := oneLine(sqlclass.StripComments(text))
	if stmt.Desc != "" {
		short = stmt.Desc
	}
	table := "" // the table of the statement being classified (the loop below)
	add := func(kind model.Effect, desc string) {
		row := ""
		if kind == model.Append {
			row = tableRowKind(table)
		}
		s.effects = append(s.effects, &effectInst{EffectFact: EffectFact{Kind: kind, Chain: []string{calleeName(fn)}, Desc: desc, Where: fa.where(pos), SafeIfSender: -1, SQLWrite: true, Lib: lib, Row: row}, instr: ci, pos: pos})
	}
	// keyedAppend: a store method's row keyed by its caller's value (at
	// field of key): a caller that mints it adds a row each run (the key
	// refuses nothing), one passing a stable value is refused (KeyedBy);
	// data: the parameters the rest of the row comes from (DataParams)
	keyedAppend := func(key ssa.Value, field string, also []string, data uint64) {
		if kp := fa.provOf(key); kp.paramsOnly() {
			add(model.Append, short)
			e := s.effects[len(s.effects)-1]
			e.KeyedBy, e.KeyedField = lowestBit(kp.Params)+1, joinPath(model.ParamFieldPath(key), field)
			for _, f := range also {
				e.KeyedAlso = append(e.KeyedAlso, joinPath(model.ParamFieldPath(key), f))
			}
			e.DataParams = data
		} else if x, mp, ok := fa.mintIfEmpty(key); ok && field == "" {
			// an id the caller may pass, minted when it passes none (if
			// id == "" { id = newID() }): keyed by the caller's value,
			// new each run for a caller passing none
			add(model.Append, short)
			e := s.effects[len(s.effects)-1]
			e.KeyedBy, e.KeyedField, e.KeyedMint = lowestBit(mp.Params)+1, model.ParamFieldPath(x), true
			e.DataParams = data
		} else if capturedVar(key) && field != "" {
			// a captured row (an insert in a transaction callback): for
			// the function that makes the closure to judge
			add(model.Append, short)
			e := s.effects[len(s.effects)-1]
			e.capKey, e.capField, e.capAlso = key, field, also
		}
	}
	if t, ok := sqlclass.RowToggle(text); ok {
		// a row inserted when absent and deleted when present: a repeat
		// undoes the first run (a reaction toggled back off)
		table = t
		add(model.Increment, short)
		e := s.effects[len(s.effects)-1]
		e.Toggle = true
		e.Desc = "toggles a row of " + t + " (inserted when absent, deleted when present)"
	}
	for _, st := range sqlclass.Parse(text) {
		table = st.Table
		op := &keyOp{instr: ci, fa: fa, keys: args, store: "sql:" + table, desc: calleeName(fn) + " " + strings.ToUpper(st.Kind.String()) + " " + table, lib: "sql", ifInstr: ifI, returned: returned, unique: unique, callee: fn.Name()}
		if len(args) > 0 {
			op.key = args[0]
		}
		before := len(s.effects)
		switch st.Kind {
		case sqlclass.Select:
			if st.Exists && st.Table == "" {
				// SELECT EXISTS (SELECT 1 FROM t WHERE k = $1): the probe is the subquery
				if in, ok := existsSubquery(text); ok {
					st.Table, st.Where, st.ForUpdate = in.Table, in.Where, in.ForUpdate || st.ForUpdate
					table = in.Table
					op.store = "sql:" + table
					op.desc = calleeName(fn) + " SELECT EXISTS " + table
				}
			}
			if len(st.Where) > 0 && len(args) > 0 {
				op.op = model.Check
				op.forUpdate = st.ForUpdate
				s.keyOps = append(s.keyOps, op)
			}
		case sqlclass.Insert:
			bound := columnArgs(st, args)
			if col, param, ok := fa.positionalInsert(st, bound); ok {
				// a row at a position of an ordered list the service
				// computes (one past the last): a repeat appends again
				add(model.Append, short)
				e := s.effects[len(s.effects)-1]
				e.Positional = "appends at a new position of " + table + " (" + col + ")"
				e.SafeIfSender = param
				break
			}
			if kc := keyColumn(st.Columns); kc >= 0 && bound[kc] != nil {
				op.key = bound[kc]
				op.keys = []ssa.Value{bound[kc]}
			}
			dedupe := isDedupeTable(table)
			switch {
			case st.OnConflict && st.DoNothing:
				// a claim only when the affected-row count (or the RETURNING
				// row) is consulted; with it ignored, a duplicate inserts
				// nothing and the caller goes on: a write
				op.op = model.Write
				if call != nil && fa.claimConsulted(call, st.Returning) {
					op.op = model.Claim
				}
				if dedupe && op.key != nil {
					s.sinks = append(s.sinks, &sinkInst{fa: fa, instr: ci, key: op.key, desc: "the key column of INSERT INTO " + table, pos: pos})
				}
			case st.OnConflict:
				if st.HasIncrement() {
					add(model.Increment, short)
				}
				op.op = model.NoStore
			case st.IfAbsent:
				// INSERT … SELECT … WHERE NOT EXISTS (…): the repeat
				// selects no row to insert, an idempotent write
				op.op = model.NoStore
			case unique:
				op.op = model.Claim
				if dedupe && op.key != nil {
					s.sinks = append(s.sinks, &sinkInst{fa: fa, instr: ci, key: op.key, desc: "the key column of INSERT INTO " + table, pos: pos})
				}
			default:
				op.op = model.Write
				if dedupe {
					if op.key != nil {
						s.sinks = append(s.sinks, &sinkInst{fa: fa, instr: ci, key: op.key, desc: "the key column of INSERT INTO " + table, pos: pos})
					}
				} else if key := fa.uniqueInsert(st, args, stmt.Unique); key != nil {
					// a duplicate fails on the unique key: with the error
					// consulted, the INSERT is a claim keyed by the key's value
					op.key, op.keys = key, []ssa.Value{key}
					if ifI != nil || returned {
						op.op = model.Claim
					}
					keyedAppend(key, "", nil, fa.rowParams(args, key))
				} else if key, field, also := fa.modelKey(st, stmt); key != nil {
					// a model value's row whose unique key (its pk tag) the
					// model's fields hold: keyed by them, as above
					op.key, op.keys, op.field, op.alsoFields = key, []ssa.Value{key}, field, also
					if ifI != nil || returned {
						op.op = model.Claim
					}
					keyedAppend(key, field, also, 0)
				} else if key := idColumn(st, args); key != nil && fa.mintsIfEmpty(key) {
					// INSERT … (id) with an id minted when the caller passes
					// none: keyed by the caller's id
					keyedAppend(key, "", nil, fa.rowParams(args, key))
				} else if stmt.Partial && key == nil {
					// a row built elsewhere whose id column is not in
					// sight (an update-else-insert of an entity the
					// caller identifies): what keys it is not known here
				} else if stable, param := fa.stableID(st, args); !stable {
					add(model.Append, short)
					// an id bound to a parameter: safe when the caller passes a stable one
					s.effects[len(s.effects)-1].SafeIfSender = param
					if stmt.Model != nil {
						rw := *op
						rw.op, rw.key, rw.keys = model.Write, stmt.Model, []ssa.Value{stmt.Model}
						s.rowWrites = append(s.rowWrites, &rw)
					}
				}
			}
			if op.op != model.NoStore && op.key != nil {
				s.keyOps = append(s.keyOps, op)
			}
		case sqlclass.Update:
			for _, a := range st.Sets {
				if set, ok := fa.sqlSet(table, a, st.Where, stmt.Bound); ok {
					s.fact.Sets = addSet(s.fact.Sets, set)
				}
			}
			if col, ok := fa.positionalMove(st); ok {
				// UPDATE list SET pos = ? WHERE … pos = ?: the entry at a
				// position moves; a repeat finds another entry there
				add(model.Increment, short)
				s.effects[len(s.effects)-1].Positional = "moves the entry at a position of " + table + " (" + col + ")"
			} else if st.HasIncrement() {
				add(model.Increment, short)
			} else if st.HasToggle() {
				add(model.Increment, short)
				s.effects[len(s.effects)-1].Toggle = true
			}
		case sqlclass.Delete:
			// DELETE FROM processed_messages WHERE id = $1: releases a claim
			if len(st.Where) > 0 && op.key != nil {
				op.op = model.Release
				s.keyOps = append(s.keyOps, op)
			}
			if trimDelete.MatchString(text) {
				break // keeps the newest n rows (a bounded list): no replacement of the set
			}
			if s.deleted == nil {
				s.deleted = map[string]bool{}
			}
			s.deleted[table] = true
		}
		for _, e := range s.effects[before:] {
			if e.Kind == model.Append && table != "" {
				if s.appended == nil {
					s.appended = map[*Effect]string{}
				}
				s.appended[e] = table
			}
		}
	}
}

// positionalInsert: the INSERT st binds (bound: the value of each
// column) a position column of its table (Schema.Position) to a value
// that is not the delivery's: a position the service computes (one past
// the highest stored, a counter), which no repeat meets again. It returns
// the column and, when the value is the function's parameter, which (-1
// otherwise): a caller passing the delivery's value there is refused by
// the unique key.
func (fa *funcAnalysis) positionalInsert(st sqlclass.Stmt, bound []ssa.Value) (string, int, bool) {
	if st.OnConflict || st.IfAbsent || st.FromSelect {
		return "", -1, false
	}
	schema := fa.schema()
	for i, c := range st.Columns {
		if !schema.Position(st.Table, c) || i < len(st.Literals) && st.Literals[i] {
			continue
		}
		param := -1
		if i < len(bound) && bound[i] != nil {
			p := fa.provOf(bound[i])
			if p.stopsRedelivery() || p.O&model.Message != 0 {
				return "", -1, false // the delivery names the position
			}
			if p.paramsOnly() {
				param = lowestBit(p.Params)
			}
		}
		return c, param, true
	}
	return "", -1, false
}

// positionalMove: the UPDATE st sets a position column of its table to a
// value (not an expression of itself) on the row its WHERE picks by that
// column: it moves the entry at a position (a reorder), and a repeat
// moves whichever entry is there then.
func (fa *funcAnalysis) positionalMove(st sqlclass.Stmt) (string, bool) {
	schema := fa.schema()
	for _, a := range st.Sets {
		if a.SelfRef || a.Increment || !schema.Position(st.Table, a.Column) {
			continue
		}
		if slices.Contains(st.Where, a.Column) {
			return a.Column, true
		}
	}
	return "", false
}

// schema is the unique keys of the module's tables (its .sql files, its
// Go schema declarations: sqlclass.SchemaFor), from the package's directory.
func (fa *funcAnalysis) schema() *sqlclass.Schema {
	return sqlclass.SchemaFor(pkgDir(fa.pa.pass), fa.pa.m.SchemaReaders...)
}

// modelKey: for an INSERT of a model value that is no literal (its
// columns unknown to the text), the value and the Go field holding the
// first column of a unique key the model declares (or the module's
// schema gives its table) when every key column is a field of it, and
// the fields of the key's other columns; nil otherwise.
func (fa *funcAnalysis) modelKey(st sqlclass.Stmt, stmt model.SQLStmt) (ssa.Value, string, []string) {
	if len(st.Columns) > 0 || stmt.Model == nil || stmt.FieldOf == nil {
		return nil, "", nil
	}
	keys := append([][]string(nil), stmt.Unique...)
	if schema := fa.schema(); schema != nil {
		keys = append(keys, schema.UniqueKeys(st.Table)...)
	}
	// a natural key (ledger, exporter_id) before a surrogate id, which a
	// constructor of the caller's usually mints: a repeat that fails on
	// any key inserts nothing, and the natural key is the one it shares
	slices.SortStableFunc(keys, func(a, b []string) int {
		return cmpBool(surrogateKey(a), surrogateKey(b))
	})
	// a key whose fields this function sets itself (an id it generates
	// before the insert) says less about the caller's data than one the
	// caller filled in (the username of a registration): prefer the latter
	set, minted := fa.fieldsSet(stmt.Model)
	first, firstKey := "", []string(nil)
	others := func(k []string) []string {
		var out []string
		for _, c := range k[1:] {
			out = append(out, stmt.FieldOf(c))
		}
		return out
	}
	for _, k := range keys {
		if len(k) == 0 {
			continue
		}
		all, own, fresh := true, false, false
		for _, c := range k {
			f := stmt.FieldOf(c)
			if f == "" {
				all = false
				break
			}
			own = own || set[f]
			fresh = fresh || minted[f]
		}
		if !all || fresh {
			// a key the code fills with an id it mints (tag.TagId =
			// s.GenerateUuid(…) before the insert) refuses nothing: a
			// repeat's row gets another id; so does a composite key one
			// column of which is minted (the user's id and a token id
			// generated for the row): the pair is new each time
			continue
		}
		if !own {
			return stmt.Model, stmt.FieldOf(k[0]), others(k)
		}
		if first == "" {
			first, firstKey = stmt.FieldOf(k[0]), k
		}
	}
	if first != "" {
		return stmt.Model, first, others(firstKey)
	}
	return nil, "", nil
}

// fieldsSet: the fields of the struct v points to that fa's function
// stores to (row.ID = newID()); minted: those every store of which is a
// value minted there (a uuid, a generated id), with no delivery data.
func (fa *funcAnalysis) fieldsSet(v ssa.Value) (set, minted map[string]bool) {
	// a row is named by its cell when it is one (a captured or spilled
	// variable: its loads are the same row)
	cell := func(v ssa.Value) ssa.Value {
		v = strip(v)
		if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
			switch u.X.(type) {
			case *ssa.Alloc, *ssa.FreeVar:
				return u.X
			}
		}
		return v
	}
	root := cell(v)
	// a row taken from a collection (for _, c := range all { sess.Insert(c) }):
	// the rows of its type the function (or the one that made the
	// closure) takes from collections and fills in, as one
	elem := collectionElem(root) && !testsMembership(fa.fn)
	set, minted = map[string]bool{}, map[string]bool{}
	notMinted := map[string]bool{}
	fn := fa.fn
	// a closure's captured row (the insert in a transaction callback):
	// the enclosing function fills it in
	for depth := 0; depth < 4 && fn != nil; depth++ {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				st, ok := in.(*ssa.Store)
				if !ok {
					continue
				}
				addr, ok := st.Addr.(*ssa.FieldAddr)
				if !ok || cell(addr.X) != root && !(elem && collectionElem(addr.X) && types.Identical(addr.X.Type(), root.Type())) {
					continue
				}
				if f := fieldVar(addr.X.Type(), addr.Field); f != nil {
					set[f.Name()] = true
					p := fa.pa.funcAnalysisFor(fn).provOf(st.Val)
					if p.HasMinted() && p.O&(model.Sender|model.Payload|model.Message) == 0 {
						minted[f.Name()] = true
					} else {
						notMinted[f.Name()] = true
					}
				}
			}
		}
		if elem {
			fn = fn.Parent()
			continue
		}
		fv, ok := root.(*ssa.FreeVar)
		if !ok {
			break
		}
		i := slices.Index(fn.FreeVars, fv)
		mcs := closuresOf(fn)
		if i < 0 || len(mcs) != 1 || i >= len(mcs[0].Bindings) {
			break
		}
		root, fn = cell(mcs[0].Bindings[i]), fn.Parent()
	}
	for f := range notMinted {
		delete(minted, f)
	}
	return set, minted
}

// collectionElem: v is an element taken from a slice, an array or a map
// (all[i], a range loop's value), not a row of its own.
func collectionElem(v ssa.Value) bool {
	switch x := strip(v).(type) {
	case *ssa.UnOp:
		if x.Op == token.MUL {
			_, ok := x.X.(*ssa.IndexAddr)
			return ok
		}
	case *ssa.Index, *ssa.Lookup:
		return true
	case *ssa.Extract:
		_, ok := x.Tuple.(*ssa.Next)
		return ok
	}
	return false
}

// testsMembership: fn, or a function around it, tests membership in a
// map (v, ok := m[k]): a batch it prepares is likely the entries a lookup
// did not find (existing names skipped, tags a transaction already has
// left out), which a sequential repeat finds empty. Its rows stay keyed
// as they are.
func testsMembership(fn *ssa.Function) bool {
	for depth := 0; depth < 4 && fn != nil; depth++ {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				if l, ok := in.(*ssa.Lookup); ok && l.CommaOk {
					if _, isMap := l.X.Type().Underlying().(*types.Map); isMap {
						return true
					}
				}
			}
		}
		fn = fn.Parent()
	}
	return false
}

// rowParams: the parameters the values bound besides key come from,
// when they carry no delivery data themselves (then 0).
func (fa *funcAnalysis) rowParams(args []ssa.Value, key ssa.Value) uint64 {
	var params uint64
	for _, a := range args {
		if a == key {
			continue
		}
		p := fa.provOf(a)
		if p.HasSender() || p.O&model.Payload != 0 {
			return 0
		}
		params |= p.Params
	}
	return params
}

// dropChecked drops the rows inserted under a key minted here whose
// insert a lookup of the same table decides (find the endpoint by its
// URL, create it when absent; no job of the project running, start one):
// the lookup is the dedupe, by the row's natural key, and a repeat finds
// the row. Two concurrent ones may both miss it: checkthenwrite's race,
// not a missing dedupe.
func dropChecked(s *summary) {
	if len(s.mintedRows) == 0 {
		return
	}
	s.effects = slices.DeleteFunc(s.effects, func(e *Effect) bool {
		t, ok := s.mintedRows[e]
		if !ok {
			return false
		}
		for _, k := range s.keyOps {
			if k.op == model.Check && k.store == "sql:"+t && k.ifInstr != nil && k.instr != e.instr &&
				Dominates(k.instr, e.instr) && Dominates(k.ifInstr, e.instr) && Decides(k.ifInstr, e.instr) {
				return true
			}
		}
		return false
	})
}

// markChecked: the SQL appends that a count or lookup of the same table
// (or of the entity whose child rows they are) decides by its result (existing > 0 → return), keyed by what the
// delivery carries (dropped: a repeat finds the row) or by a parameter
// (CheckedBy: the callers decide). A check keyed by anything else (a row
// this run just inserted) refuses no repeat. An error check is no such
// decision.
func (fa *funcAnalysis) markChecked(s *summary) {
	if len(s.keyOps) == 0 {
		return
	}
	s.effects = slices.DeleteFunc(s.effects, func(e *Effect) bool {
		if e.Kind != model.Append || !e.SQLWrite || e.CheckedBy > 0 || e.KeyedBy > 0 {
			return false
		}
		table := appendTable(s, e)
		if table == "" {
			return false
		}
		for _, k := range s.keyOps {
			if k.op != model.Check || !sameTableOrChild(k.store, table) || k.key == nil || !lookupDecides(k, e) {
				continue
			}
			v := fa.throughWrap(k.key)
			switch p := fa.argProv(v); {
			case p.stopsRedelivery():
				return true
			case p.paramsOnly():
				e.CheckedBy = fa.keyParam(p.Params) + 1
				e.CheckedField = joinPath(model.ParamFieldPath(v), k.field)
				return false
			}
		}
		return false
	})
}

// markLookedUp drops the harmful effects an existence lookup decides
// where the function also inserts the row it looks for: the lookup of a
// table keyed by values a repeat carries again finds nothing, and only
// then the row is inserted into that table (or a table of its rows: an
// order's order_items, a group's user_groups) and the effect done (if
// identity != nil { return }; create the identity; mail the notice;
// isCreate := user == nil, in a transaction's closure too). A repeat
// finds the row and does neither. Without that insert the lookup finds
// nothing again (a validation: the parent must exist, or must not); the
// race between two concurrent first deliveries is checkthenwrite's. A
// lookup keyed by the function's parameters leaves the effect to its
// callers (CheckedBy), as markChecked does for the insert.
func (fa *funcAnalysis) markLookedUp(s *summary) {
	type check struct {
		k     *keyOp
		param int // -1: keyed by repeated values; else the parameter its callers decide by
	}
	var checks []check
	for _, k := range s.keyOps {
		if k.op != model.Check || !strings.HasPrefix(k.store, "sql:") || k.key == nil || isDedupeTable(k.store) {
			// a seen-set of processed ids checked, then recorded, is
			// judged as a dedupe (a check is no claim; checkthenwrite
			// reports the race): this is about entities' natural keys
			continue
		}
		if ok, param := fa.repeatedKey(k); ok {
			checks = append(checks, check{k, param})
		}
	}
	if len(checks) == 0 {
		return
	}
	inserts := map[*keyOp]bool{}
	for _, c := range checks {
		k := c.k
		for _, in := range s.inserts {
			if sameTableOrChild(k.store, in.table) && in.instr != k.instr && Dominates(k.instr, in.instr) &&
				(resultDecides(k.instr, in.instr) || in.inner != nil && resultDecides(k.instr, in.inner)) {
				inserts[k] = true
			}
		}
		for _, e := range s.effects {
			if t := appendTable(s, e); t != "" && sameTableOrChild(k.store, t) && lookupDecides(k, e) {
				inserts[k] = true
			}
		}
	}
	s.effects = slices.DeleteFunc(s.effects, func(e *Effect) bool {
		if !e.Kind.Harmful() || e.CheckedBy > 0 || e.KeyedBy > 0 {
			return false
		}
		for _, c := range checks {
			k := c.k
			if !inserts[k] || !lookupDecides(k, e) {
				continue
			}
			if c.param < 0 {
				return true
			}
			e.CheckedBy = c.param + 1
			return false
		}
		return false
	})
}

// repeatedKey: lookup k is keyed by values a repeat of the delivery
// carries again: the delivery's (the sender's id, its payload), constants,
// and values loaded from the store (the user the request names, its id),
// not a value minted here or a trace id (param -1); or by those and the
// function's parameters: param is the first of them, its callers decide.
func (fa *funcAnalysis) repeatedKey(k *keyOp) (ok bool, param int) {
	p := Prov{}
	for _, v := range k.keys {
		if v != nil {
			p = p.union(fa.argProv(fa.throughWrap(v)))
		}
	}
	return fa.repeatedProv(p)
}

// repeatedProv: a lookup key of provenance p is repeated by a retry (the
// sender's id, the payload, constants, values loaded from the store;
// param -1), or is that and the function's parameters (param: the first
// of them, its callers decide); not ok when minted here or a trace id.
func (fa *funcAnalysis) repeatedProv(p Prov) (ok bool, param int) {
	switch {
	case p.stopsRedelivery():
		return true, -1
	case p.HasMinted() || p.O&model.Trace != 0:
		return false, 0
	case p.Params != 0:
		return true, fa.keyParam(p.Params)
	}
	return p.O != 0, -1
}

// appendTable: the table an SQL append writes, "" for other effects.
func appendTable(s *summary, e *Effect) string {
	if e.Kind != model.Append || !e.SQLWrite {
		return ""
	}
	if t, ok := s.appended[e]; ok {
		return t
	}
	if sts := sqlclass.Parse(e.Desc); len(sts) > 0 {
		return sts[0].Table
	}
	return ""
}

// sameTableOrChild: store ("sql:invoices") is table's, or table holds its
// child rows (invoice_items under invoices).
func sameTableOrChild(store, table string) bool {
	checked, ok := strings.CutPrefix(store, "sql:")
	if !ok || checked == "" {
		return false
	}
	if checked == table {
		return true
	}
	if i := strings.LastIndexByte(checked, '.'); i >= 0 {
		checked = checked[i+1:]
	}
	if i := strings.LastIndexByte(table, '.'); i >= 0 {
		table = table[i+1:]
	}
	one := strings.TrimSuffix(checked, "s")
	return checked == table || len(one) > 2 && strings.HasPrefix(table, one+"_") ||
		len(checked) > 3 && strings.HasSuffix(table, "_"+checked) // a join table (user_groups of groups)
}

// resultDecides: a branch on a non-error result of call (a count, a
// found row, a bool), compared with zero or nil directly or through len,
// decides that target runs only where the lookup found nothing (n > 0 →
// return; insert): an existence check. A branch on a field of the result
// (a status) is a state check, not this; one where target runs when the
// row was found (the parent must exist) is a validation.
func resultDecides(call ssa.Instruction, target ssa.Instruction) bool {
	c, ok := call.(*ssa.Call)
	if !ok || c.Referrers() == nil {
		return false
	}
	type item struct {
		v      ssa.Value
		exists bool // the value is true (or non-zero) when the lookup found something
		elem   bool // an element of the rows found (a search through them), or a field of one
	}
	var work []item
	if tup, ok := c.Type().(*types.Tuple); ok {
		for _, r := range *c.Referrers() {
			if ex, ok := r.(*ssa.Extract); ok && ex.Index < tup.Len() && !isErrorType(tup.At(ex.Index).Type()) {
				work = append(work, item{ex, true, false})
			}
		}
	} else if !isErrorType(c.Type()) {
		work = append(work, item{c, true, false})
	}
	seen := map[ssa.Value]bool{}
	for steps := 0; len(work) > 0 && steps < 64; steps++ {
		it := work[0]
		work = work[1:]
		if seen[it.v] || it.v.Referrers() == nil {
			continue
		}
		seen[it.v] = true
		for _, r := range *it.v.Referrers() {
			switch r := r.(type) {
			case *ssa.If:
				// the insert runs on the branch where nothing was found
				if onTrue, ok := branchOf(r, target); ok && onTrue != it.exists {
					return true
				}
				if it.elem && searchFound(r, target, it.exists) {
					return true
				}
			case *ssa.UnOp:
				if r.Op == token.NOT {
					work = append(work, item{r, !it.exists, it.elem})
				} else if r.Op == token.MUL {
					work = append(work, item{r, it.exists, it.elem}) // a stored count loaded back, a row of the list
				}
			case *ssa.BinOp:
				if e, ok := existsCompare(r, it.v); ok {
					work = append(work, item{r, e == it.exists, false})
				} else if it.elem && (r.Op == token.EQL || r.Op == token.NEQ) {
					// a row found with that property: identity.Provider == "email"
					if isConstOperand(r.X) || isConstOperand(r.Y) {
						work = append(work, item{r, r.Op == token.EQL, true})
					}
				}
			case *ssa.IndexAddr, *ssa.Index:
				// the rows one by one: for _, identity := range identities
				if _, isSlice := it.v.Type().Underlying().(*types.Slice); isSlice && !it.elem {
					work = append(work, item{r.(ssa.Value), true, true})
				}
			case *ssa.Field, *ssa.FieldAddr:
				if it.elem {
					work = append(work, item{r.(ssa.Value), true, true})
				}
			case *ssa.Call:
				if b, ok := r.Call.Value.(*ssa.Builtin); ok && b.Name() == "len" {
					work = append(work, item{r, it.exists, false})
				} else if scanOf(&r.Call, it.v) {
					// row.Scan(&n): the values scanned into the locals
					for _, a := range r.Call.Args {
						elems := variadicElems(a)
						if elems == nil {
							elems = []ssa.Value{a}
						}
						for _, el := range elems {
							if al, ok := strip(el).(*ssa.Alloc); ok {
								work = append(work, item{al, it.exists, false})
							}
						}
					}
				}
			case *ssa.Store:
				if a, ok := r.Addr.(*ssa.Alloc); ok && r.Val == it.v {
					work = append(work, item{a, it.exists, it.elem})
				}
			case *ssa.Convert, *ssa.ChangeType, *ssa.Phi:
				work = append(work, item{r.(ssa.Value), it.exists, it.elem})
			case *ssa.MakeClosure:
				// a closure capturing the result (isCreate := u == nil;
				// db.Transaction(func(tx) error { if isCreate { … } })):
				// its branches on the captured variable
				if fn, ok := r.Fn.(*ssa.Function); ok {
					for i, b := range r.Bindings {
						if b == it.v && i < len(fn.FreeVars) {
							work = append(work, item{fn.FreeVars[i], it.exists, false})
						}
					}
				}
			}
		}
	}
	return false
}

// searchFound: ifI, in a search through the rows a lookup found, leaves
// the function on the side where its condition equals found (a row with
// the property: for _, id := range ids { if id.Provider == "email" {
// return nil } }), and target is reached only from the other side, or
// when the search went through every row (none had it).
func searchFound(ifI *ssa.If, target ssa.Instruction, found bool) bool {
	if ifI.Parent() != target.Parent() || len(ifI.Block().Succs) != 2 {
		return false
	}
	exit, other := ifI.Block().Succs[0], ifI.Block().Succs[1]
	if !found {
		exit, other = other, exit
	}
	if !returnsSoon(ifI.Block(), exit) {
		return false
	}
	return !BlockReaches(exit, target.Block(), nil) && BlockReaches(other, target.Block(), nil)
}

// returnsSoon: block b, a side of the branch in from, returns within a
// few blocks (straight, or on every side of a branch), not looping back.
func returnsSoon(from, b *ssa.BasicBlock) bool {
	for i := 0; i < 8 && b != nil && b != from && !b.Dominates(from); i++ {
		switch b.Instrs[len(b.Instrs)-1].(type) {
		case *ssa.Return:
			return true
		case *ssa.Jump:
			b = b.Succs[0]
		default:
			_, ok := returnTree(from, b)
			return ok
		}
	}
	return false
}

// isConstOperand: v is a constant (a string, a number, an enum value).
func isConstOperand(v ssa.Value) bool {
	_, ok := v.(*ssa.Const)
	return ok
}

// lookupDecides: the lookup k runs before effect e and decides that e
// runs only where it found nothing, at e's instruction or, for a
// closure's effect, inside the closure.
func lookupDecides(k *keyOp, e *effectInst) bool {
	if k.instr == e.instr || !Dominates(k.instr, e.instr) {
		return false
	}
	return resultDecides(k.instr, e.instr) || e.inner != nil && resultDecides(k.instr, e.inner)
}

// existsCompare: comparison b of x with zero or nil: true when b is true
// exactly when x is non-zero (x > 0, x != 0, x != nil, x >= 1).
func existsCompare(b *ssa.BinOp, x ssa.Value) (nonZero bool, ok bool) {
	other, left := b.Y, true
	if b.Y == x {
		other, left = b.X, false
	}
	k, isConst := other.(*ssa.Const)
	if !isConst {
		return false, false
	}
	zero := k.IsNil() || k.Value != nil && k.Value.String() == "0"
	one := k.Value != nil && k.Value.String() == "1"
	op := b.Op
	if !left { // 0 < x is x > 0
		switch op {
		case token.LSS:
			op = token.GTR
		case token.GTR:
			op = token.LSS
		case token.LEQ:
			op = token.GEQ
		case token.GEQ:
			op = token.LEQ
		}
	}
	switch {
	case zero && (op == token.NEQ || op == token.GTR):
		return true, true
	case zero && (op == token.EQL || op == token.LEQ):
		return false, true
	case one && op == token.GEQ:
		return true, true
	case one && op == token.LSS:
		return false, true
	}
	return false, false
}

// BlockReaches: block to is reachable from block from without passing
// through block avoid (the branch's own block: around a loop, the next
// iteration is another decision).
func BlockReaches(from, to, avoid *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{avoid: true}
	work := []*ssa.BasicBlock{from}
	for len(work) > 0 && len(seen) < 4096 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == to {
			return true
		}
		if seen[b] {
			continue
		}
		seen[b] = true
		work = append(work, b.Succs...)
	}
	return false
}

// InLoop: block b can run again after itself (a bounded walk, as
// BlockReaches).
func InLoop(b *ssa.BasicBlock) bool {
	for _, s := range b.Succs {
		if BlockReaches(s, b, nil) {
			return true
		}
	}
	return false
}

// freshResults: the slice results that every return builds (from nil,
// through phis and stores) only by appends an existence check lets run
// where it found nothing (if exists { update } else { insert; fresh =
// append(fresh, e) }): the rows this call inserted anew.
func (fa *funcAnalysis) freshResults(s *summary) uint64 {
	var checks []*keyOp
	for _, k := range s.keyOps {
		if k.op == model.Check && strings.HasPrefix(k.store, "sql:") {
			checks = append(checks, k)
		}
	}
	if len(checks) == 0 {
		return 0
	}
	nres := fa.fn.Signature.Results().Len()
	var out uint64
	for i := 0; i < nres && i < 64; i++ {
		if _, isSlice := fa.fn.Signature.Results().At(i).Type().Underlying().(*types.Slice); !isSlice {
			continue
		}
		fresh, appends := true, 0
		seen := map[ssa.Value]bool{}
		var work []ssa.Value
		for _, b := range fa.fn.Blocks {
			if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && i < len(r.Results) {
				work = append(work, r.Results[i])
			}
		}
		for steps := 0; fresh && len(work) > 0; steps++ {
			if steps > 256 {
				fresh = false
				break
			}
			v := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[v] {
				continue
			}
			seen[v] = true
			switch x := v.(type) {
			case *ssa.Const:
				fresh = x.IsNil()
			case *ssa.Phi:
				work = append(work, x.Edges...)
			case *ssa.UnOp:
				if a, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL && a.Referrers() != nil {
					for _, r := range *a.Referrers() {
						if st, ok := r.(*ssa.Store); ok && st.Addr == a {
							work = append(work, st.Val)
						}
					}
				} else {
					fresh = false
				}
			case *ssa.Call:
				b, ok := x.Call.Value.(*ssa.Builtin)
				if !ok || b.Name() != "append" || len(x.Call.Args) == 0 {
					fresh = false
					break
				}
				decided := false
				for _, k := range checks {
					if Dominates(k.instr, x) && resultDecides(k.instr, x) {
						decided = true
						break
					}
				}
				fresh = decided
				appends++
				work = append(work, x.Call.Args[0])
			default:
				fresh = false
			}
		}
		if fresh && appends > 0 {
			out |= 1 << i
		}
	}
	return out
}

// dropOnFresh drops the effects that run only when a call returned fresh
// rows (FreshResults) — if len(newEntries) > 0 { push(newEntries) }: a
// repeat's call finds the rows stored and returns none.
func (fa *funcAnalysis) dropOnFresh(s *summary) {
	if len(s.effects) == 0 {
		return
	}
	type freshCall struct {
		c     *ssa.Call
		fresh uint64
	}
	var calls []freshCall
	for _, b := range fa.fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok {
				if sum := fa.env.calleeFact(c.Common()); sum != nil && sum.FreshResults != 0 {
					calls = append(calls, freshCall{c, sum.FreshResults})
				}
			}
		}
	}
	if len(calls) == 0 {
		return
	}
	s.effects = slices.DeleteFunc(s.effects, func(e *Effect) bool {
		if !e.Kind.Harmful() {
			return false
		}
		for _, fc := range calls {
			if fc.c != e.instr && Dominates(fc.c, e.instr) && freshDecides(fc.c, fc.fresh, e.instr) {
				return true
			}
		}
		return false
	})
}

// freshDecides: a result of call in fresh is compared non-empty (len > 0,
// != nil) by a branch that lets target run only when it is.
func freshDecides(call *ssa.Call, fresh uint64, target ssa.Instruction) bool {
	var vals []ssa.Value
	if _, isTuple := call.Type().(*types.Tuple); isTuple {
		for _, r := range *call.Referrers() {
			if ex, ok := r.(*ssa.Extract); ok && ex.Index < 64 && fresh&(1<<ex.Index) != 0 {
				vals = append(vals, ex)
			}
		}
	} else if fresh&1 != 0 {
		vals = append(vals, call)
	}
	for _, v := range vals {
		if v.Referrers() == nil {
			continue
		}
		for _, r := range *v.Referrers() {
			var x ssa.Value = v
			if lc, ok := r.(*ssa.Call); ok {
				if b, ok := lc.Call.Value.(*ssa.Builtin); !ok || b.Name() != "len" || lc.Referrers() == nil {
					continue
				}
				x = lc
				for _, rr := range *lc.Referrers() {
					if bin, ok := rr.(*ssa.BinOp); ok && nonEmptyBranch(bin, x, target) {
						return true
					}
				}
				continue
			}
			if bin, ok := r.(*ssa.BinOp); ok && nonEmptyBranch(bin, x, target) {
				return true
			}
		}
	}
	return false
}

// nonEmptyBranch: comparison b of x with zero or nil feeds a branch that
// lets target run only where x is non-empty.
func nonEmptyBranch(b *ssa.BinOp, x ssa.Value, target ssa.Instruction) bool {
	nonZero, ok := existsCompare(b, x)
	if !ok || b.Referrers() == nil {
		return false
	}
	for _, r := range *b.Referrers() {
		if ifI, ok := r.(*ssa.If); ok {
			if onTrue, ok := branchOf(ifI, target); ok && onTrue == nonZero {
				return true
			}
		}
	}
	return false
}

// branchOf: ifI decides whether target runs, and only one of its
// branches leads there: onTrue says which.
func branchOf(ifI *ssa.If, target ssa.Instruction) (onTrue, ok bool) {
	if !Dominates(ifI, target) || !Decides(ifI, target) {
		return false, false
	}
	onTrue = BlockReaches(ifI.Block().Succs[0], target.Block(), ifI.Block())
	onFalse := BlockReaches(ifI.Block().Succs[1], target.Block(), ifI.Block())
	return onTrue, onTrue != onFalse
}

// scanOf: c is a row's Scan (an interface's, or a method called on row
// statically), whose arguments receive the row's values.
func scanOf(c *ssa.CallCommon, row ssa.Value) bool {
	if c.Method != nil {
		return c.Method.Name() == "Scan"
	}
	f := c.StaticCallee()
	return f != nil && f.Name() == "Scan" && len(c.Args) > 0 && c.Args[0] == row
}

// trimDelete: a DELETE that keeps a bounded number of rows (… NOT IN
// (SELECT … ORDER BY expires DESC LIMIT ?)): it trims a list after an
// insert, and a repeat's row stays among the kept ones.
var trimDelete = regexp.MustCompile(`(?is)\bLIMIT\b`)

// dropReplaced drops the appends to a table the function also deletes
// from: delete-then-insert (or insert, then delete the rest) replaces a
// set, and a repeat leaves the same set (issue 22 kind 3).
func dropReplaced(s *summary) {
	if len(s.deleted) == 0 || len(s.appended) == 0 {
		return
	}
	s.effects = slices.DeleteFunc(s.effects, func(e *Effect) bool {
		t, ok := s.appended[e]
		return ok && s.deleted[t]
	})
}

// dropRecreated drops the effects of the creates that a bulk delete on the
// same receiver comes before (d.Store.DeleteAll(site); for … {
// d.Store.Create(c) }): the function replaces the whole set, and a repeat
// deletes what the first run created and creates it again — the same
// set (issue 22 kind 3, for a store of the service's own as for SQL).
func (fa *funcAnalysis) dropRecreated(s *summary) {
	type clear struct {
		call  *ssa.Call
		recv  string // the receiver's rendering
		iface string // its type's name, as effect chains name it ("Store")
	}
	var clears []clear
	for _, b := range fa.fn.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(*ssa.Call)
			if !ok || c.Call.Method == nil || !bulkDelete.MatchString(c.Call.Method.Name()) {
				continue
			}
			cl := clear{call: c, recv: canon(fa.pa.m, c.Call.Value, 0)}
			if n, ok := types.Unalias(c.Call.Value.Type()).(*types.Named); ok {
				cl.iface = n.Obj().Name()
			}
			clears = append(clears, cl)
		}
	}
	if len(clears) == 0 {
		return
	}
	recreated := func(e *Effect) bool {
		if e.instr == nil {
			return false
		}
		c, _ := e.instr.(*ssa.Call)
		for _, d := range clears {
			if d.call == e.instr || !Dominates(d.call, e.instr) {
				continue
			}
			// the create called here on the same receiver, or (in a func
			// literal run here, a goroutine of the import) on the same
			// store type
			if c != nil && c.Call.Method != nil && createName.MatchString(c.Call.Method.Name()) && canon(fa.pa.m, c.Call.Value, 0) == d.recv {
				return true
			}
			for i, step := range e.Chain {
				if i >= maxChainSteps {
					break
				}
				// the store's create, here or down the chain (the service
				// that rebuilds the set inserts through the same store)
				if t, m, ok := strings.Cut(step, "."); ok && d.iface != "" && t == d.iface && createName.MatchString(m) {
					return true
				}
			}
		}
		return false
	}
	s.effects = slices.DeleteFunc(s.effects, recreated)
}

// maxChainSteps bounds the chain steps searched for a store's create.
const maxChainSteps = 12

var (
	// bulkDelete: a method named for deleting a whole set.
	// (DeleteByUser(id): every row of the user's)
	bulkDelete = regexp.MustCompile(`^(DeleteAll|RemoveAll|Purge|Truncate|Clear|Wipe|Reset)([A-Z]|$)|^(DeleteBy|DeleteFor|RemoveBy)[A-Z]`)
	// createName: a method named for creating an entry.
	createName = regexp.MustCompile(`^(Create|Insert|Add|Put|Save|Store)([A-Z]|$)`)
)

// claimConsulted: the outcome of an INSERT … ON CONFLICT DO NOTHING is
// consulted: its non-error results (sql.Result, pgconn.CommandTag: the
// affected-row count) reach a branch or a return, or, with RETURNING, the
// row (whose Scan fails with no rows on a conflict) does.
func (fa *funcAnalysis) claimConsulted(call *ssa.Call, returning bool) bool {
	tup, ok := call.Type().(*types.Tuple)
	if !ok {
		if !returning {
			return false
		}
		ifI, ret, _ := fa.outcome(call)
		return ifI != nil || ret
	}
	for _, r := range *call.Referrers() {
		ex, ok := r.(*ssa.Extract)
		if !ok || ex.Index >= tup.Len() || isErrorType(tup.At(ex.Index).Type()) {
			continue
		}
		if ifI, ret, _ := fa.outcome(ex); ifI != nil || ret {
			return true
		}
	}
	return false
}

func isErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// existsSubquery parses the subquery of SELECT [NOT] EXISTS (SELECT … FROM t WHERE …).
func existsSubquery(text string) (sqlclass.Stmt, bool) {
	i := strings.Index(strings.ToUpper(text), "EXISTS")
	if i < 0 {
		return sqlclass.Stmt{}, false
	}
	rest := text[i+len("EXISTS"):]
	open := strings.Index(rest, "(")
	if open < 0 {
		return sqlclass.Stmt{}, false
	}
	depth := 0
	for j := open; j < len(rest); j++ {
		switch rest[j] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				for _, in := range sqlclass.Parse(rest[open+1 : j]) {
					if in.Kind == sqlclass.Select && in.Table != "" {
						return in, true
					}
				}
				return sqlclass.Stmt{}, false
			}
		}
	}
	return sqlclass.Stmt{}, false
}

// stableID: an INSERT whose "id" column is bound to a value that is not minted here
// (a duplicate then fails on the primary key instead of appending a row).
// When the id is bound to the function's parameters only, it is not
// stable here and param is the parameter (-1 otherwise): the append is
// safe when the caller passes a stable id.
// idColumn: the value an INSERT binds to its id column, or nil.
func idColumn(st sqlclass.Stmt, args []ssa.Value) ssa.Value {
	bound := columnArgs(st, args)
	for i, c := range st.Columns {
		if c == "id" {
			return bound[i]
		}
	}
	return nil
}

// mintsIfEmpty: key is minted only when the caller's value is empty (mintIfEmpty).
func (fa *funcAnalysis) mintsIfEmpty(key ssa.Value) bool {
	_, _, ok := fa.mintIfEmpty(key)
	return ok
}

func (fa *funcAnalysis) stableID(st sqlclass.Stmt, args []ssa.Value) (stable bool, param int) {
	if id := idColumn(st, args); id != nil {
		p := fa.provOf(id)
		if p.paramsOnly() {
			return false, lowestBit(p.Params)
		}
		return !p.HasMinted() && p.O != 0, -1
	}
	return false, -1
}

// columnArgs pairs an INSERT's columns with the arguments bound to them:
// the columns the first VALUES row fills with a placeholder take the
// arguments in order (a literal constant takes none, and trailing
// expressions such as now() are left without one). nil for a column
// bound to no argument.
func columnArgs(st sqlclass.Stmt, args []ssa.Value) []ssa.Value {
	out := make([]ssa.Value, len(st.Columns))
	a := 0
	for i := range st.Columns {
		if i < len(st.Literals) && st.Literals[i] {
			continue
		}
		if a < len(args) {
			out[i] = args[a]
			a++
		}
	}
	return out
}

// uniqueInsert: the module's schema (its .sql files, its Go schema
// declarations, the keys the library declares) gives the table a
// unique key whose columns the INSERT binds, none to a value minted here: a
// repeat fails on the key instead of adding a row (a user created under a
// username that is its primary key, an account unique on (owner,
// currency)). In a store method the key columns are bound to its
// parameters: the caller's key is taken as given.
// It returns the value bound to the key's first column, or nil.
func (fa *funcAnalysis) uniqueInsert(st sqlclass.Stmt, args []ssa.Value, declared [][]string) ssa.Value {
	if len(st.Columns) == 0 || len(args) == 0 {
		return nil
	}
	bound := columnArgs(st, args)
	schema := fa.schema()
	if len(declared) > 0 {
		// the keys the library declares (struct tags) beside the module's
		schema = schema.With(st.Table, declared)
	}
	if schema == nil {
		return nil
	}
	// the columns bound to a literal constant, or to an argument not
	// minted here (trailing expressions such as now() are not counted)
	var cols []string
	for i, c := range st.Columns {
		lit := i < len(st.Literals) && st.Literals[i]
		if lit || bound[i] != nil && !fa.provOf(bound[i]).HasMinted() {
			cols = append(cols, c)
		}
	}
	key := schema.UniqueKeyIn(st.Table, cols)
	if key == nil {
		return nil
	}
	// the key's value: the argument bound to its first column bound to a
	// value that is no constant (a role's name beside its fixed type),
	// else to its first bound column
	var first ssa.Value
	for _, k := range key {
		for i, c := range st.Columns {
			if c != k || bound[i] == nil {
				continue
			}
			if _, isConst := strip(bound[i]).(*ssa.Const); !isConst {
				return bound[i]
			}
			if first == nil {
				first = bound[i]
			}
		}
	}
	if first != nil {
		return first
	}
	return args[0] // every key column is a literal
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 90 {
		s = s[:87] + "..."
	}
	return s
}

// outcome follows a call's results forward to the first branch they control,
// and reports whether they flow to a return and into unique-violation handling.
func (fa *funcAnalysis) outcome(v ssa.Value) (ifInstr *ssa.If, returned, unique bool) {
	seen := map[ssa.Value]bool{}
	work := []ssa.Value{v}
	for steps := 0; len(work) > 0 && steps < 400; steps++ {
		x := work[0]
		work = work[1:]
		if x == nil || seen[x] {
			continue
		}
		seen[x] = true
		refs := x.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.If:
				if ifInstr == nil {
					ifInstr = r
				}
			case *ssa.Return:
				returned = true
			case *ssa.Store:
				if r.Val == x {
					// stored to a local: follow the loads
					if alloc, ok := r.Addr.(*ssa.Alloc); ok {
						for _, rr := range *alloc.Referrers() {
							if u, ok := rr.(*ssa.UnOp); ok {
								work = append(work, u)
							}
						}
					}
				}
			case ssa.CallInstruction:
				if rule := fa.pa.m.LookupFunc(calleeFunc(r.Common())); rule != nil && rule.ErrTargetArg >= 0 {
					if params, _ := splitArgs(r.Common()); rule.ErrTargetArg < len(params) && fa.isUniqueTarget(params[rule.ErrTargetArg]) {
						unique = true
					}
				} else if rule != nil && rule.UniqueTest {
					unique = true // ent.IsConstraintError(err)
				}
				if val := r.Value(); val != nil {
					work = append(work, val)
				}
			case *ssa.TypeAssert:
				// if e, ok := err.(*mysql.MySQLError); ok && e.Number == 1062
				if fa.pa.m.UniqueViolations[model.TypeKey(deref(r.AssertedType))] && uniqueCodeTest(r, 0) {
					unique = true
				}
				work = append(work, r)
			case ssa.Value:
				work = append(work, r)
			}
		}
	}
	return
}

// isUniqueTarget: errors.As(err, &pqErr) with a unique-violation error type,
// or errors.Is(err, v) with a unique-violation value (gorm.ErrDuplicatedKey).
func (fa *funcAnalysis) isUniqueTarget(v ssa.Value) bool {
	v = strip(v)
	if g, ok := v.(*ssa.UnOp); ok {
		if gl, ok := g.X.(*ssa.Global); ok {
			return gl.Pkg != nil && fa.pa.m.UniqueViolations[gl.Pkg.Pkg.Path()+"."+gl.Name()]
		}
	}
	return fa.pa.m.UniqueViolations[model.TypeKey(deref(v.Type()))]
}

// guards: the claims in a function that can cover what follows them.
func (s *summary) guards() []*keyOp {
	var out []*keyOp
	for _, op := range s.keyOps {
		if op.op == model.Claim && (op.ifInstr != nil || op.returned) {
			out = append(out, op)
		}
	}
	return out
}

// guardEffects marks the effects covered by a claim keyed by the sender id.
func (fa *funcAnalysis) guardEffects(s *summary) {
	for _, e := range s.effects {
		for _, g := range s.guards() {
			if g.instr == e.instr || !Dominates(g.instr, e.instr) {
				continue
			}
			if cover(e, g, fa.provOf(g.key)) {
				break
			}
		}
	}
}

// cover judges effect e under claim g, keyed by a value of provenance kp:
// a key that stops a redelivery guards it (cover reports true); a key
// built from parameters alone makes it safe when the caller passes the
// sender's id there (SafeIfSender).
func cover(e *effectInst, g *keyOp, kp Prov) bool {
	if kp.stopsRedelivery() {
		e.guard = g
		return true
	}
	if kp.paramsOnly() && e.SafeIfSender < 0 {
		e.SafeIfSender = lowestBit(kp.Params)
		e.SafeField = model.ParamFieldPath(g.key)
	}
	return false
}

// guardedParams: the func-typed parameters fn calls only where a claim
// keyed by another parameter decided to go on (the claim's branch
// dominates and decides the call).
func (fa *funcAnalysis) guardedParams(s *summary) []GuardedFact {
	var out []GuardedFact
	for _, b := range fa.fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || call.Common().IsInvoke() {
				continue
			}
			p, ok := call.Common().Value.(*ssa.Parameter)
			if !ok {
				continue
			}
			fi := -1
			for i, q := range fa.fn.Params {
				if q == p {
					fi = i
				}
			}
			if fi < 0 {
				continue
			}
			for _, g := range s.guards() {
				if g.ifInstr == nil || !Dominates(g.ifInstr, call) || !Decides(g.ifInstr, call) {
					continue
				}
				kp := fa.provOf(g.key)
				if !kp.paramsOnly() {
					continue
				}
				if k := fa.keyParam(kp.Params); k != fi {
					out = append(out, GuardedFact{Func: fi, Key: k, Desc: g.desc})
					break
				}
			}
		}
	}
	return out
}

// guardCallbacks: at a call of a function whose fact says it calls its
// parameter Func only under a claim on its parameter Key, the effects of
// a func literal passed as Func are guarded by that claim.
func (fa *funcAnalysis) guardCallbacks(s *summary, ci ssa.CallInstruction, name string, guarded []GuardedFact, argAt func(int) ssa.Value) {
	for _, g := range guarded {
		fv, key := argAt(g.Func), argAt(g.Key)
		if fv == nil || key == nil {
			continue
		}
		if g.FuncField != "" {
			if fv, _ = literalField(fv, g.FuncField); fv == nil {
				continue
			}
		}
		if g.KeyField != "" {
			if k, rest := literalField(key, g.KeyField); k != nil && rest == "" {
				key = k
			}
		}
		mc, ok := strip(fv).(*ssa.MakeClosure)
		if !ok {
			continue
		}
		op := &keyOp{op: model.Claim, instr: ci, fa: fa, key: key, keys: []ssa.Value{key}, desc: name + " (" + g.Desc + ")", lib: "user", callee: name, fromFact: true}
		kp := fa.provOf(key)
		// the callback's effects, at the literal, and as the callee's call
		// of the field resolved to it (…Params.AfterCreate → the literal)
		field := "." + g.FuncField[strings.LastIndexByte(g.FuncField, '.')+1:]
		for _, e := range s.effects {
			if e.guard != nil {
				continue
			}
			if e.instr == ssa.Instruction(mc) || g.FuncField != "" && e.instr == ci && slices.ContainsFunc(e.Chain, func(c string) bool { return strings.HasSuffix(c, field) }) {
				cover(e, op, kp)
			}
		}
	}
}

// liftGuarded: the calls closure cs (made by mc) makes of a func value
// in a field of a variable it captures from this function's parameter
// (arg.AfterCreate(user) in the transaction CreateUserTx runs), under a
// claim of its own keyed by a field of a captured parameter (the INSERT
// of arg.CreateUserParams, its unique username): the callback runs only
// once the claim succeeded, so a caller's func literal there is guarded
// by it (GuardedFact with field paths).
func (fa *funcAnalysis) liftGuarded(s *summary, mc *ssa.MakeClosure, cs *summary) {
	cl, _ := mc.Fn.(*ssa.Function)
	if cl == nil {
		return
	}
	guards := cs.guards()
	if len(guards) == 0 {
		return
	}
	for _, b := range cl.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || call.Common().IsInvoke() {
				continue
			}
			fi, fpath := fa.capturedParamField(mc, call.Common().Value)
			if fi < 0 || fpath == "" {
				continue
			}
			for _, g := range guards {
				if g.ifInstr == nil || !Dominates(g.ifInstr, call) || !Decides(g.ifInstr, call) {
					continue
				}
				ki, kpath := fa.capturedParamField(mc, g.key)
				if ki < 0 || ki == fi && kpath == "" {
					continue
				}
				gf := GuardedFact{Func: fi, FuncField: fpath, Key: ki, KeyField: joinPath(kpath, g.field), Desc: g.desc}
				if !slices.Contains(s.lifted, gf) && len(s.lifted) < 8 {
					s.lifted = append(s.lifted, gf)
				}
				break
			}
		}
	}
}

// capturedParamField: for a value a closure (made by mc) reads from a
// field of a variable it captures, where this function binds that
// variable to one of its parameters (a spilled struct parameter), the
// parameter's index and the field path; -1 otherwise.
func (fa *funcAnalysis) capturedParamField(mc *ssa.MakeClosure, v ssa.Value) (int, string) {
	var names []string
	for range 6 {
		v = strip(v)
		if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
			v = u.X
		}
		if x, name, ok := model.FieldSel(v); ok {
			names = append(names, name)
			v = x
			continue
		}
		switch x := v.(type) {
		case *ssa.FreeVar:
			cl := x.Parent()
			for j, f := range cl.FreeVars {
				if f != x || j >= len(mc.Bindings) {
					continue
				}
				var p *ssa.Parameter
				switch b := mc.Bindings[j].(type) {
				case *ssa.Parameter:
					p = b
				case *ssa.Alloc:
					p = spilledParam(b)
				}
				for i, q := range fa.fn.Params {
					if p != nil && q == p {
						slices.Reverse(names)
						return i, strings.Join(names, ".")
					}
				}
			}
		}
		return -1, ""
	}
	return -1, ""
}

// keyParam: the parameter a key is built from; of a method's, one other
// than the receiver when there is one (i.prefix + key is keyed by key).
func (fa *funcAnalysis) keyParam(params uint64) int {
	if fa.fn.Signature.Recv() != nil && params&^1 != 0 {
		return lowestBit(params &^ 1)
	}
	return lowestBit(params)
}

func (fa *funcAnalysis) buildFact(s *summary, guards []stateGuard) {
	f := &s.fact
	f.Guarded = append(fa.guardedParams(s), s.lifted...)
	f.State = fa.stateFacts(guards)
	f.ReturnFields = fa.returnFields()
	f.Const, _ = constResult(fa.fn)
	f.Loads, f.LoadsLocked = fa.loadRefuses(s)
	for _, in := range s.inserts {
		if !slices.Contains(f.Inserts, in.table) && len(f.Inserts) < maxInsertTables {
			f.Inserts = append(f.Inserts, in.table)
		}
	}
	// results
	nres := fa.fn.Signature.Results().Len()
	f.Returns = make([]ProvFact, nres)
	// a result returned as the sender's id on one path and as a minted value
	// on another is a fallback, as a phi joining them is
	senderOnly, mintedOnly := make([]bool, nres), make([]bool, nres)
	for _, b := range fa.fn.Blocks {
		if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			for i, v := range r.Results {
				if i < nres {
					p := fa.provOf(v)
					pf := toFact(p)
					f.Returns[i].O |= pf.O
					f.Returns[i].Params |= pf.Params
					f.Returns[i].Hashed = f.Returns[i].Hashed || pf.Hashed
					f.Returns[i].Fallback = f.Returns[i].Fallback || pf.Fallback
					senderOnly[i] = senderOnly[i] || p.HasSender() && !p.HasMinted()
					mintedOnly[i] = mintedOnly[i] || p.HasMinted() && !p.HasSender()
					if f.Returns[i].Why == "" {
						f.Returns[i].Why = pf.Why
					}
				}
			}
		}
	}
	for i := range f.Returns {
		if senderOnly[i] && mintedOnly[i] {
			f.Returns[i].Fallback = true
		}
	}
	f.FreshResults = fa.freshResults(s)
	f.SQLOf = fa.sqlOfResult()
	f.Fills = fa.fills()
	for _, e := range s.effects {
		if e.guard != nil || !e.Kind.Harmful() && e.Kind != model.Opaque || e.capKey != nil {
			continue
		}
		ef := e.EffectFact
		if ef.When == nil && e.instr != nil && e.instr.Parent() == fa.fn {
			ef.When = onlyWhen(fa.fn, e.instr.Block())
		}
		f.Effects = append(f.Effects, ef)
	}
	for _, op := range s.keyOps {
		if op.key == nil || op.op == model.GetOrCreate {
			continue // (a get-or-create's race is judged where it is called)
		}
		kp := fa.provOf(op.key)
		if !kp.paramsOnly() {
			continue
		}
		res := op.returned
		if op.op == model.Check && !op.returned && op.ifInstr == nil {
			continue
		}
		kf := KeyOpFact{Op: op.op, Param: fa.keyParam(kp.Params), Desc: op.desc, Result: res, Store: op.store, Key: fa.derivation(op), Field: keyFieldPath(fa.fn, op.key, op.field, fa.keyParam(kp.Params))}
		if kf.Field != "" {
			for _, af := range op.alsoFields {
				if p := keyFieldPath(fa.fn, op.key, af, kf.Param); p != "" {
					kf.AlsoFields = append(kf.AlsoFields, p)
				}
			}
		}
		// a key derived from several parameters (fmt.Sprintf("tx|%d|%s",
		// uid, id)): the others are key values too, for the caller to
		// tell where the key comes from
		for i := 0; i < 64 && i < len(fa.fn.Params); i++ {
			if kp.Params&(1<<i) == 0 || i == kf.Param || i == 0 && fa.fn.Signature.Recv() != nil {
				continue
			}
			if !slices.Contains(kf.Also, i) {
				kf.Also = append(kf.Also, i)
			}
		}
		for _, k := range op.keys {
			if k == nil || k == op.key {
				continue
			}
			if p := fa.provOf(k); p.paramsOnly() {
				if i := fa.keyParam(p.Params); i != kf.Param && !slices.Contains(kf.Also, i) {
					kf.Also = append(kf.Also, i)
				}
			}
		}
		f.KeyOps = append(f.KeyOps, kf)
	}
	for _, sk := range s.sinks {
		kp := Prov{}
		for _, k := range sk.Keys() {
			kp = kp.union(fa.provOf(k))
		}
		if kp.paramsOnly() {
			sf := SinkFact{Param: fa.keyParam(kp.Params), Desc: sk.desc}
			for i := 0; i < 64 && i < len(fa.fn.Params); i++ {
				if kp.Params&(1<<i) != 0 && i != sf.Param && (i != 0 || fa.fn.Signature.Recv() == nil) {
					sf.Also = append(sf.Also, i)
				}
			}
			f.Sinks = append(f.Sinks, sf)
		}
	}
}

// dropExpiring drops from s the increments and appends of a key that the
// function also gives a time to live (INCR key … EXPIRE key ttl; RPUSH
// key v … EXPIRE key ttl, in a pipeline too): a rate-limit window, a
// failed-attempt lockout, a reply mailbox a waiter pops once. A repeat
// moves a value that expires by itself, not business state (issue 22
// kind 5).
func (fa *funcAnalysis) dropExpiring(s *summary) {
	if !slices.ContainsFunc(s.effects, func(e *effectInst) bool { return e.Kind == model.Increment || e.Kind == model.Append }) {
		return // every function is summarised: scan only those that count or append
	}
	m := fa.pa.m
	var expiring []string
	for _, b := range fa.fn.Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			if c := m.LookupFunc(calleeFunc(ci.Common())); c != nil && c.Expires {
				if k := expiryKeyArg(m, ci); k != nil {
					expiring = append(expiring, canon(m, k, 0))
				}
			}
		}
	}
	if len(expiring) == 0 {
		return
	}
	s.effects = slices.DeleteFunc(s.effects, func(e *effectInst) bool {
		if e.Kind != model.Increment && e.Kind != model.Append {
			return false
		}
		ci, ok := e.instr.(ssa.CallInstruction)
		if !ok {
			return false
		}
		c := m.LookupFunc(calleeFunc(ci.Common()))
		if c == nil || c.Expires {
			return false
		}
		k := expiryKeyArg(m, ci)
		return k != nil && slices.Contains(expiring, canon(m, k, 0))
	})
}

// expiryKeyArg: the key argument of a modelled call with an
// ExpiryKeyArg (an increment, an append, an expiry), or nil.
func expiryKeyArg(m *model.Model, ci ssa.CallInstruction) ssa.Value {
	c := m.LookupFunc(calleeFunc(ci.Common()))
	if c == nil || c.ExpiryKeyArg < 0 {
		return nil
	}
	params, _ := splitArgs(ci.Common())
	if c.ExpiryKeyArg >= len(params) {
		return nil
	}
	return params[c.ExpiryKeyArg]
}

// sqlOfResult: 1 + the parameter whose SQL text the function's first
// result is on every path that returns a text (FuncFact.SQLOf), else 0.
// fills: the pointer parameters fa's function hands to a decoder as its
// target (json.Unmarshal(body, params), a callee's own Fills), with what
// the decoder writes there; other stores into a parameter (a setter's) are
// not recorded: a decode helper's caller learns that its struct holds the
// request's data.
func (fa *funcAnalysis) fills() []FillFact {
	var out []FillFact
	for i, prm := range fa.fn.Params {
		if i >= 64 {
			break
		}
		switch prm.Type().Underlying().(type) {
		case *types.Pointer, *types.Interface: // (a type parameter's underlying type is its constraint)
		default:
			continue
		}
		var p Prov
		seen := map[ssa.Value]bool{}
		var walk func(v ssa.Value, depth int)
		walk = func(v ssa.Value, depth int) {
			if depth > 4 || seen[v] || v.Referrers() == nil {
				return
			}
			seen[v] = true
			for _, r := range *v.Referrers() {
				switch r := r.(type) {
				case ssa.CallInstruction:
					p = p.union(fa.writtenBy(r, v))
				case *ssa.ChangeType:
					walk(r, depth+1)
				case *ssa.MakeInterface, *ssa.ChangeInterface:
					walk(r.(ssa.Value), depth+1)
				case *ssa.Convert:
					walk(r, depth+1)
				}
			}
		}
		walk(prm, 0)
		pf := toFact(p)
		pf.Params &^= 1 << uint(i)
		if pf.O != 0 || pf.Params != 0 {
			out = append(out, FillFact{Param: i, From: pf})
		}
	}
	return out
}

func (fa *funcAnalysis) sqlOfResult() int {
	res := fa.fn.Signature.Results()
	if res.Len() == 0 {
		return 0
	}
	if b, ok := res.At(0).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return 0
	}
	param := -1
	for _, b := range fa.fn.Blocks {
		r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(r.Results) == 0 {
			continue
		}
		if s, ok := constString(r.Results[0]); ok && s == "" {
			continue // the error path's ""
		}
		p := fa.sqlParam(r.Results[0], 0)
		if p < 0 || param >= 0 && p != param {
			return 0
		}
		param = p
	}
	if param < 0 {
		return 0
	}
	return param + 1
}

// safeFor: a callee's effect e is safe when its SafeIfSender parameter
// (the field SafeField of it) carries a key that stops a redelivery (the
// sender's id, or the payload: a unique key on the subscriber's email the
// same request's retry is refused by) at the call whose arguments are
// argAt; when the argument comes from the caller's own parameters, ef is
// left safe if the caller's callers pass such a key there.
func (fa *funcAnalysis) safeFor(e EffectFact, ef *EffectFact, argAt func(int) ssa.Value) bool {
	a := argAt(e.SafeIfSender)
	if a == nil {
		return false
	}
	// the guard's key may be a field of the argument
	at := fa.argField(a, e.SafeField, fa.provOf)
	// a payload key stops a redelivery too (as in guardEffects: payloadkey
	// reports its over-deduping)
	if at.p.stopsRedelivery() {
		return true
	}
	if c, ok := strip(at.v).(*ssa.Const); ok && at.rest == "" && c.Value != nil && !zeroConst(c) {
		// a constant key (a settings row's fixed id), not an empty one:
		// the same on every run, a repeat is refused by it
		return true
	}
	if at.p.paramsOnly() {
		ef.SafeIfSender, ef.SafeField = lowestBit(at.p.Params), fa.pathThere(at)
	}
	return false
}

// fieldAt is what a caller passes at a field path of an argument: the
// value v (the field of a literal, else the argument with the path rest
// left over) and its provenance p; known when p is the field's own
// (fieldProv), with no value to follow.
type fieldAt struct {
	v     ssa.Value
	rest  string
	p     Prov
	known bool
}

// argField: what argument a holds at field path field ("" for a itself),
// its provenance by prov when the field has none of its own.
func (fa *funcAnalysis) argField(a ssa.Value, field string, prov func(ssa.Value) Prov) fieldAt {
	at := fieldAt{v: a}
	if field != "" {
		if fv, r := literalField(a, field); fv != nil {
			at.v, at.rest = fv, r
		} else if fp, ok := fa.fieldProv(a, field, 0); ok {
			at.p, at.known = fp, true
		} else {
			at.rest = field
		}
	}
	if !at.known {
		at.p = prov(at.v)
	}
	return at
}

// pathThere: the field path, among the caller's parameters, of what a
// callee's effect is keyed by (at, from the caller's own parameters): a
// field of the parameter (ID: event.UID) keeps its path there.
func (fa *funcAnalysis) pathThere(at fieldAt) string {
	if pf := model.ParamFieldPath(fa.throughWrap(at.v)); pf != "" && !at.known {
		return joinPath(pf, at.rest)
	}
	return at.rest
}

// maxMintGuard bounds the dominators mintIfEmpty walks up.
const maxMintGuard = 32

// mintIfEmpty: key is an id minted only when the caller's own value x is
// empty (if id == "" { id = newID() }, and the phi joining both): the
// provenance of x, from the function's parameters alone; ok false for
// any other key.
func (fa *funcAnalysis) mintIfEmpty(key ssa.Value) (ssa.Value, Prov, bool) {
	v := strip(key)
	if phi, ok := v.(*ssa.Phi); ok {
		var x ssa.Value
		var p Prov
		minted := false
		for _, e := range phi.Edges {
			if ep := fa.provOf(e); ep.paramsOnly() {
				x, p = e, p.union(ep)
				continue
			}
			if gx, gp, ok := fa.mintIfEmpty(e); ok && !minted {
				minted = true
				if x == nil {
					x = gx
				}
				p = p.union(gp)
				continue
			}
			return nil, Prov{}, false
		}
		return x, p, minted && x != nil
	}
	c, ok := v.(*ssa.Call)
	if !ok || c.Block() == nil || !fa.provOf(c).HasMinted() || fa.provOf(c).Params != 0 {
		return nil, Prov{}, false
	}
	b := c.Block()
	for d, n := b.Idom(), 0; d != nil && n < maxMintGuard; d, n = d.Idom(), n+1 {
		iff, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
		if !ok || len(d.Succs) != 2 {
			continue
		}
		x, eq := emptyTest(iff.Cond)
		if x == nil {
			continue
		}
		then := d.Succs[1]
		if eq {
			then = d.Succs[0]
		}
		if !then.Dominates(b) {
			continue
		}
		if p := fa.provOf(x); p.paramsOnly() {
			return x, p, true
		}
	}
	return nil, Prov{}, false
}

// emptyTest: cond compares x with its zero value (x == "", x == nil,
// len(x) == 0; eq true) or tells it is not zero (x != ""; eq false); x nil
// for any other condition.
func emptyTest(cond ssa.Value) (x ssa.Value, eq bool) {
	b, ok := cond.(*ssa.BinOp)
	if !ok || b.Op != token.EQL && b.Op != token.NEQ {
		return nil, false
	}
	l, r := b.X, b.Y
	if _, ok := l.(*ssa.Const); ok {
		l, r = r, l
	}
	c, ok := r.(*ssa.Const)
	if !ok || !zeroConst(c) {
		return nil, false
	}
	if call, ok := l.(*ssa.Call); ok {
		if bi, ok := call.Call.Value.(*ssa.Builtin); ok && bi.Name() == "len" && len(call.Call.Args) == 1 {
			l = call.Call.Args[0]
		} else {
			return nil, false
		}
	}
	return l, b.Op == token.EQL
}

// maxEmptyDepth bounds mayBeEmpty's walk through phis.
const maxEmptyDepth = 8

// mayBeEmpty: v may hold the zero value at field path field ("" for v
// itself) where it is passed: an empty constant, or the unset field of a
// new literal (pls := &Playlist{Name: name}, its ID never set here).
func (fa *funcAnalysis) mayBeEmpty(v ssa.Value, field string) bool {
	return mayBeEmpty(v, field, 0)
}

func mayBeEmpty(v ssa.Value, field string, depth int) bool {
	if depth > maxEmptyDepth || v == nil {
		return false
	}
	v = strip(v)
	switch x := v.(type) {
	case *ssa.Phi:
		for _, e := range x.Edges {
			if mayBeEmpty(e, field, depth+1) {
				return true
			}
		}
		return false
	case *ssa.Const:
		return field == "" && zeroConst(x)
	case *ssa.UnOp, *ssa.Alloc:
		if field != "" && !strings.Contains(field, ".") && hasField(x.Type(), field) && !copiedIn(x) && unsetField(x, field) {
			return true
		}
	}
	return field != "" && clearedField(v, field)
}

// clearedField: this code stores the zero value into field (one name) of
// the struct v points to (pls.ID = "" // force a new creation).
func clearedField(v ssa.Value, field string) bool {
	if strings.Contains(field, ".") {
		return false
	}
	return slices.ContainsFunc(fieldStoresOf(v, field), func(x ssa.Value) bool {
		c, ok := x.(*ssa.Const)
		return ok && zeroConst(c)
	})
}

// zeroConst: c is its type's zero value as the code writes it (nil, "",
// 0).
func zeroConst(c *ssa.Const) bool {
	return c.IsNil() || c.Value != nil && (c.Value.ExactString() == `""` || c.Value.ExactString() == "0")
}

// fieldStoresOf: the values this code stores into field (one name) of the
// struct v points to (t.ID = id).
func fieldStoresOf(v ssa.Value, field string) []ssa.Value {
	if v.Referrers() == nil {
		return nil
	}
	var out []ssa.Value
	for _, r := range *v.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.X != v || fa.Referrers() == nil {
			continue
		}
		if fv := model.FieldVar(fa.X.Type(), fa.Field); fv == nil || fv.Name() != field {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
				out = append(out, st.Val)
			}
		}
	}
	return out
}

// loadedField: v loads a field of a struct (t.ID passed on): the struct
// and the field's name.
func loadedField(v ssa.Value) (ssa.Value, string, bool) {
	if u, ok := strip(v).(*ssa.UnOp); ok && u.Op == token.MUL {
		return model.FieldSel(u.X)
	}
	return nil, "", false
}

// copiedIn: local struct v (or a load of it) is assigned a whole value
// made elsewhere (newAlbum := mfs.ToAlbum()): its fields are that value's.
func copiedIn(v ssa.Value) bool {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	}
	a, ok := v.(*ssa.Alloc)
	if !ok || a.Referrers() == nil {
		return true
	}
	for _, r := range *a.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == a {
			if c, ok := st.Val.(*ssa.Const); !ok || !c.IsNil() {
				return true
			}
		}
	}
	return false
}

// maxLocalPath bounds the field paths localFieldProv follows.
const maxLocalPath = 4

// localFieldProv: the provenance of field path rest of v — a local struct
// (or its address, or a load of one of its fields, rest then naming
// more) — from the values stored at that path or at a path containing
// it, not from what its other fields hold (pls.UpdatedAt = time.Now());
// ok false when v is no such local or an address on the path is handed
// on (a call may fill it).
func (fa *funcAnalysis) localFieldProv(v ssa.Value, rest string, site ssa.Instruction) (Prov, bool) {
	var path []string
	if rest != "" {
		path = strings.Split(rest, ".")
	}
	v = strip(v)
	use := site // where the value is used: what only follows it does not reach it
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v, use = u.X, u
	}
	before := func(i ssa.Instruction) bool { return use == nil || mayReach(i, use) }
	for n := 0; n < maxLocalPath; n++ {
		x, name, ok := model.FieldSel(v)
		if !ok {
			break
		}
		if _, isAddr := v.(*ssa.FieldAddr); !isAddr {
			return Prov{}, false
		}
		path = append([]string{name}, path...)
		v = x
	}
	a, ok := v.(*ssa.Alloc)
	if !ok || len(path) == 0 || len(path) > maxLocalPath {
		return Prov{}, false
	}
	var p Prov
	var walk func(base ssa.Value, depth int) bool
	walk = func(base ssa.Value, depth int) bool {
		if base.Referrers() == nil {
			return true
		}
		for _, r := range *base.Referrers() {
			if !before(r) {
				continue
			}
			switch u := r.(type) {
			case *ssa.Store:
				if u.Addr == base {
					// the whole value at a path containing the field: its
					// field's own provenance where known (a constructor's
					// result fields)
					if fp, ok := fa.fieldProv(u.Val, strings.Join(path[depth:], "."), 0); ok {
						p = p.union(fp)
					} else {
						p = p.union(fa.provOf(u.Val))
					}
				}
			case *ssa.FieldAddr:
				if u.X != base {
					continue
				}
				fv := model.FieldVar(u.X.Type(), u.Field)
				if fv == nil || fv.Name() != path[depth] {
					continue // another field
				}
				if depth == len(path)-1 {
					if !fieldStores(u, fa, &p, before) {
						return false
					}
				} else if !walk(u, depth+1) {
					return false
				}
			case *ssa.UnOp, *ssa.DebugRef:
			default:
				if depth > 0 {
					return false // the address of a struct holding the field handed on
				}
				if r == site || use == nil {
					continue // the call judged: what this code stored is what it keys
				}
				if !methodOf(r, a) {
					// handed to a call before (json.Unmarshal(b, &e)) that
					// may fill the field
					return false
				}
			}
		}
		return true
	}
	if !walk(a, 0) {
		return Prov{}, false
	}
	return p, true
}

// fieldStores adds to p what is stored at field address u; false when
// the address is handed on.
func fieldStores(u *ssa.FieldAddr, fa *funcAnalysis, p *Prov, before func(ssa.Instruction) bool) bool {
	if u.Referrers() == nil {
		return true
	}
	for _, rr := range *u.Referrers() {
		if !before(rr) {
			continue
		}
		switch w := rr.(type) {
		case *ssa.Store:
			if w.Addr == u {
				*p = p.union(fa.provOf(w.Val))
			}
		case *ssa.UnOp, *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// hasField: t (or what it points to) is a struct with a field named name.
func hasField(t types.Type, name string) bool {
	st, ok := model.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() == name {
			return true
		}
	}
	return false
}

// mayReach: control may pass from instruction from to instruction to (an
// earlier instruction of the same block, a block the first reaches, or a
// loop back to it); true when the search is cut short.
func mayReach(from, to ssa.Instruction) bool {
	fb, tb := from.Block(), to.Block()
	if fb == nil || tb == nil {
		return true
	}
	if fb != tb {
		return BlockReaches(fb, tb, nil)
	}
	for _, in := range fb.Instrs {
		if in == from {
			return true
		}
		if in == to {
			break // to comes first: only a loop back reaches it
		}
	}
	for _, succ := range fb.Succs {
		if BlockReaches(succ, fb, nil) {
			return true
		}
	}
	return false
}

// fieldAssigned: this code stores into field (one name) of the struct v
// points to (t.ID = id), v taken through conversions and type assertions.
func fieldAssigned(v ssa.Value, field string) bool {
	v = strip(v)
	if field == "" {
		// a field loaded here (t.ID passed on): that field of its struct
		if x, name, ok := loadedField(v); ok {
			return fieldAssigned(x, name)
		}
		return true // the value itself: given, not left out
	}
	if strings.Contains(field, ".") {
		return true
	}
	return len(fieldStoresOf(v, field)) > 0
}

// bodyValue: v is a request's body as the handler got it — a parameter
// (a REST Save's entity), or a local a call filled (json.Decode(&req))
// and nothing replaced whole — not a value this code built (a copy of
// a stored row).
func bodyValue(v ssa.Value) bool {
	v = strip(v)
	if x, _, ok := loadedField(v); ok {
		v = strip(x) // a field loaded (t.ID): its struct
	}
	if ta, ok := v.(*ssa.TypeAssert); ok {
		v = strip(ta.X)
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		return true
	case *ssa.UnOp:
		if a, ok := x.X.(*ssa.Alloc); ok {
			v = a
		}
	}
	a, ok := v.(*ssa.Alloc)
	if !ok || copiedIn(a) || a.Referrers() == nil {
		return false
	}
	for _, r := range *a.Referrers() {
		switch u := r.(type) {
		case ssa.CallInstruction:
			return true
		case *ssa.MakeInterface:
			if u.Referrers() != nil {
				for _, rr := range *u.Referrers() {
					if _, ok := rr.(ssa.CallInstruction); ok {
						return true
					}
				}
			}
		}
	}
	return false
}

// methodOf: instruction r is a call of a method of local a's own type
// with a as its receiver (oldAlbum.Equals(newAlbum), p.AddTracks(ids)),
// or uses a otherwise than as a call's argument.
func methodOf(r ssa.Instruction, a *ssa.Alloc) bool {
	c, ok := r.(ssa.CallInstruction)
	if !ok {
		if mi, ok := r.(*ssa.MakeInterface); ok && mi.Referrers() != nil {
			for _, rr := range *mi.Referrers() {
				if _, ok := rr.(ssa.CallInstruction); ok {
					return false // boxed for a call (a decoder's target)
				}
			}
		}
		return true
	}
	cc := c.Common()
	if cc.IsInvoke() {
		return false
	}
	fn := cc.StaticCallee()
	return fn != nil && fn.Signature.Recv() != nil && len(cc.Args) > 0 && cc.Args[0] == a
}

// typeUnique: v is an entity whose table — named for its type, as a
// generic repository names it (Radio: radio, radios) — has a unique key
// in the module's schema on columns of its fields other than the id at
// field (UNIQUE(name)), none minted here.
func (fa *funcAnalysis) typeUnique(v ssa.Value, field string) bool {
	if field == "" {
		// the id loaded here (t.ID passed on): t's entity
		if x, name, ok := loadedField(v); ok {
			return fa.typeUnique(x, name)
		}
		return false
	}
	t := strip(v).Type()
	if ta, ok := strip(v).(*ssa.TypeAssert); ok {
		t = ta.AssertedType
	}
	n, ok := types.Unalias(deref(t)).(*types.Named)
	if !ok {
		return false
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	schema := fa.schema()
	if schema == nil {
		return false
	}
	idCol := ""
	var cols []string
	for i := 0; i < st.NumFields() && i < 256; i++ {
		f := st.Field(i)
		if f.Anonymous() || !f.Exported() {
			continue
		}
		col := tagColumn(st.Tag(i), f.Name())
		if f.Name() == field {
			idCol = col
			continue
		}
		if minted := fa.argField(v, f.Name(), fa.argProv); minted.p.HasMinted() {
			continue
		}
		cols = append(cols, col)
	}
	base := model.Snake(n.Obj().Name())
	for _, table := range []string{base, base + "s", base + "es"} {
		if key := schema.UniqueKeyIn(table, cols); key != nil && !slices.Contains(key, idCol) {
			return true
		}
	}
	return false
}

// tagColumn: the column a struct field maps to: its db, structs, gorm
// or bun tag's name, else its snake_case name.
func tagColumn(tag, name string) string {
	st := reflect.StructTag(tag)
	for _, k := range []string{"db", "structs", "bun", "xorm"} {
		if v, ok := st.Lookup(k); ok {
			if c, _, _ := strings.Cut(v, ","); c != "" && c != "-" {
				return c
			}
		}
	}
	if c := model.GormColumn(tag); c != "" {
		return c
	}
	return model.Snake(name)
}

// uniqueCodes: the error codes of a unique violation, as drivers report
// them (MySQL's 1062, Postgres's SQLSTATE 23505, SQLite's 2067).
var uniqueCodes = map[string]bool{"1062": true, `"23505"`: true, "2067": true, `"unique_violation"`: true}

// uniqueCodeTest: the driver error v (a type assertion's result, or what
// it flows to) is compared with a unique violation's code (e.Number ==
// 1062, pqErr.Code == "23505"): not any error of that type (a foreign key
// violation on pqErr.Column).
func uniqueCodeTest(v ssa.Value, depth int) bool {
	if depth > 6 || v.Referrers() == nil {
		return false
	}
	for _, r := range *v.Referrers() {
		switch u := r.(type) {
		case *ssa.BinOp:
			if u.Op == token.EQL || u.Op == token.NEQ {
				for _, x := range []ssa.Value{u.X, u.Y} {
					if c, ok := x.(*ssa.Const); ok && c.Value != nil && uniqueCodes[c.Value.ExactString()] {
						return true
					}
				}
			}
		case *ssa.Extract, *ssa.Field, *ssa.FieldAddr, *ssa.UnOp, *ssa.ChangeType, *ssa.Convert, *ssa.Phi:
			if uniqueCodeTest(u.(ssa.Value), depth+1) {
				return true
			}
		case *ssa.Store:
			if a, ok := u.Addr.(*ssa.Alloc); ok && u.Val == v && a.Referrers() != nil {
				for _, rr := range *a.Referrers() {
					if l, ok := rr.(*ssa.UnOp); ok && uniqueCodeTest(l, depth+1) {
						return true
					}
				}
			}
		case ssa.CallInstruction:
			// pqErr.Code.Name() == "unique_violation"
			if c, ok := u.(*ssa.Call); ok && c.Call.StaticCallee() != nil && c.Call.StaticCallee().Name() == "Name" && uniqueCodeTest(c, depth+1) {
				return true
			}
		}
	}
	return false
}

// wrappedIfaces: the named interfaces the fields of struct type t hold,
// directly, as the elements of a slice or map, or as a func field's
// results ("pkg/path.Iface"), as decorates reads them.
func wrappedIfaces(t *types.Named) []string {
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []string
	add := func(ft types.Type) {
		n, ok := types.Unalias(ft).(*types.Named)
		if !ok || n.Obj().Pkg() == nil || !types.IsInterface(n) {
			return
		}
		if k := model.CanonPath(n.Obj().Pkg().Path()) + "." + n.Obj().Name(); !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	for i := 0; i < st.NumFields() && i < 256; i++ {
		ft := st.Field(i).Type()
		switch u := ft.Underlying().(type) {
		case *types.Slice:
			add(u.Elem())
		case *types.Map:
			add(u.Elem())
		case *types.Signature:
			// a loader of the wrapped value (loader func() (Scrobbler, bool))
			for j := 0; j < u.Results().Len(); j++ {
				add(u.Results().At(j).Type())
			}
		default:
			add(ft)
		}
	}
	return out
}

// surrogateKey: key is a lone id column (id, uuid), no natural key.
func surrogateKey(key []string) bool {
	return len(key) == 1 && (strings.EqualFold(key[0], "id") || strings.EqualFold(key[0], "uuid"))
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// rowInsertAt: a callee's insert of a new row (an id minted there, or no
// key) into a table, at call ci, is the insert of the row the call's
// arguments carry (a repository's put(pq.ID, r.fromModel(q)) after
// Retrieve(q.UserID)): a lookup made here by that row's fields races with
// it (checkthenwrite's row writes).
func (fa *funcAnalysis) rowInsertAt(s *summary, ci ssa.CallInstruction, desc string, args []ssa.Value) {
	sts := sqlclass.Parse(desc)
	if len(sts) == 0 || sts[0].Kind != sqlclass.Insert || sts[0].Table == "" {
		return
	}
	var row ssa.Value
	for _, a := range args {
		if row = rowSource(a); row != nil {
			break
		}
	}
	if row == nil {
		return
	}
	op := &keyOp{op: model.Write, instr: ci, fa: fa, key: row, keys: []ssa.Value{row}, store: "sql:" + sts[0].Table,
		desc: calleeName(model.Callee(ci.Common())) + " INSERT " + sts[0].Table, lib: "sql", fromFact: true}
	if call, ok := ci.(*ssa.Call); ok {
		op.ifInstr, op.returned, op.unique = fa.outcome(call)
	}
	if fn := model.Callee(ci.Common()); fn != nil {
		op.callee = fn.Name()
	}
	s.rowWrites = append(s.rowWrites, op)
}

// rowSource: the struct a row argument is (a pointer parameter or a
// local struct), also through a function of the package converting it to
// the storage row (r.fromModel(q)); nil otherwise.
func rowSource(a ssa.Value) ssa.Value {
	a = model.Strip(a)
	if u, ok := a.(*ssa.UnOp); ok && u.Op == token.MUL {
		// a local row variable (pq := r.fromModel(q); pq.UpdatedAt = now)
		if alloc, ok := u.X.(*ssa.Alloc); ok {
			a = alloc
			if v, ok := singleStore(alloc).(*ssa.Call); ok {
				a = v
			}
		}
	}
	if c, ok := a.(*ssa.Call); ok {
		callee := c.Call.StaticCallee()
		if callee == nil || callee.Pkg == nil || c.Parent() == nil || callee.Pkg != c.Parent().Pkg {
			return nil
		}
		params, _ := model.SplitArgs(c.Common())
		if len(params) != 1 {
			return nil
		}
		a = model.Strip(params[0])
	}
	switch x := a.(type) {
	case *ssa.Parameter, *ssa.Alloc:
		if p, ok := x.Type().Underlying().(*types.Pointer); ok {
			if _, ok := p.Elem().Underlying().(*types.Struct); ok {
				return x
			}
		}
	}
	return nil
}
