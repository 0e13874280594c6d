package idemcore

import (
	"fmt"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// Prov is the provenance of a value: where it may come from.
type Prov struct {
	O      model.Origin
	Params uint64 // bit i: derived from parameter i of the enclosing function
	Hashed bool
	Why    string    // the most telling source, for messages ("d.Body", "uuid.NewString()")
	WhyPos token.Pos // its position
	// Mints are the minting calls that contribute (uuid.New, time.Now …).
	Mints []*ssa.Call
	// Fallback: a phi joins a sender id with a minted value (if key == "" { key = uuid… }).
	Fallback bool
}

func (p Prov) union(q Prov) Prov {
	r := Prov{O: p.O | q.O, Params: p.Params | q.Params, Hashed: p.Hashed || q.Hashed, Fallback: p.Fallback || q.Fallback}
	r.Why, r.WhyPos = p.Why, p.WhyPos
	if better(q, p) {
		r.Why, r.WhyPos = q.Why, q.WhyPos
	}
	r.Mints = append(append([]*ssa.Call(nil), p.Mints...), q.Mints...)
	if len(r.Mints) > 4 {
		r.Mints = r.Mints[:4]
	}
	return r
}

// better: which description to keep — payload and minted sources explain the most.
func better(q, p Prov) bool {
	if q.Why == "" {
		return false
	}
	if p.Why == "" {
		return true
	}
	rank := func(x Prov) int {
		switch {
		case x.O&model.Minted != 0:
			return 4
		case x.O&model.Payload != 0:
			return 3
		case x.O&model.Sender != 0:
			return 2
		}
		return 1
	}
	return rank(q) > rank(p)
}

// PayloadOnly: derived from message content and constants only.
func (p Prov) PayloadOnly() bool {
	return p.O&model.Payload != 0 && p.O&^(model.Payload|model.Const) == 0 && p.Params == 0
}

// HasSender: carries the sender's id.
func (p Prov) HasSender() bool { return p.O&model.Sender != 0 }

// HasMinted: carries a value minted here.
func (p Prov) HasMinted() bool { return p.O&model.Minted != 0 }

// paramsOnly: built from the function's parameters (and constants) alone,
// so what it is depends on what the caller passes.
func (p Prov) paramsOnly() bool { return p.Params != 0 && p.O&^model.Const == 0 }

// stopsRedelivery: a claim keyed by p recognises a redelivery: the
// sender's id, a sender or payload id with a minted fallback (keysource
// reports the fallback), or the payload alone (payloadkey reports the
// over-deduping); neither is reported again as nodedupe.
func (p Prov) stopsRedelivery() bool {
	return p.HasSender() && !p.HasMinted() || p.Fallback || p.PayloadOnly()
}

// toFact is p as stored in a fact.
func toFact(p Prov) ProvFact {
	return ProvFact{O: uint16(p.O), Params: p.Params, Hashed: p.Hashed, Why: p.Why, Fallback: p.Fallback}
}

// A tracer answers provenance queries for one function, memoised. What it
// needs from the rest of the engine comes through its env: the model, the
// tracer of an enclosing function (for free variables), and the facts of
// callees (for call results: the summaries are built on top of provenance).
type tracer struct {
	env          *provEnv
	fn           *ssa.Function
	msgParams    map[int]bool // parameters that are delivered messages (a handler's)
	prov         map[ssa.Value]Prov
	contentsMemo map[ssa.Value]Prov
}

// provEnv is what the tracers of one package share.
type provEnv struct {
	m          *model.Model
	tracerOf   func(*ssa.Function) *tracer
	calleeFact func(*ssa.CallCommon) *FuncFact // a user callee's summary, or nil
	funcs      []*ssa.Function                 // the package's functions (for constGlobal)
	// constGlobals: the package's unexported globals that only its
	// initializer assigns, from constants (computed on first use)
	constGlobals map[*ssa.Global]bool
	// senderParam: message parameter i of fn carries the sender's id (a
	// handler a delivery flows to); senderField: so does the message field
	// "pkg.Struct.Field". Both may be nil.
	senderParam func(fn *ssa.Function, i int) bool
	// inputParam: fn's message parameters are a request's decoded input
	// (payload), not a library's message type. May be nil.
	inputParam  func(fn *ssa.Function) bool
	senderField func(key string) bool
	// depth is the number of provenance queries in progress, across the
	// package's tracers and the summaries they ask for (see maxDepth).
	depth int
}

// maxDepth bounds the nesting of provenance queries and summaries (a value
// built from a long chain of values, a long call chain): past it a value's
// provenance is unknown. It keeps the analysis off the goroutine stack's
// limit on any valid Go, whatever its size.
const maxDepth = 2000

// enter starts a nested query; false (and nothing to leave) past maxDepth.
func (env *provEnv) enter() bool {
	if env.depth >= maxDepth {
		return false
	}
	env.depth++
	return true
}

func (env *provEnv) leave() { env.depth-- }

func newTracer(env *provEnv, fn *ssa.Function, msgParams map[int]bool) *tracer {
	return &tracer{env: env, fn: fn, msgParams: msgParams, prov: map[ssa.Value]Prov{}, contentsMemo: map[ssa.Value]Prov{}}
}

func (tr *tracer) provOf(v ssa.Value) Prov {
	if v == nil {
		return Prov{O: model.Unknown}
	}
	if p, ok := tr.prov[v]; ok {
		return p
	}
	if !tr.env.enter() {
		return Prov{O: model.Unknown}
	}
	defer tr.env.leave()
	tr.prov[v] = Prov{} // cycle guard
	p := tr.computeProv(v)
	tr.prov[v] = p
	return p
}

func (tr *tracer) computeProv(v ssa.Value) Prov {
	switch v := v.(type) {
	case *ssa.Const:
		return Prov{O: model.Const}
	case *ssa.Parameter:
		if tr.fn.Synthetic == yieldSynthetic && !tr.msgParams[0] {
			return tr.yieldProv()
		}
		for i, p := range tr.fn.Params {
			if p == v {
				if tr.msgParams[i] {
					if tr.env.senderParam != nil && tr.env.senderParam(tr.fn, i) {
						return Prov{O: model.Sender, Why: v.Name(), WhyPos: v.Pos()}
					}
					if tr.env.inputParam != nil && tr.env.inputParam(tr.fn) {
						return Prov{O: model.Payload, Why: v.Name(), WhyPos: v.Pos()}
					}
					return Prov{O: model.Message, Why: v.Name(), WhyPos: v.Pos()}
				}
				if i < 64 {
					return Prov{Params: 1 << uint(i)}
				}
			}
		}
		return Prov{O: model.Unknown}
	case *ssa.FreeVar:
		return tr.freeVarProv(v)
	case *ssa.Global:
		return Prov{O: model.Unknown}
	case *ssa.Function:
		return Prov{O: model.Const}
	case *ssa.Call:
		return tr.callProv(v, -1)
	case *ssa.Extract:
		if c, ok := v.Tuple.(*ssa.Call); ok {
			return tr.callProv(c, v.Index)
		}
		switch v.Tuple.(type) {
		case *ssa.Select, *ssa.Next:
			if tr.deliveryValue(v.Type()) {
				return Prov{O: model.Message, Why: "the received delivery", WhyPos: v.Pos()}
			}
		}
		if n, ok := v.Tuple.(*ssa.Next); ok {
			return tr.provOf(n.Iter)
		}
		if l, ok := v.Tuple.(*ssa.Lookup); ok {
			return tr.provOf(l)
		}
		if u, ok := v.Tuple.(*ssa.UnOp); ok {
			return tr.provOf(u)
		}
		if t, ok := v.Tuple.(*ssa.TypeAssert); ok {
			return tr.provOf(t.X)
		}
		return tr.provOf(v.Tuple)
	case *ssa.BinOp:
		return tr.provOf(v.X).union(tr.provOf(v.Y))
	case *ssa.UnOp:
		switch v.Op {
		case token.MUL:
			if why, ok := tr.counter(v.X); ok {
				return Prov{O: model.Minted, Why: why, WhyPos: v.Pos()}
			}
			return tr.loadProv(v.X)
		case token.ARROW:
			if tr.deliveryValue(v.Type()) {
				return Prov{O: model.Message, Why: "the received delivery", WhyPos: v.Pos()}
			}
			return tr.provOf(v.X)
		}
		return tr.provOf(v.X)
	case *ssa.Phi:
		var p Prov
		for _, e := range v.Edges {
			p = p.union(tr.provOf(e))
		}
		if (p.O&(model.Sender|model.Payload) != 0 || p.Params != 0) && p.O&model.Minted != 0 {
			// if key == "" { key = uuid.NewString() }: one edge the sender's
			// (its id, an id field of its payload, or a parameter its caller
			// fills with one), one minted.
			p.Fallback = true
		}
		return p
	case *ssa.Convert:
		return tr.provOf(v.X)
	case *ssa.ChangeType:
		return tr.provOf(v.X)
	case *ssa.MakeInterface:
		return tr.provOf(v.X)
	case *ssa.ChangeInterface:
		return tr.provOf(v.X)
	case *ssa.TypeAssert:
		return tr.provOf(v.X)
	case *ssa.Slice:
		return tr.provOf(v.X)
	case *ssa.SliceToArrayPointer:
		return tr.provOf(v.X)
	case *ssa.Field:
		st := v.X.Type()
		f := fieldVar(st, v.Field)
		return tr.fieldProv(st, f, func() Prov {
			if f != nil {
				if p, ok := tr.returnedField(v.X, f.Name()); ok {
					return p
				}
			}
			return tr.provOf(v.X)
		}, v.Pos())
	case *ssa.FieldAddr:
		st := deref(v.X.Type())
		f := fieldVar(st, v.Field)
		return tr.fieldProv(st, f, func() Prov {
			// a field of what a constructor returned (action :=
			// actions.NewSignIn(); c.BindTo(action)): what it returned
			// there, and what is stored to it here and what the calls it
			// is handed to write into it (a decoder, the service's own
			// bind helper by its Fills)
			c, fromCall := v.X.(*ssa.Call)
			var filled Prov
			if fromCall {
				filled = tr.fieldContents(c, v.Field)
			}
			if f != nil {
				if p, ok := tr.returnedField(v.X, f.Name()); ok {
					return p.union(filled)
				}
			}
			if alloc, ok := v.X.(*ssa.Alloc); ok {
				// a field of a local struct: what is stored to it, not
				// to its other fields (sub.UUID = minted does not make
				// sub.Email minted)
				return tr.fieldContents(alloc, v.Field)
			}
			if fv, ok := v.X.(*ssa.FreeVar); ok {
				// the same for a local struct a closure captures (a
				// transaction's callback reading body.Emails after
				// body.ID = minted): its field in the parent, and here
				if p, ok := tr.capturedFieldProv(fv, v.Field); ok {
					return p
				}
			}
			if fromCall {
				return tr.loadProv(c).union(filled)
			}
			return tr.loadProv(v.X)
		}, v.Pos())
	case *ssa.Index:
		return tr.provOf(v.X).union(tr.mintedIndex(v.Index))
	case *ssa.IndexAddr:
		return tr.loadProv(v.X).union(tr.storedInto(v))
	case *ssa.Lookup:
		if tr.isHeaderTable(v.X) {
			if k, ok := constString(v.Index); ok {
				o := tr.env.m.ClassifyHeader(k)
				return Prov{O: o, Why: `header "` + k + `"`, WhyPos: v.Pos()}
			}
			return Prov{O: model.Unknown}
		}
		return tr.provOf(v.X).union(tr.mintedIndex(v.Index))
	case *ssa.Alloc:
		return tr.contents(v)
	case *ssa.MakeSlice, *ssa.MakeMap:
		return tr.contents(v)
	case *ssa.Range:
		return tr.provOf(v.X)
	case *ssa.Next:
		return tr.provOf(v.Iter)
	}
	return Prov{O: model.Unknown}
}

// loadProv is the provenance of *addr.
func (tr *tracer) loadProv(addr ssa.Value) Prov {
	switch a := addr.(type) {
	case *ssa.Alloc:
		return tr.contents(a)
	case *ssa.FieldAddr:
		return tr.provOf(a).union(tr.storedInto(a))
	case *ssa.IndexAddr:
		return tr.provOf(a)
	case *ssa.Global:
		if tr.constGlobal(a) {
			return Prov{O: model.Const}
		}
		if v, ok := a.Object().(*types.Var); ok {
			// a source the model declares: what is read from
			// crypto/rand.Reader (io.ReadFull(rand.Reader, b)) is minted
			if o, ok := tr.env.m.GlobalOrigin(v); ok {
				return Prov{O: o, Why: v.Pkg().Path() + "." + v.Name()}
			}
		}
		return Prov{O: model.Unknown}
	}
	return tr.provOf(addr).union(tr.storedInto(addr))
}

// mintedIndex: what an element picked at index i brings besides its
// container's: the minted part of i (charset[random.Intn(len(charset))]
// is a random character, a token's), nothing else (an element picked by
// the payload is the container's data, not the payload).
func (tr *tracer) mintedIndex(i ssa.Value) Prov {
	if _, ok := i.(*ssa.Const); ok {
		return Prov{}
	}
	ip := tr.provOf(i)
	if !ip.HasMinted() {
		return Prov{}
	}
	return Prov{O: model.Minted, Why: ip.Why, WhyPos: ip.WhyPos, Mints: ip.Mints}
}

// counter: addr is a package-level variable or a struct field that this
// function increments (n.seq++, seq += 1): what is read from it is a new
// value on every call, as a minted one is. A local variable's increment (an
// attempt counter) is no counter here.
func (tr *tracer) counter(addr ssa.Value) (string, bool) {
	loc, name := counterLoc(addr)
	if loc == "" {
		return "", false
	}
	for _, b := range tr.fn.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			if l, _ := counterLoc(st.Addr); l != loc {
				continue
			}
			bin, ok := st.Val.(*ssa.BinOp)
			if !ok || (bin.Op != token.ADD && bin.Op != token.SUB) {
				continue
			}
			for _, pair := range [][2]ssa.Value{{bin.X, bin.Y}, {bin.Y, bin.X}} {
				ld, isLoad := pair[0].(*ssa.UnOp)
				_, isConst := pair[1].(*ssa.Const)
				if isLoad && ld.Op == token.MUL && isConst {
					if l, _ := counterLoc(ld.X); l == loc {
						return "the counter " + name, true
					}
				}
			}
		}
	}
	return "", false
}

