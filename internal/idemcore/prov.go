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

func (fa *funcAnalysis) provOf(v ssa.Value) Prov {
	if v == nil {
		return Prov{O: model.Unknown}
	}
	if p, ok := fa.prov[v]; ok {
		return p
	}
	fa.prov[v] = Prov{} // cycle guard
	p := fa.computeProv(v)
	fa.prov[v] = p
	return p
}

func (fa *funcAnalysis) computeProv(v ssa.Value) Prov {
	switch v := v.(type) {
	case *ssa.Const:
		return Prov{O: model.Const}
	case *ssa.Parameter:
		for i, p := range fa.fn.Params {
			if p == v {
				if fa.msgParams[i] {
					return Prov{O: model.Message, Why: v.Name(), WhyPos: v.Pos()}
				}
				if i < 64 {
					return Prov{Params: 1 << uint(i)}
				}
			}
		}
		return Prov{O: model.Unknown}
	case *ssa.FreeVar:
		return fa.freeVarProv(v)
	case *ssa.Global:
		return Prov{O: model.Unknown}
	case *ssa.Function:
		return Prov{O: model.Const}
	case *ssa.Call:
		return fa.callProv(v, -1)
	case *ssa.Extract:
		if c, ok := v.Tuple.(*ssa.Call); ok {
			return fa.callProv(c, v.Index)
		}
		if n, ok := v.Tuple.(*ssa.Next); ok {
			return fa.provOf(n.Iter)
		}
		if l, ok := v.Tuple.(*ssa.Lookup); ok {
			return fa.provOf(l)
		}
		if u, ok := v.Tuple.(*ssa.UnOp); ok {
			return fa.provOf(u)
		}
		if t, ok := v.Tuple.(*ssa.TypeAssert); ok {
			return fa.provOf(t.X)
		}
		return fa.provOf(v.Tuple)
	case *ssa.BinOp:
		return fa.provOf(v.X).union(fa.provOf(v.Y))
	case *ssa.UnOp:
		switch v.Op {
		case token.MUL:
			return fa.loadProv(v.X)
		case token.ARROW:
			return fa.provOf(v.X)
		}
		return fa.provOf(v.X)
	case *ssa.Phi:
		var p Prov
		for _, e := range v.Edges {
			p = p.union(fa.provOf(e))
		}
		if p.O&model.Sender != 0 && p.O&model.Minted != 0 {
			// if key == "" { key = uuid.NewString() }: one edge sender, one minted.
			p.Fallback = true
		}
		return p
	case *ssa.Convert:
		return fa.provOf(v.X)
	case *ssa.ChangeType:
		return fa.provOf(v.X)
	case *ssa.MakeInterface:
		return fa.provOf(v.X)
	case *ssa.ChangeInterface:
		return fa.provOf(v.X)
	case *ssa.TypeAssert:
		return fa.provOf(v.X)
	case *ssa.Slice:
		return fa.provOf(v.X)
	case *ssa.SliceToArrayPointer:
		return fa.provOf(v.X)
	case *ssa.Field:
		st := v.X.Type()
		f := fieldVar(st, v.Field)
		return fa.fieldProv(st, f, func() Prov { return fa.provOf(v.X) }, v.Pos())
	case *ssa.FieldAddr:
		st := deref(v.X.Type())
		f := fieldVar(st, v.Field)
		return fa.fieldProv(st, f, func() Prov { return fa.loadProv(v.X) }, v.Pos())
	case *ssa.Index:
		return fa.provOf(v.X)
	case *ssa.IndexAddr:
		return fa.loadProv(v.X).union(fa.storedInto(v))
	case *ssa.Lookup:
		if fa.isHeaderTable(v.X) {
			if k, ok := constString(v.Index); ok {
				o := fa.pa.m.ClassifyHeader(k)
				return Prov{O: o, Why: `header "` + k + `"`, WhyPos: v.Pos()}
			}
			return Prov{O: model.Unknown}
		}
		return fa.provOf(v.X)
	case *ssa.Alloc:
		return fa.contents(v)
	case *ssa.MakeSlice, *ssa.MakeMap:
		return fa.contents(v)
	case *ssa.Range:
		return fa.provOf(v.X)
	case *ssa.Next:
		return fa.provOf(v.Iter)
	}
	return Prov{O: model.Unknown}
}

