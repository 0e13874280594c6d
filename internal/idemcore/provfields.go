package idemcore

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// A field of a struct a user function returns has the provenance the
// function's fact records for it (FuncFact.ReturnFields): a domain
// constructor's ID from the event, its Created minted there.

// stored: something is stored through the field address fa.
func stored(fa *ssa.FieldAddr) bool {
	if fa.Referrers() == nil {
		return false
	}
	for _, r := range *fa.Referrers() {
		if s, ok := r.(*ssa.Store); ok && s.Addr == fa {
			return true
		}
	}
	return false
}

// returnedField: the provenance of field name of x, a struct (or a
// pointer to one) a user function returned — the call's value, or a local
// variable the call's value was stored into once — from the callee's
// fact; false when the fact does not record the field.
func (tr *tracer) returnedField(x ssa.Value, name string) (Prov, bool) {
	x = strip(x)
	if u, ok := x.(*ssa.UnOp); ok && u.Op == token.MUL {
		x = strip(u.X)
	}
	if alloc, ok := x.(*ssa.Alloc); ok && alloc.Referrers() != nil {
		var val ssa.Value
		for _, r := range *alloc.Referrers() {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Addr == alloc {
					if val != nil {
						return Prov{}, false // assigned more than once
					}
					val = r.Val
				}
			case *ssa.FieldAddr:
				if stored(r) {
					return Prov{}, false // a field assigned after the call (order.ID = uuid.New())
				}
			}
		}
		if val == nil {
			return Prov{}, false
		}
		x = strip(val)
	}
	var call *ssa.Call
	idx := 0
	switch c := x.(type) {
	case *ssa.Call:
		call = c
	case *ssa.Extract:
		call, _ = c.Tuple.(*ssa.Call)
		idx = c.Index
	}
	if call == nil || tr.env.calleeFact == nil {
		return Prov{}, false
	}
	sum := tr.env.calleeFact(call.Common())
	if sum == nil {
		return Prov{}, false
	}
	for _, rf := range sum.ReturnFields {
		if rf.Result == idx && rf.Field == name {
			params, recv := splitArgs(call.Common())
			return tr.substitute(rf.Prov, params, recv, call), true
		}
	}
	return Prov{}, false
}