// counterLoc names the location of a global or of field f of the value a
// FieldAddr's base points to (the same across the function's accesses).
func counterLoc(addr ssa.Value) (loc, name string) {
	switch a := addr.(type) {
	case *ssa.Global:
		return "g:" + a.RelString(nil), a.Name()
	case *ssa.FieldAddr:
		f := fieldVar(deref(a.X.Type()), a.Field)
		if f == nil {
			return "", ""
		}
		base := strip(a.X)
		if _, local := base.(*ssa.Alloc); local {
			return "", ""
		}
		if u, ok := base.(*ssa.UnOp); ok && u.Op == token.MUL {
			if g, ok := u.X.(*ssa.Global); ok {
				// defaultNode.seq: the same through every load of the global
				return fmt.Sprintf("f:%s.%d", g.RelString(nil), a.Field), g.Name() + "." + f.Name()
			}
		}
		bn := base.Name()
		if p, ok := base.(*ssa.Parameter); ok {
			bn = p.Name()
		}
		return fmt.Sprintf("f:%p.%d", base, a.Field), bn + "." + f.Name()
	}
	return "", ""
}

// constGlobal: g is an unexported package-level variable that only the
// package initializer assigns, and only from constants (var ns =
// uuid.MustParse("…")): every load of it is that constant.
func (tr *tracer) constGlobal(g *ssa.Global) bool {
	env := tr.env
	if env.constGlobals == nil {
		env.constGlobals = map[*ssa.Global]bool{}
		stores := map[*ssa.Global][]*ssa.Store{}
		escaped := map[*ssa.Global]bool{}
		var rands []*ssa.Value
		for _, fn := range env.funcs {
			init := fn.Synthetic == "package initializer"
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					for _, op := range instr.Operands(rands[:0]) {
						gl, ok := (*op).(*ssa.Global)
						if !ok || gl.Pkg != fn.Pkg {
							continue
						}
						switch in := instr.(type) {
						case *ssa.UnOp:
							if in.Op == token.MUL {
								continue // a read
							}
						case *ssa.Store:
							if in.Addr == gl && init {
								stores[gl] = append(stores[gl], in)
								continue
							}
						}
						escaped[gl] = true // written, or its address taken
					}
				}
			}
		}
		for gl, sts := range stores {
			if escaped[gl] || gl.Object() == nil || gl.Object().Exported() || !plainValue(deref(gl.Type())) {
				continue
			}
			ok := true
			for _, st := range sts {
				p := env.tracerOf(st.Parent()).provOf(st.Val)
				ok = ok && p.O == model.Const && p.Params == 0
			}
			env.constGlobals[gl] = ok
		}
	}
	return env.constGlobals[g]
}

