package idemcore

import (
	"go/token"
	"go/types"
	"slices"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// Rows consumed by the handler (issue 23, the state a guard protects).
//
// A handler that acts on a row it looked up — an identity found among the
// user's, a factor a middleware loaded by the route's id, a challenge a
// loader returns only while it is unused — and then deletes that row or
// marks it used is refused on a repeat by the lookup itself: the second
// delivery finds no row (not found, nil) or a used one (the loader's error).
// The engine records, as facts about the program:
//
//   - a call that deletes a row by its primary key (Call.DeletesRow: pop's
//     Destroy(&row), gorm's Delete(&row)) writes the row's presence, the
//     pseudo-field "T row" (rowKey), which fieldWrites returns as it
//     returns a field set, also through callees (StateFact.Writes);
//   - a loader, a function returning (*T, error) whose row comes from a
//     modelled lookup or another loader, refuses a row that is gone and the
//     fields of the row it tests on a path returning an error
//     (FuncFact.Loads);
//   - a presence test (x == nil, or a loader's error) whose other side
//     deletes the row or writes a field the loader refuses on is a state
//     guard (guardAt), as a check of a field the path writes is.

// rowKey: the pseudo-field of a row's presence, for a value of type t (a
// pointer to the row's struct): "Identity row".
func rowKey(t types.Type) string {
	for i := 0; i < 3; i++ {
		p, ok := t.Underlying().(*types.Pointer)
		if !ok {
			break
		}
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return ""
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return ""
	}
	return n.Obj().Name() + " row"
}

// deletesRow: the call deletes the row that is its argument j (receiver
// first), by its primary key: the library's rule says so.
func (fa *funcAnalysis) deletesRow(common *ssa.CallCommon, j int) bool {
	fn := calleeFunc(common)
	if fn == nil {
		return false
	}
	rule := fa.pa.m.LookupFunc(fn)
	if rule == nil || rule.DeletesRow == 0 {
		return false
	}
	if _, recv := splitArgs(common); recv != nil {
		j--
	}
	return j == rule.DeletesRow-1
}

// loadRefuses: the FuncFact.Loads of fa's function: for a loader (results
// (*T, error), the row every successful return gives being found by a
// modelled lookup, pop's First(&row), or by another loader), the row's
// presence and the fields of the row it tests on a path that returns an
// error (if c.VerifiedAt != nil { return nil, errUsed }); locked: the
// lookup locks the row (SELECT … FOR UPDATE).
func (fa *funcAnalysis) loadRefuses(s *summary) (states []string, locked bool) {
	fn := fa.fn
	res := fn.Signature.Results()
	if res.Len() != 2 || !isErrorType(res.At(1).Type()) || len(fn.Blocks) > maxScanBlocks {
		return nil, false
	}
	key := rowKey(res.At(0).Type())
	if _, ok := res.At(0).Type().Underlying().(*types.Pointer); !ok || key == "" {
		return nil, false
	}
	var row ssa.Value
	for _, b := range fn.Blocks {
		r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(r.Results) != 2 || !nilConst(r.Results[1]) {
			continue
		}
		v := r.Results[0]
		if nilConst(v) {
			continue
		}
		v = stateBase(v)
		if row != nil && v != row {
			return nil, false
		}
		row = v
	}
	if row == nil {
		return nil, false
	}
	found, locked := fa.lookedUp(s, row)
	if !found {
		return nil, false
	}
	out := []string{key}
	for _, b := range fn.Blocks {
		ifI, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || len(b.Succs) != 2 {
			continue
		}
		reads := fa.fieldReads(ifI.Cond)[row]
		if len(reads) == 0 {
			continue
		}
		for _, side := range b.Succs {
			if chain, ok := exits(b, side); ok && len(chain) > 0 && errorReturns(chain) {
				for _, f := range reads {
					if !slices.Contains(out, f) {
						out = append(out, f)
					}
				}
				break
			}
		}
	}
	sort.Strings(out[1:])
	return out, locked
}

// lookedUp: row was filled by a modelled lookup (its address passed to a
// check such as pop's First or gorm's First), or is the row of a loader
// (a call whose fact has Loads); locked: that lookup locks the row.
func (fa *funcAnalysis) lookedUp(s *summary, row ssa.Value) (found, locked bool) {
	switch r := row.(type) {
	case *ssa.Alloc:
		if r.Referrers() == nil {
			return false, false
		}
		refs := *r.Referrers()
		for i := 0; i < len(refs) && i < 64; i++ {
			switch ref := refs[i].(type) {
			case *ssa.MakeInterface: // First(&row): an interface{} parameter
				if ref.Referrers() != nil {
					refs = append(refs, *ref.Referrers()...)
				}
			case ssa.CallInstruction:
				if rule := fa.pa.m.LookupFunc(calleeFunc(ref.Common())); rule != nil && rule.Store == model.Check {
					for _, k := range s.keyOps {
						if k.instr == ref && k.forUpdate {
							return true, true
						}
					}
					return true, false
				}
			}
		}
	case *ssa.Extract:
		if r.Index != 0 {
			return false, false
		}
		if c, ok := r.Tuple.(*ssa.Call); ok {
			if f := fa.env.calleeFact(c.Common()); f != nil && len(f.Loads) > 0 {
				return true, f.LoadsLocked
			}
		}
	}
	return false, false
}

// errorReturns: the blocks' returns give a non-nil error as their last
// result.
func errorReturns(chain []*ssa.BasicBlock) bool {
	n := 0
	for _, b := range chain {
		r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		if len(r.Results) == 0 || nilConst(r.Results[len(r.Results)-1]) {
			return false
		}
		n++
	}
	return n > 0
}

// presenceExit: ifI tests whether a row is there and exit is the side
// where it is not: x == nil (a row searched for in a collection, or one a
// middleware's lookup put in the context), or the error of a loader (x,
// err := load(id), FuncFact.Loads). It returns the row and the states a
// repeat is refused on: its presence, and for a loader the fields it
// refuses on, and whether the loader locks it (FuncFact.LoadsLocked).
func (fa *funcAnalysis) presenceExit(ifI *ssa.If, exit *ssa.BasicBlock) (row ssa.Value, states []string, locked, ok bool) {
	bo, ok := ifI.Cond.(*ssa.BinOp)
	if !ok || bo.Op != token.EQL && bo.Op != token.NEQ {
		return nil, nil, false, false
	}
	x := bo.X
	if nilConst(x) {
		x = bo.Y
	} else if !nilConst(bo.Y) {
		return nil, nil, false, false
	}
	succs := ifI.Block().Succs
	if isErrorType(x.Type()) {
		// the loader's error: the side where it is not nil
		errSide := succs[0]
		if bo.Op == token.EQL {
			errSide = succs[1]
		}
		ex, ok := x.(*ssa.Extract)
		if !ok || errSide != exit {
			return nil, nil, false, false
		}
		c, ok := ex.Tuple.(*ssa.Call)
		if !ok || ex.Index != 1 {
			return nil, nil, false, false
		}
		f := fa.env.calleeFact(c.Common())
		if f == nil || len(f.Loads) == 0 || c.Referrers() == nil {
			return nil, nil, false, false
		}
		for _, ref := range *c.Referrers() {
			if e, ok := ref.(*ssa.Extract); ok && e.Index == 0 {
				return rowVar(e), f.Loads, f.LoadsLocked, true
			}
		}
		return nil, nil, false, false
	}
	if _, ok := x.Type().Underlying().(*types.Pointer); !ok {
		return nil, nil, false, false
	}
	if u, ok := x.(*ssa.UnOp); ok {
		if _, ok := u.X.(*ssa.FieldAddr); ok {
			return nil, nil, false, false // a field of a row (c.VerifiedAt), not a row
		}
	}
	nilSide := succs[0]
	if bo.Op == token.NEQ {
		nilSide = succs[1]
	}
	key := rowKey(x.Type())
	if nilSide != exit || key == "" {
		return nil, nil, false, false
	}
	return stateBase(x), []string{key}, false, true
}

// rowVar: the variable a loaded row is kept in when a closure captures it
// (its cell), else the row itself.
func rowVar(v ssa.Value) ssa.Value {
	if v.Referrers() != nil {
		for _, ref := range *v.Referrers() {
			if st, ok := ref.(*ssa.Store); ok && st.Val == v {
				if a, ok := st.Addr.(*ssa.Alloc); ok && a.Heap {
					return a
				}
			}
		}
	}
	return v
}