// loadProv is the provenance of *addr.
func (fa *funcAnalysis) loadProv(addr ssa.Value) Prov {
	switch a := addr.(type) {
	case *ssa.Alloc:
		return fa.contents(a)
	case *ssa.FieldAddr:
		return fa.provOf(a).union(fa.storedInto(a))
	case *ssa.IndexAddr:
		return fa.provOf(a)
	case *ssa.Global:
		return Prov{O: model.Unknown}
	}
	return fa.provOf(addr).union(fa.storedInto(addr))
}

// storedInto: values stored to addr directly.
func (fa *funcAnalysis) storedInto(addr ssa.Value) Prov {
	var p Prov
	refs := addr.Referrers()
	if refs == nil {
		return p
	}
	for _, r := range *refs {
		if s, ok := r.(*ssa.Store); ok && s.Addr == addr {
			p = p.union(fa.provOf(s.Val))
		}
	}
	return p
}

// contents is the provenance of what a local variable/slice/map holds: all
// stores into it (and its fields/elements) and decoder calls that fill it.
func (fa *funcAnalysis) contents(root ssa.Value) Prov {
	if p, ok := fa.contentsMemo[root]; ok {
		return p
	}
	fa.contentsMemo[root] = Prov{}
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
					p = p.union(fa.provOf(r.Val))
				}
			case *ssa.MapUpdate:
				if r.Map == v {
					p = p.union(fa.provOf(r.Value))
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
			case *ssa.Convert:
				walk(r)
			case ssa.CallInstruction:
				p = p.union(fa.intoContribution(r.Common(), v))
			}
		}
	}
	walk(root)
	fa.contentsMemo[root] = p
	return p
}

// intoContribution: what call c writes into target v (json.Unmarshal(data, &v), h.Write(b)).
func (fa *funcAnalysis) intoContribution(c *ssa.CallCommon, v ssa.Value) Prov {
	fn := calleeFunc(c)
	rule := fa.pa.m.LookupFunc(fn)
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
		p = p.union(fa.provOf(recv))
	}
	for i, a := range params {
		if i == rule.Into || (rule.Into == -2 && a == target) {
			continue
		}
		if isContext(a.Type()) {
			continue
		}
		p = p.union(fa.provOf(a))
	}
	return p
}