// plainValue: t holds no reference (a number, string, bool, or an array or
// struct of them: uuid.UUID), so no one changes it through a copy.
func plainValue(t types.Type) bool { return plainValueDepth(t, 0) }

func plainValueDepth(t types.Type, depth int) bool {
	if depth > 32 {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return true
	case *types.Array:
		return plainValueDepth(u.Elem(), depth+1)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if !plainValueDepth(u.Field(i).Type(), depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// storedInto: values stored to addr directly.
func (tr *tracer) storedInto(addr ssa.Value) Prov {
	var p Prov
	refs := addr.Referrers()
	if refs == nil {
		return p
	}
	for _, r := range *refs {
		if s, ok := r.(*ssa.Store); ok && s.Addr == addr {
			p = p.union(tr.provOf(s.Val))
		}
	}
	return p
}

// contents is the provenance of what a local variable/slice/map holds: all
// stores into it (and its fields/elements) and decoder calls that fill it.
func (tr *tracer) contents(root ssa.Value) Prov {
	if p, ok := tr.contentsMemo[root]; ok {
		return p
	}
	tr.contentsMemo[root] = Prov{}
	var p Prov
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		if seen[v] {
			return
		}
		seen[v] = true
		refs := v.Referrers()
		if refs == nil {
			return
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Addr == v {
					p = p.union(tr.provOf(r.Val))
				}
			case *ssa.MapUpdate:
				if r.Map == v {
					p = p.union(tr.provOf(r.Value))
				}
			case *ssa.FieldAddr:
				walk(r)
			case *ssa.IndexAddr:
				walk(r)
			case *ssa.Slice:
				walk(r)
			case *ssa.ChangeType:
				walk(r)
			case *ssa.MakeInterface:
				walk(r)
			case *ssa.ChangeInterface:
				walk(r)
			case *ssa.Convert:
				walk(r)
			case ssa.CallInstruction:
				p = p.union(tr.writtenBy(r, v))
			case *ssa.MakeClosure:
				// the body of a range-over-func loop (for id := range
				// strings.SplitSeq(v, ",") { ids = append(ids, id) }) stores
				// into the variable through its free variable
				if cl, ok := r.Fn.(*ssa.Function); ok && cl.Synthetic == yieldSynthetic {
					for i, b := range r.Bindings {
						if b == v && i < len(cl.FreeVars) {
							p = p.union(tr.env.tracerOf(cl).storedInto(cl.FreeVars[i]))
						}
					}
				}
			}
		}
	}
	walk(root)
	tr.contentsMemo[root] = p
	return p
}

// fieldContents: what is stored into field i of the struct ptr points to
// (a local struct, or one a constructor returned): stores to that field
// (and into it), stores of the whole value, and what calls write into the
// struct (json.Unmarshal(b, &s)); not the stores to its other fields.
func (tr *tracer) fieldContents(ptr ssa.Value, i int) Prov {
	var p Prov
	refs := ptr.Referrers()
	if refs == nil {
		return p
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr == ptr {
				p = p.union(tr.provOf(r.Val))
			}
		case *ssa.FieldAddr:
			if r.Field == i {
				p = p.union(tr.contents(r))
			}
		case *ssa.IndexAddr, *ssa.Slice, *ssa.ChangeType, *ssa.MakeInterface, *ssa.ChangeInterface, *ssa.Convert:
			p = p.union(tr.contents(r.(ssa.Value)))
		case ssa.CallInstruction:
			p = p.union(tr.writtenBy(r, ptr))
		}
	}
	return p
}

