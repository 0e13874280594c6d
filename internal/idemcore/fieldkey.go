package idemcore

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// Field-sensitive keys (issue 22, unique keys): an sqlc method binds the
// primary key to arg.ID, a repository to &row.ProductID, and a domain
// constructor returns a struct whose ID is the event's id beside a
// created-at time minted there. The key is that one field, not the whole
// struct: its provenance is the field's.

// maxFieldPath bounds the field paths followed and recorded.
const maxFieldPath = 4

// maxReturnFields bounds the fields of one result recorded in a fact.
const maxReturnFields = 32

// keyFieldPath: the field path ("ID", "Line.ID") by which key, a value
// built from fn's parameter param (as keyParam picks it), is reached from
// that parameter, with suffix (a path a callee's fact left unresolved)
// appended; "" when key is the parameter itself or not a plain field
// selection of it.
func keyFieldPath(fn *ssa.Function, key ssa.Value, suffix string, param int) string {
	var path []string
	v := strip(key)
	for depth := 0; depth < 2*maxFieldPath+2; depth++ {
		if x, name, ok := model.FieldSel(v); ok {
			path = append([]string{name}, path...)
			v = strip(x)
			continue
		}
		if x, ok := model.StringTransform(v); ok && len(path) == 0 {
			// a normalised field (normalizeEmail(u.Email)): the field's key
			v = strip(x)
			continue
		}
		switch x := v.(type) {
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return ""
			}
			v = strip(x.X)
		case *ssa.Alloc:
			// a struct parameter spilled to a local (arg.ID in an sqlc method)
			p := spilledParam(x)
			if p == nil {
				return ""
			}
			v = p
		case *ssa.Parameter:
			if param < 0 || param >= len(fn.Params) || fn.Params[param] != x {
				return "" // not the parameter the fact names
			}
			if len(path) == 0 || len(path) > maxFieldPath {
				return suffix
			}
			if suffix != "" {
				path = append(path, suffix)
			}
			return strings.Join(path, ".")
		default:
			return ""
		}
	}
	return ""
}

// joinPath joins two field paths ("Params", "ID" → "Params.ID"), either
// of them possibly empty.
func joinPath(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "." + b
}

// literalField: the value a local struct literal a gives the field path
// (CreateOrderParams{ID: order.ID, …} for "ID"), with the part of the path
// that is left when a nested value is not a visible literal; nil when a
// is not a literal or the literal does not set the field.
func literalField(a ssa.Value, path string) (ssa.Value, string) {
	names := strings.Split(path, ".")
	if len(names) > maxFieldPath {
		return nil, ""
	}
	for i, name := range names {
		st, fields := model.StructLiteral(a)
		if st == nil {
			if i == 0 {
				return nil, ""
			}
			return a, strings.Join(names[i:], ".")
		}
		idx := -1
		for j := 0; j < st.NumFields(); j++ {
			if st.Field(j).Name() == name {
				idx = j
				break
			}
		}
		fv, ok := fields[idx]
		if idx < 0 || !ok {
			return nil, ""
		}
		a = fv
	}
	return a, ""
}

// literalLeaves: a is a local struct literal that does not set the first
// field of path.
func literalLeaves(a ssa.Value, path string) bool {
	name, _, _ := strings.Cut(path, ".")
	if spilledStruct(a) {
		// a struct parameter spilled to a local (u.Email =
		// normalise(u.Email)): the fields it leaves are the caller's
		return false
	}
	st, fields := model.StructLiteral(a)
	if st == nil {
		return false
	}
	for j := 0; j < st.NumFields(); j++ {
		if st.Field(j).Name() == name {
			_, set := fields[j]
			return !set
		}
	}
	return false
}

// spilledStruct: v is (a load of) a local holding a struct parameter.
func spilledStruct(v ssa.Value) bool {
	v = strip(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = strip(u.X)
	}
	a, ok := v.(*ssa.Alloc)
	return ok && model.SpilledParam(a) != nil
}

// copiedValue: v is a local struct that starts as a copy of a value
// made elsewhere (a parameter, a call's result: func f(s T) T { s.Email =
// lower(s.Email); return s }): its unset fields are that value's, not
// zero values.
func copiedValue(v ssa.Value) bool {
	alloc := localAlloc(v)
	if alloc == nil {
		return false
	}
	for _, r := range *alloc.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
			switch st.Val.(type) {
			case *ssa.Parameter, *ssa.Call, *ssa.Extract, *ssa.FreeVar:
				return true
			}
		}
	}
	return false
}

