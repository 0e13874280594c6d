package idemcore

import (
	"go/constant"

	"golang.org/x/tools/go/ssa"
)

// Deliveries in process (a watermill gochannel subscription) are not
// redelivered after a crash: the message is in memory and dies with the
// process. The handler runs again only when it returns an error (the
// subscriber's Nack, a Retry middleware). A second run of an effect then
// needs a path on which the effect took place and the handler still
// returned an error; an error that is the effect's own (the call failed,
// so it did not take place) is not one.

// ErrorAfter: in fn, a path from instr reaches a return whose error result
// may be non-nil and, when ownUndone, is not computed from instr's own result
// (a write that failed wrote nothing; a POST that timed out may have been
// processed, so its error counts). Bounded: past the limits it answers true
// (a second run is possible).
func ErrorAfter(fn *ssa.Function, instr ssa.Instruction, ownUndone bool) bool {
	if fn == nil || instr == nil || instr.Block() == nil || instr.Parent() != fn {
		return true
	}
	res := fn.Signature.Results()
	if res.Len() == 0 || !isErrorType(res.At(res.Len()-1).Type()) {
		return false // no error to return: an in-process delivery never runs it again
	}
	ei := res.Len() - 1
	var own ssa.Value
	if ownUndone {
		own, _ = instr.(ssa.Value)
	}
	seen := map[*ssa.BasicBlock]bool{}
	work := []*ssa.BasicBlock{instr.Block()}
	for steps := 0; len(work) > 0; steps++ {
		if steps > 1000 {
			return true
		}
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && ei < len(ret.Results) {
			v := resultValue(b, ret.Results[ei])
			if !nilConst(v) && (own == nil || !dependsOn(v, own, 40)) {
				return true
			}
		}
		work = append(work, b.Succs...)
	}
	return false
}

// resultValue: the value a return gives; for a named result (which a
// function with defers returns by loading it after storing the return
// statement's value) the value stored in the same block.
func resultValue(b *ssa.BasicBlock, v ssa.Value) ssa.Value {
	u, ok := v.(*ssa.UnOp)
	if !ok {
		return v
	}
	a, ok := u.X.(*ssa.Alloc)
	if !ok {
		return v
	}
	var last ssa.Value
	for _, in := range b.Instrs {
		if st, ok := in.(*ssa.Store); ok && st.Addr == a {
			last = st.Val
		}
		if in == u {
			break
		}
	}
	if last == nil {
		return v
	}
	return last
}

func nilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && (c.Value == nil || c.Value.Kind() == constant.Unknown)
}

// dependsOn: v is computed from x (through operators, conversions, extracts,
// phis and calls' arguments: fmt.Errorf("…: %w", err)), within limit values.
func dependsOn(v, x ssa.Value, limit int) bool {
	seen := map[ssa.Value]bool{}
	work := []ssa.Value{v}
	for steps := 0; len(work) > 0 && steps < limit; steps++ {
		y := work[len(work)-1]
		work = work[:len(work)-1]
		if y == nil || seen[y] {
			continue
		}
		seen[y] = true
		if y == x {
			return true
		}
		switch z := y.(type) {
		case *ssa.Extract:
			work = append(work, z.Tuple)
		case *ssa.MakeInterface:
			work = append(work, z.X)
		case *ssa.ChangeInterface:
			work = append(work, z.X)
		case *ssa.ChangeType:
			work = append(work, z.X)
		case *ssa.TypeAssert:
			work = append(work, z.X)
		case *ssa.UnOp:
			work = append(work, z.X)
		case *ssa.Phi:
			// every edge from x: a phi of nil and another error is not x's alone
			all := len(z.Edges) > 0
			for _, e := range z.Edges {
				if !nilConst(e) && !dependsOn(e, x, limit/2) {
					all = false
				}
			}
			if all {
				return true
			}
		case *ssa.Call:
			work = append(work, z.Call.Args...)
		case *ssa.Slice:
			work = append(work, z.X)
		case *ssa.Alloc:
			// a variadic argument slice: the values stored into it
			if refs := z.Referrers(); refs != nil {
				for _, r := range *refs {
					if ia, ok := r.(*ssa.IndexAddr); ok {
						if irefs := ia.Referrers(); irefs != nil {
							for _, ir := range *irefs {
								if st, ok := ir.(*ssa.Store); ok && st.Addr == ia {
									work = append(work, st.Val)
								}
							}
						}
					}
				}
			}
		}
	}
	return false
}