// writtenBy: what call ci writes into target v: a modelled decoder's
// (intoContribution) or a user function's by its Fills fact.
func (tr *tracer) writtenBy(ci ssa.CallInstruction, v ssa.Value) Prov {
	return tr.intoContribution(ci.Common(), v).union(tr.fillContribution(ci, v))
}

// fillContribution: what a call of a user function writes into target
// v, by the function's Fills fact (a decode helper of the service:
// retrieveRequestParams(r, params) unmarshals the request's body into
// params).
func (tr *tracer) fillContribution(ci ssa.CallInstruction, v ssa.Value) Prov {
	c, ok := ci.(*ssa.Call)
	if !ok {
		return Prov{}
	}
	sum := tr.env.calleeFact(c.Common())
	if sum == nil || len(sum.Fills) == 0 {
		return Prov{}
	}
	params, recv := splitArgs(c.Common())
	all := params
	if recv != nil {
		all = append([]ssa.Value{recv}, params...)
	}
	var p Prov
	for _, f := range sum.Fills {
		if f.Param < len(all) && sameRoot(all[f.Param], v) {
			p = p.union(tr.substitute(f.From, params, recv, c))
		}
	}
	return p
}

// intoContribution: what call c writes into target v (json.Unmarshal(data, &v), h.Write(b)).
func (tr *tracer) intoContribution(c *ssa.CallCommon, v ssa.Value) Prov {
	fn := calleeFunc(c)
	rule := tr.env.m.LookupFunc(fn)
	if rule == nil || rule.Into == -1 {
		return Prov{}
	}
	params, recv := splitArgs(c)
	var target ssa.Value
	if rule.Into == -2 {
		target = recv
	} else if rule.Into < len(params) {
		target = params[rule.Into]
	}
	if target == nil || !sameRoot(target, v) {
		return Prov{}
	}
	if rule.IntoSource != 0 {
		return Prov{O: rule.IntoSource, Why: calleeName(fn) + "(…)", WhyPos: c.Pos()}
	}
	var p Prov
	if recv != nil && rule.Into != -2 && !isGlobalLoad(recv) {
		// (a package-level receiver such as binary.BigEndian carries no data)
		p = p.union(tr.provOf(recv))
	}
	for i, a := range params {
		if i == rule.Into || (rule.Into == -2 && a == target) {
			continue
		}
		if isContext(a.Type()) {
			continue
		}
		p = p.union(tr.provOf(a))
	}
	return p
}