// localAlloc: the local variable v is (or is loaded from), or nil.
func localAlloc(v ssa.Value) *ssa.Alloc {
	v = strip(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = strip(u.X)
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return nil
	}
	return alloc
}

// filledByCall: v is (the address of) a local struct whose address a call
// is given (json.Unmarshal(b, &s), a scanner's Scan(&s)): the callee fills
// its fields.
func filledByCall(v ssa.Value) bool {
	alloc := localAlloc(v)
	if alloc == nil {
		return false
	}
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case ssa.CallInstruction:
			return true
		case *ssa.MakeInterface, *ssa.ChangeType, *ssa.Convert:
			if refs := r.(ssa.Value).Referrers(); refs != nil {
				for _, rr := range *refs {
					if _, ok := rr.(ssa.CallInstruction); ok {
						return true
					}
				}
			}
		}
	}
	return false
}

// returnFields: the provenance of each field of fn's struct results that
// every return builds as a local literal (return T{ID: e.ID, At:
// time.Now()}), for the fact.
func (fa *funcAnalysis) returnFields() []ReturnFieldFact {
	nres := fa.fn.Signature.Results().Len()
	byRes := make([]map[string]ProvFact, nres)
	bad := make([]bool, nres)
	for _, b := range fa.fn.Blocks {
		r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for i, v := range r.Results {
			if i >= nres || bad[i] {
				continue
			}
			if c, ok := v.(*ssa.Const); ok && c.IsNil() {
				continue // return nil, err: the caller gets no struct there
			}
			if _, isStruct := deref(v.Type()).Underlying().(*types.Struct); !isStruct {
				bad[i] = true
				continue
			}
			st, fields := model.StructLiteral(v)
			if st == nil {
				// a user constructor's result passed on (return
				// NewFactor(user, name), after setting a field of it)
				if m := fa.calledFields(v); m != nil {
					byRes[i] = joinFields(byRes[i], m)
					continue
				}
			}
			if st == nil || st.NumFields() > maxReturnFields || filledByCall(v) || copiedValue(v) {
				// (a struct a callee fills, json.Unmarshal(b, &s), is
				// no literal: its unset fields are not zero values)
				bad[i] = true
				continue
			}
			if byRes[i] == nil {
				byRes[i] = map[string]ProvFact{}
			}
			for j := 0; j < st.NumFields(); j++ {
				name := st.Field(j).Name()
				pf := ProvFact{O: uint16(model.Const)} // an unset field is its zero value
				if fv, ok := fields[j]; ok {
					pf = toFact(fa.provOf(fv))
				}
				byRes[i] = joinFields(byRes[i], map[string]ProvFact{name: pf})
			}
		}
	}
	var out []ReturnFieldFact
	for i, m := range byRes {
		if bad[i] || m == nil {
			continue
		}
		st, _ := deref(fa.fn.Signature.Results().At(i).Type()).Underlying().(*types.Struct)
		if st == nil {
			continue
		}
		for j := 0; j < st.NumFields(); j++ { // in field order: facts are deterministic
			name := st.Field(j).Name()
			if pf, ok := m[name]; ok {
				out = append(out, ReturnFieldFact{Result: i, Field: name, Prov: pf})
			}
		}
	}
	return out
}

// joinFields adds the field provenances of one return (add) to those of
// the others (m), field by field.
func joinFields(m, add map[string]ProvFact) map[string]ProvFact {
	if m == nil {
		m = map[string]ProvFact{}
	}
	for name, pf := range add {
		if old, seen := m[name]; seen {
			pf.O |= old.O
			pf.Params |= old.Params
			pf.Hashed = pf.Hashed || old.Hashed
			pf.Fallback = pf.Fallback || old.Fallback
			if old.Why != "" {
				pf.Why = old.Why
			}
		}
		m[name] = pf
	}
	return m
}