func (fa *funcAnalysis) freeVarProv(v *ssa.FreeVar) Prov {
	parent := fa.fn.Parent()
	if parent == nil {
		return Prov{O: model.Unknown}
	}
	idx := -1
	for i, fv := range fa.fn.FreeVars {
		if fv == v {
			idx = i
		}
	}
	pfa := fa.pa.funcAnalysisFor(parent)
	var p Prov
	found := false
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			mc, ok := instr.(*ssa.MakeClosure)
			if !ok || mc.Fn != fa.fn || idx >= len(mc.Bindings) || idx < 0 {
				continue
			}
			found = true
			bind := mc.Bindings[idx]
			if _, isAlloc := bind.(*ssa.Alloc); isAlloc {
				// captured by reference: the variable's stores, in the parent and here.
				p = p.union(pfa.contents(bind)).union(fa.storedInto(v))
				if pfa.fallbackStores(bind) {
					p.Fallback = true
				}
			} else {
				p = p.union(pfa.provOf(bind))
			}
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
func (fa *funcAnalysis) fieldProv(st types.Type, f *types.Var, base func() Prov, pos token.Pos) Prov {
	m := fa.pa.m
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
	if b.O&(model.Payload|model.Message) != 0 && fa.isSenderFieldName(st, f) {
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

func (fa *funcAnalysis) isSenderFieldName(st types.Type, f *types.Var) bool {
	m := fa.pa.m
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

func (fa *funcAnalysis) isHeaderTable(v ssa.Value) bool {
	// A header table is a value loaded from a modelled HeaderTable field.
	switch x := strip(v).(type) {
	case *ssa.Field:
		f := fieldVar(x.X.Type(), x.Field)
		if mf := fa.pa.m.LookupField(x.X.Type(), f); mf != nil && mf.HeaderTable {
			return true
		}
	case *ssa.UnOp:
		if fa2, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			st := deref(fa2.X.Type())
			f := fieldVar(st, fa2.Field)
			if mf := fa.pa.m.LookupField(st, f); mf != nil && mf.HeaderTable {
				return true
			}
		}
	}
	return false
}

// callProv: provenance of result index idx (-1: the whole result) of call c.
func (fa *funcAnalysis) callProv(c *ssa.Call, idx int) Prov {
	common := c.Common()
	fn := calleeFunc(common)
	m := fa.pa.m
	if b, ok := common.Value.(*ssa.Builtin); ok {
		var p Prov
		if b.Name() == "append" || b.Name() == "min" || b.Name() == "max" {
			for _, a := range common.Args {
				p = p.union(fa.provOf(a))
			}
			return p
		}
		return Prov{O: model.Unknown}
	}
	params, recv := splitArgs(common)
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
					o := fa.pa.m.ClassifyHeader(k)
					return Prov{O: o, Why: `header "` + k + `"`, WhyPos: c.Pos()}
				}
			}
			return Prov{O: model.Unknown}
		case rule.Transform:
			var p Prov
			if recv != nil && !isGlobalLoad(recv) { // base64.StdEncoding: no data
				p = p.union(fa.provOf(recv))
				if m.IsAccumulator(recv.Type()) {
					// h.Sum(nil) after h.Write(b): what was written into h
					p = p.union(fa.contents(strip(recv)))
				}
			}
			for _, a := range params {
				if isContext(a.Type()) {
					continue
				}
				p = p.union(fa.provOf(a))
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
		if recv != nil && fa.provOf(recv).O&model.Message != 0 {
			return Prov{O: model.Message}
		}
		return Prov{O: model.Unknown}
	}
	// Hash objects and builders: methods on a value the model transforms
	// (h.Sum(nil) after h.Write(b)) are handled by Into on the receiver.
	if recv != nil {
		if m.IsAccumulator(recv.Type()) {
			return fa.provOf(recv).union(fa.contents(strip(recv)))
		}
		rp := fa.provOf(recv)
		if rp.O&model.Message != 0 && fn != nil && fn.Pkg() != nil && fa.pa.m.Modelled(fn.Pkg().Path()) {
			// unmodelled method of a delivered message (msg.Subject()): part of the message
			return Prov{O: model.Message}
		}
	}
	// User functions: their summary.
	if sum := fa.pa.summaryOfCallee(common); sum != nil {
		var p Prov
		if idx < 0 {
			for _, r := range sum.Returns {
				p = p.union(fa.substitute(r, params, recv, c))
			}
		} else if idx < len(sum.Returns) {
			p = fa.substitute(sum.Returns[idx], params, recv, c)
		}
		return p
	}
	return Prov{O: model.Unknown}
}

// substitute maps a callee's result provenance to the caller.
func (fa *funcAnalysis) substitute(r ProvFact, params []ssa.Value, recv ssa.Value, c *ssa.Call) Prov {
	p := Prov{O: model.Origin(r.O), Hashed: r.Hashed, Why: r.Why, WhyPos: c.Pos()}
	if p.O&model.Minted != 0 {
		p.Mints = []*ssa.Call{c}
	}
	all := params
	if recv != nil {
		all = append([]ssa.Value{recv}, params...)
	}
	for i := 0; i < 64 && i < len(all); i++ {
		if r.Params&(1<<uint(i)) != 0 {
			q := fa.provOf(all[i])
			if r.Hashed && q.Why != "" && !strings.HasPrefix(q.Why, "a hash of ") {
				q.Why = "a hash of " + q.Why
			}
			p = p.union(q)
		}
	}
	return p
}

// fallbackStores: a variable (addr) is assigned the sender's id by one store
// and a minted value by another — the heap-variable form of
// if key == "" { key = uuid.NewString() } (a phi covers the SSA-register form).
func (fa *funcAnalysis) fallbackStores(addr ssa.Value) bool {
	refs := addr.Referrers()
	if refs == nil {
		return false
	}
	sender, minted := false, false
	for _, r := range *refs {
		if st, ok := r.(*ssa.Store); ok && st.Addr == addr {
			q := fa.provOf(st.Val)
			sender = sender || q.HasSender() && !q.HasMinted()
			minted = minted || q.HasMinted() && !q.HasSender()
		}
	}
	return sender && minted
}

// canon renders how a value is built, so that two values built the same way
// from the same sources compare equal (a minting call is only equal to itself).
func canon(m *model.Model, v ssa.Value, depth int) string {
	if depth > 12 || v == nil {
		return "?"
	}
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
			parts = append(parts, canon(m, recv, d))
		}
		for _, a := range params {
			if isContext(a.Type()) {
				continue
			}
			parts = append(parts, canon(m, a, d))
		}
		name := "?"
		if fn != nil {
			name = model.FuncKey(fn)
		}
		return name + "(" + strings.Join(parts, ",") + ")"
	case *ssa.Extract:
		return canon(m, x.Tuple, d) + "#" + strconv.Itoa(x.Index)
	case *ssa.BinOp:
		return "(" + canon(m, x.X, d) + x.Op.String() + canon(m, x.Y, d) + ")"
	case *ssa.UnOp:
		if x.Op == token.MUL {
			if alloc, ok := x.X.(*ssa.Alloc); ok {
				// a local variable: what was stored in it
				var vals []string
				for _, r := range *alloc.Referrers() {
					if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
						vals = append(vals, canon(m, st.Val, d))
					}
				}
				if len(vals) == 1 {
					return vals[0]
				}
			}
			return "*" + canon(m, x.X, d)
		}
		return x.Op.String() + canon(m, x.X, d)
	case *ssa.FieldAddr:
		f := fieldVar(deref(x.X.Type()), x.Field)
		name := "?"
		if f != nil {
			name = f.Name()
		}
		return canon(m, x.X, d) + "." + name
	case *ssa.Field:
		f := fieldVar(x.X.Type(), x.Field)
		name := "?"
		if f != nil {
			name = f.Name()
		}
		return canon(m, x.X, d) + "." + name
	case *ssa.IndexAddr:
		return canon(m, x.X, d) + "[" + canon(m, x.Index, d) + "]"
	case *ssa.Index:
		return canon(m, x.X, d) + "[" + canon(m, x.Index, d) + "]"
	case *ssa.Lookup:
		return canon(m, x.X, d) + "[" + canon(m, x.Index, d) + "]"
	case *ssa.MakeInterface:
		return canon(m, x.X, d)
	case *ssa.ChangeType:
		return canon(m, x.X, d)
	case *ssa.Convert:
		return canon(m, x.X, d)
	case *ssa.Slice:
		if elems := variadicElems(x); elems != nil {
			var parts []string
			for _, e := range elems {
				parts = append(parts, canon(m, e, d))
			}
			return "[" + strings.Join(parts, ",") + "]"
		}
		return canon(m, x.X, d) + "[:]"
	}
	return fmt.Sprintf("v%p", v)
}