// yieldSynthetic names the body of a range-over-func loop in go/ssa.
const yieldSynthetic = "range-over-func yield"

// yieldProv is the provenance of the values a range-over-func loop body
// (tr.fn) is given: what the iterator ranges over, as its parent sees it
// (for id := range strings.SplitSeq(v, ",") yields parts of v; for k :=
// range maps.Keys(m), keys of m). The iterator is a call's result, whose
// arguments are its data, or a value of its own.
func (tr *tracer) yieldProv() Prov {
	parent := tr.fn.Parent()
	if parent == nil {
		return Prov{O: model.Unknown}
	}
	pfa := tr.env.tracerOf(parent)
	var p Prov
	found := false
	for _, mc := range closuresOf(tr.fn) {
		for _, r := range *mc.Referrers() {
			call, ok := r.(*ssa.Call)
			if !ok || len(call.Call.Args) != 1 || call.Call.Args[0] != mc {
				continue // the iterator's call with the loop body
			}
			found = true
			if it, ok := strip(call.Call.Value).(*ssa.Call); ok {
				for _, a := range it.Call.Args {
					p = p.union(pfa.provOf(a))
				}
				if it.Call.IsInvoke() {
					p = p.union(pfa.provOf(it.Call.Value))
				}
			} else {
				p = p.union(pfa.provOf(call.Call.Value))
			}
		}
	}
	if !found {
		return Prov{O: model.Unknown}
	}
	return p
}

// capturedFieldProv: what field i of the local struct the closure's free
// variable v captures holds: what the parent stores to that field and
// what this function stores to it; not ok when v captures no local
// struct of the parent.
func (tr *tracer) capturedFieldProv(v *ssa.FreeVar, i int) (Prov, bool) {
	bind, parent := boundValue(v)
	alloc, ok := bind.(*ssa.Alloc)
	if !ok || parent == nil {
		return Prov{}, false
	}
	if _, isStruct := deref(alloc.Type()).Underlying().(*types.Struct); !isStruct {
		return Prov{}, false
	}
	p := tr.env.tracerOf(parent).fieldContents(alloc, i)
	if refs := v.Referrers(); refs != nil {
		for _, r := range *refs {
			if fa, ok := r.(*ssa.FieldAddr); ok && fa.Field == i {
				p = p.union(tr.storedInto(fa))
			}
		}
	}
	if p.Params != 0 {
		p.Params = 0 // the parent's parameters: unknown here
		p.O |= model.Unknown
	}
	return p, true
}

func (tr *tracer) freeVarProv(v *ssa.FreeVar) Prov {
	parent := tr.fn.Parent()
	if parent == nil {
		return Prov{O: model.Unknown}
	}
	idx := -1
	for i, fv := range tr.fn.FreeVars {
		if fv == v {
			idx = i
		}
	}
	pfa := tr.env.tracerOf(parent)
	var p Prov
	found := false
	for _, mc := range closuresOf(tr.fn) {
		if idx >= len(mc.Bindings) || idx < 0 {
			continue
		}
		found = true
		bind := mc.Bindings[idx]
		if _, isAlloc := bind.(*ssa.Alloc); isAlloc {
			// captured by reference: the variable's stores, in the parent and here.
			p = p.union(pfa.contents(bind)).union(tr.storedInto(v))
			if pfa.fallbackStores(bind) {
				p.Fallback = true
			}
		} else {
			p = p.union(pfa.provOf(bind))
		}
	}
	if !found {
		return Prov{O: model.Unknown}
	}
	// a parent parameter is a message in the parent? keep parent's params as unknown here.
	if p.Params != 0 {
		p.Params = 0
		p.O |= model.Unknown
	}
	return p
}