// calledFields: the provenance of every field of v, the struct (or the
// pointer to one) a user callee returned, from the callee's fact, with
// what this function stores into its fields before returning it joined
// in; nil when the fact does not record every field.
func (fa *funcAnalysis) calledFields(v ssa.Value) map[string]ProvFact {
	st, _ := deref(v.Type()).Underlying().(*types.Struct)
	if st == nil || st.NumFields() > maxReturnFields {
		return nil
	}
	switch strip(v).(type) {
	case *ssa.Call, *ssa.Extract:
	default:
		return nil
	}
	out := map[string]ProvFact{}
	for j := 0; j < st.NumFields(); j++ {
		p, ok := fa.returnedField(v, st.Field(j).Name())
		if !ok {
			return nil
		}
		out[st.Field(j).Name()] = toFact(p)
	}
	if refs := strip(v).Referrers(); refs != nil {
		for _, r := range *refs {
			f, ok := r.(*ssa.FieldAddr)
			if !ok || f.Referrers() == nil {
				continue
			}
			for _, fr := range *f.Referrers() {
				if store, ok := fr.(*ssa.Store); ok && store.Addr == f && f.Field < st.NumFields() {
					name := st.Field(f.Field).Name()
					out = joinFields(out, map[string]ProvFact{name: toFact(fa.provOf(store.Val))})
				}
			}
		}
	}
	return out
}

// onlyWhen: the constraint a dominating branch puts on a parameter's field
// for block b to run: the nearest If whose true side dominates b and tests
// field == constant (a switch's case), or nil.
func onlyWhen(fn *ssa.Function, b *ssa.BasicBlock) *WhenFact {
	for d, n := b.Idom(), 0; d != nil && n < 64; d, n = d.Idom(), n+1 {
		ifI, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
		if !ok || len(d.Succs) != 2 || d.Succs[0] == d.Succs[1] || !d.Succs[0].Dominates(b) {
			continue
		}
		bo, ok := ifI.Cond.(*ssa.BinOp)
		if !ok || bo.Op != token.EQL {
			continue
		}
		x, y := bo.X, bo.Y
		if _, isConst := x.(*ssa.Const); isConst {
			x, y = y, x
		}
		c, ok := y.(*ssa.Const)
		if !ok || c.Value == nil {
			continue
		}
		if p, field, ok := paramField(fn, x); ok {
			return &WhenFact{Param: p, Field: field, Consts: []string{c.Value.ExactString()}}
		}
	}
	return nil
}

// paramField: v is parameter i's field (params.State, by value or
// through a pointer) or the parameter itself.
func paramField(fn *ssa.Function, v ssa.Value) (int, string, bool) {
	var field string
	v = strip(v)
	switch x := v.(type) {
	case *ssa.Field:
		if f := fieldVar(x.X.Type(), x.Field); f != nil {
			field, v = f.Name(), strip(x.X)
		}
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			if f := fieldVar(fa.X.Type(), fa.Field); f != nil {
				field, v = f.Name(), strip(fa.X)
			}
		}
	}
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		if a, ok := u.X.(*ssa.Alloc); ok {
			if p := spilledParam(a); p != nil {
				v = p
			}
		}
	}
	if a, ok := v.(*ssa.Alloc); ok {
		if p := spilledParam(a); p != nil {
			v = p
		}
	}
	p, ok := v.(*ssa.Parameter)
	if !ok {
		return 0, "", false
	}
	i := slices.Index(fn.Params, p)
	return i, field, i >= 0
}

// whenHolds: the argument a call gives the parameter When names may be
// one of its constants (anything but another constant may be).
func whenHolds(w *WhenFact, argAt func(int) ssa.Value) bool {
	a := argAt(w.Param)
	if a == nil {
		return true
	}
	if w.Field != "" {
		fv, rest := literalField(a, w.Field)
		if fv == nil || rest != "" {
			return true
		}
		a = fv
	}
	// the constants a may be: one, or the edges of a phi of constants
	// (state := playing; if paused { state = paused })
	var cs []*ssa.Const
	switch x := strip(a).(type) {
	case *ssa.Const:
		cs = append(cs, x)
	case *ssa.Phi:
		for _, e := range x.Edges {
			c, ok := strip(e).(*ssa.Const)
			if !ok {
				return true
			}
			cs = append(cs, c)
		}
	default:
		return true
	}
	for _, c := range cs {
		if c.Value == nil || slices.Contains(w.Consts, c.Value.ExactString()) {
			return true
		}
	}
	return false
}