// fieldProv: the provenance of field f of a value of type st, whose base provenance is base().
func (tr *tracer) fieldProv(st types.Type, f *types.Var, base func() Prov, pos token.Pos) Prov {
	m := tr.env.m
	if f == nil {
		return base()
	}
	if mf := m.LookupField(st, f); mf != nil {
		if mf.HeaderTable {
			return Prov{O: model.Message, Why: f.Name()}
		}
		if mf.Source != 0 {
			return Prov{O: mf.Source, Why: typeShort(st) + "." + f.Name(), WhyPos: pos}
		}
		return base()
	}
	b := base()
	if b.O&(model.Payload|model.Message) != 0 {
		if name, ok := tr.headerTag(st, f); ok {
			// an input field bound to a request header (huma's header:"Idempotency-Key")
			o := m.ClassifyHeader(name)
			if o == model.Unknown {
				o = model.Payload
			}
			return Prov{O: o, Why: `header "` + name + `"`, WhyPos: pos}
		}
	}
	if b.O&(model.Payload|model.Message) != 0 && (tr.isSenderFieldName(st, f) ||
		tr.env.senderField != nil && tr.env.senderField(model.TypeKey(st)+"."+f.Name())) {
		return Prov{O: model.Sender, Why: typeShort(st) + "." + f.Name(), WhyPos: pos}
	}
	if b.Why == "" && b.O&model.Payload != 0 {
		b.Why = typeShort(st) + "." + f.Name()
		b.WhyPos = pos
	} else if b.O&model.Payload != 0 && !strings.Contains(b.Why, ".") {
		b.Why = b.Why + "." + f.Name()
	}
	return b
}

func (tr *tracer) isSenderFieldName(st types.Type, f *types.Var) bool {
	m := tr.env.m
	if m.SenderFields[strings.ToLower(f.Name())] {
		return true
	}
	if s, ok := deref(st).Underlying().(*types.Struct); ok {
		for i := 0; i < s.NumFields(); i++ {
			if s.Field(i) == f {
				tag := reflectTag(s.Tag(i), "json")
				if tag != "" && m.SenderFields[strings.ToLower(tag)] {
					return true
				}
			}
		}
	}
	return false
}

// headerTag: the header a field of struct st is bound to by a tag the
// model names (Model.HeaderTags).
func (tr *tracer) headerTag(st types.Type, f *types.Var) (string, bool) {
	m := tr.env.m
	if len(m.HeaderTags) == 0 {
		return "", false
	}
	s, ok := deref(st).Underlying().(*types.Struct)
	if !ok {
		return "", false
	}
	for i := 0; i < s.NumFields(); i++ {
		if s.Field(i) != f {
			continue
		}
		best, bestKey := "", ""
		for k := range m.HeaderTags { // the first tag key in order, if several bind the field
			if name := reflectTag(s.Tag(i), k); name != "" && name != "-" && (bestKey == "" || k < bestKey) {
				best, bestKey = name, k
			}
		}
		return best, best != ""
	}
	return "", false
}

func (tr *tracer) isHeaderTable(v ssa.Value) bool {
	// A header table is a value loaded from a modelled HeaderTable field.
	switch x := strip(v).(type) {
	case *ssa.Field:
		f := fieldVar(x.X.Type(), x.Field)
		if mf := tr.env.m.LookupField(x.X.Type(), f); mf != nil && mf.HeaderTable {
			return true
		}
	case *ssa.UnOp:
		if fa2, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			st := deref(fa2.X.Type())
			f := fieldVar(st, fa2.Field)
			if mf := tr.env.m.LookupField(st, f); mf != nil && mf.HeaderTable {
				return true
			}
		}
	}
	return false
}

// callProv: provenance of result index idx (-1: the whole result) of call c.
func (tr *tracer) callProv(c *ssa.Call, idx int) Prov {
	common := c.Common()
	fn := calleeFunc(common)
	m := tr.env.m
	if b, ok := common.Value.(*ssa.Builtin); ok {
		var p Prov
		if b.Name() == "append" || b.Name() == "min" || b.Name() == "max" {
			for _, a := range common.Args {
				p = p.union(tr.provOf(a))
			}
			return p
		}
		return Prov{O: model.Unknown}
	}
	params, recv := splitArgs(common)
	if q, ok := dequeues(common); ok && idx <= 0 {
		// the next entry of a queue the service keeps in its store
		// (ScrobbleBuffer.Next): a delivery, as a job table's row is
		return Prov{O: model.Message, Why: "the entry taken from " + q, WhyPos: c.Pos()}
	}
	if rule := m.LookupFunc(fn); rule != nil {
		switch {
		case rule.Source != 0:
			p := Prov{O: rule.Source, Why: calleeName(fn) + "()", WhyPos: c.Pos()}
			if rule.Mint {
				p.Mints = []*ssa.Call{c}
			}
			return p
		case rule.HeaderArg >= 0 && !rule.HeaderSet:
			if rule.HeaderArg < len(params) {
				if k, ok := constString(params[rule.HeaderArg]); ok {
					o := tr.env.m.ClassifyHeader(k)
					return Prov{O: o, Why: `header "` + k + `"`, WhyPos: c.Pos()}
				}
			}
			return Prov{O: model.Unknown}
		case rule.Transform:
			var p Prov
			if recv != nil && !isGlobalLoad(recv) { // base64.StdEncoding: no data
				p = p.union(tr.provOf(recv))
				if m.IsAccumulator(recv.Type()) {
					// h.Sum(nil) after h.Write(b): what was written into h
					p = p.union(tr.contents(strip(recv)))
				}
			}
			for _, a := range params {
				if isContext(a.Type()) {
					continue
				}
				p = p.union(tr.provOf(a))
			}
			if rule.Hash {
				p.Hashed = true
				if p.Why != "" && !strings.HasPrefix(p.Why, "a hash of ") {
					p.Why = "a hash of " + p.Why
				}
			}
			return p
		case rule.Deliveries:
			return Prov{O: model.Message, Why: calleeName(fn), WhyPos: c.Pos()}
		}
		if recv != nil && tr.provOf(recv).O&model.Message != 0 {
			return Prov{O: model.Message}
		}
		return Prov{O: model.Unknown}
	}
	// Hash objects and builders: methods on a value the model transforms
	// (h.Sum(nil) after h.Write(b)) are handled by Into on the receiver.
	if recv != nil {
		if m.IsAccumulator(recv.Type()) {
			return tr.provOf(recv).union(tr.contents(strip(recv)))
		}
		rp := tr.provOf(recv)
		if rp.O&model.Message != 0 && fn != nil && fn.Pkg() != nil && tr.env.m.Modelled(fn.Pkg().Path()) {
			// unmodelled method of a delivered message (msg.Subject()): part of the message
			return Prov{O: model.Message}
		}
	}
	// User functions: their summary.
	if sum := tr.env.calleeFact(common); sum != nil {
		var p Prov
		if idx < 0 {
			for _, r := range sum.Returns {
				p = p.union(tr.substitute(r, params, recv, c))
			}
		} else if idx < len(sum.Returns) {
			p = tr.substitute(sum.Returns[idx], params, recv, c)
		}
		return p
	}
	// A standard-library function the model does not name, taking the
	// value it parses or rewrites (mail.ParseAddress(email), url.Parse(u),
	// strconv.ParseInt(s, 10, 64)): its first result is that value's.
	if recv == nil && fn != nil && fn.Pkg() != nil && idx <= 0 && isStdPath(fn.Pkg().Path()) {
		var p Prov
		for _, a := range params {
			if isTextual(a.Type()) {
				p = p.union(tr.provOf(a))
			}
		}
		if p.O != 0 || p.Params != 0 {
			return p
		}
	}
	// A generated getter with no summary (a protobuf message's GetName in a
	// package of generated code only): the field it returns.
	if recv != nil && fn != nil && len(params) == 0 {
		if name, ok := strings.CutPrefix(fn.Name(), "Get"); ok && name != "" {
			if st, ok := deref(recv.Type()).Underlying().(*types.Struct); ok {
				for i := 0; i < st.NumFields(); i++ {
					if f := st.Field(i); f.Name() == name {
						return tr.fieldProv(deref(recv.Type()), f, func() Prov { return tr.provOf(recv) }, c.Pos())
					}
				}
			}
		}
	}
	return Prov{O: model.Unknown}
}

// substitute maps a callee's result provenance to the caller.
func (tr *tracer) substitute(r ProvFact, params []ssa.Value, recv ssa.Value, c *ssa.Call) Prov {
	p := Prov{O: model.Origin(r.O), Hashed: r.Hashed, Why: r.Why, WhyPos: c.Pos(), Fallback: r.Fallback}
	if p.O&model.Minted != 0 {
		p.Mints = []*ssa.Call{c}
	}
	all := params
	if recv != nil {
		all = append([]ssa.Value{recv}, params...)
	}
	for i := 0; i < 64 && i < len(all); i++ {
		if r.Params&(1<<uint(i)) != 0 {
			q := tr.provOf(all[i])
			if r.Hashed && q.Why != "" && !strings.HasPrefix(q.Why, "a hash of ") {
				q.Why = "a hash of " + q.Why
			}
			p = p.union(q)
		}
	}
	return p
}

// forwardsSenderHeader: v, a message being published, is built with a
// header named as the sender's id (ClassifyHeader: Sender) set to the
// sender's id — a header record literal ([]kafka.Header{{Key:
// "idempotency-key", Value: id}}, sarama RecordHeader) or a header table
// entry (amqp.Table{"x-idempotency-key": d.MessageId}) stored into it — so
// the next hop can dedupe on it.
func (tr *tracer) forwardsSenderHeader(v ssa.Value) bool {
	m := tr.env.m
	senderName := func(k ssa.Value) bool {
		if c, ok := k.(*ssa.Convert); ok { // []byte("idempotency-key")
			k = c.X
		}
		name, ok := constString(k)
		return ok && m.ClassifyHeader(name) == model.Sender
	}
	senderValue := func(x ssa.Value) bool {
		p := tr.provOf(x)
		return p.HasSender() && !p.HasMinted()
	}
	// storedField: the value stored into field name of the struct at base.
	storedField := func(base ssa.Value, name string) ssa.Value {
		refs := base.Referrers()
		if refs == nil {
			return nil
		}
		for _, r := range *refs {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok {
				continue
			}
			if f := fieldVar(deref(fa.X.Type()), fa.Field); f == nil || f.Name() != name {
				continue
			}
			for _, rr := range *fa.Referrers() {
				if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
					return st.Val
				}
			}
		}
		return nil
	}
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value, depth int) bool
	walk = func(v ssa.Value, depth int) bool {
		if v == nil || depth > 10 || seen[v] {
			return false
		}
		seen[v] = true
		d := depth + 1
		switch x := v.(type) {
		case *ssa.MakeInterface:
			return walk(x.X, d)
		case *ssa.ChangeType:
			return walk(x.X, d)
		case *ssa.Slice:
			return walk(x.X, d)
		case *ssa.UnOp:
			if x.Op == token.MUL {
				return walk(x.X, d)
			}
			return false
		case *ssa.Alloc, *ssa.IndexAddr, *ssa.FieldAddr, *ssa.MakeMap:
		default:
			return false
		}
		if hr, ok := m.HeaderRecords[model.TypeKey(deref(v.Type()))]; ok {
			if k := storedField(v, hr.KeyField); k != nil && senderName(k) {
				if val := storedField(v, hr.ValueField); val != nil && senderValue(val) {
					return true
				}
			}
		}
		refs := v.Referrers()
		if refs == nil {
			return false
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Addr == v && walk(r.Val, d) {
					return true
				}
			case *ssa.MapUpdate:
				if r.Map == v && senderName(r.Key) && senderValue(r.Value) {
					return true
				}
			case *ssa.FieldAddr:
				if walk(r, d) {
					return true
				}
			case *ssa.IndexAddr:
				if walk(r, d) {
					return true
				}
			}
		}
		return false
	}
	return walk(v, 0)
}

// fallbackStores: a variable (addr) is assigned the sender's id by one store
// and a minted value by another — the heap-variable form of
// if key == "" { key = uuid.NewString() } (a phi covers the SSA-register form).
func (tr *tracer) fallbackStores(addr ssa.Value) bool {
	refs := addr.Referrers()
	if refs == nil {
		return false
	}
	sender, minted := false, false
	for _, r := range *refs {
		if st, ok := r.(*ssa.Store); ok && st.Addr == addr {
			q := tr.provOf(st.Val)
			sender = sender || q.HasSender() && !q.HasMinted()
			minted = minted || q.HasMinted() && !q.HasSender()
		}
	}
	return sender && minted
}

// canon renders how a value is built, so that two values built the same way
// from the same sources compare equal (a minting call is only equal to itself).
// The rendering is bounded in depth and in size (canonBudget values in all):
// past either bound a part renders as "?".
func canon(m *model.Model, v ssa.Value, depth int) string {
	c := canoner{m: m, budget: canonBudget}
	return c.canon(v, depth)
}

// canonBudget bounds the values one canon rendering visits: a value built
// from many calls of many arguments would otherwise take time exponential
// in the depth.
const canonBudget = 512

type canoner struct {
	m      *model.Model
	budget int
}

func (c *canoner) canon(v ssa.Value, depth int) string {
	if depth > 12 || v == nil || c.budget <= 0 {
		return "?"
	}
	c.budget--
	m := c.m
	d := depth + 1
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value == nil {
			return "nil"
		}
		return "c:" + x.Value.ExactString()
	case *ssa.Parameter:
		return "p:" + x.Name()
	case *ssa.FreeVar:
		return "fv:" + x.Name()
	case *ssa.Global:
		return "g:" + x.RelString(nil)
	case *ssa.Function:
		return "f:" + x.String()
	case *ssa.Call:
		fn := calleeFunc(x.Common())
		if rule := m.LookupFunc(fn); rule != nil && rule.Mint {
			return fmt.Sprintf("mint@%d", x.Pos())
		}
		var parts []string
		params, recv := splitArgs(x.Common())
		if recv != nil {
			parts = append(parts, c.canon(recv, d))
		}
		for _, a := range params {
			if isContext(a.Type()) {
				continue
			}
			parts = append(parts, c.canon(a, d))
		}
		name := "?"
		if fn != nil {
			name = model.FuncKey(fn)
		}
		return name + "(" + strings.Join(parts, ",") + ")"
	case *ssa.Extract:
		return c.canon(x.Tuple, d) + "#" + strconv.Itoa(x.Index)
	case *ssa.BinOp:
		return "(" + c.canon(x.X, d) + x.Op.String() + c.canon(x.Y, d) + ")"
	case *ssa.UnOp:
		if x.Op == token.MUL {
			if alloc, ok := x.X.(*ssa.Alloc); ok {
				// a local variable: what was stored in it
				var vals []string
				for _, r := range *alloc.Referrers() {
					if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
						vals = append(vals, c.canon(st.Val, d))
					}
				}
				if len(vals) == 1 {
					return vals[0]
				}
			}
			return "*" + c.canon(x.X, d)
		}
		return x.Op.String() + c.canon(x.X, d)
	case *ssa.FieldAddr:
		f := fieldVar(deref(x.X.Type()), x.Field)
		name := "?"
		if f != nil {
			name = f.Name()
		}
		return c.canon(x.X, d) + "." + name
	case *ssa.Field:
		f := fieldVar(x.X.Type(), x.Field)
		name := "?"
		if f != nil {
			name = f.Name()
		}
		return c.canon(x.X, d) + "." + name
	case *ssa.IndexAddr:
		return c.canon(x.X, d) + "[" + c.canon(x.Index, d) + "]"
	case *ssa.Index:
		return c.canon(x.X, d) + "[" + c.canon(x.Index, d) + "]"
	case *ssa.Lookup:
		return c.canon(x.X, d) + "[" + c.canon(x.Index, d) + "]"
	case *ssa.MakeInterface:
		return c.canon(x.X, d)
	case *ssa.ChangeType:
		return c.canon(x.X, d)
	case *ssa.Convert:
		return c.canon(x.X, d)
	case *ssa.Slice:
		if elems := variadicElems(x); elems != nil {
			var parts []string
			for _, e := range elems {
				parts = append(parts, c.canon(e, d))
			}
			return "[" + strings.Join(parts, ",") + "]"
		}
		return c.canon(x.X, d) + "[:]"
	}
	return fmt.Sprintf("v%p", v)
}

// deliveryValue: t is a library's delivered message (deliveryStruct): a
// value of it received from a channel is a delivery.
func (tr *tracer) deliveryValue(t types.Type) bool { return deliveryStruct(tr.env.m, t) }

// deliveryStruct: t is a library's delivered message (amqp.Delivery,
// *sarama.ConsumerMessage): a struct some of whose fields the model
// classifies as the sender's id or the payload.
func deliveryStruct(m *model.Model, t types.Type) bool {
	st, ok := deref(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if mf := m.LookupField(deref(t), st.Field(i)); mf != nil && mf.Source&(model.Sender|model.Payload) != 0 {
			return true
		}
	}
	return false
}

// isTextual: t is a string or a byte slice.
func isTextual(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}
