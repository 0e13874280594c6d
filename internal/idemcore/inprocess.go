package idemcore

import (
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
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
// processed, so its error counts). When txs are given (the transactions the
// effect writes through, which fn commits), a return before their Commit
// does not count either: the writes are rolled back, and so is a failed
// Commit's. Bounded: past the limits it answers true (a second run is
// possible).
func ErrorAfter(fn *ssa.Function, instr ssa.Instruction, ownUndone bool, txs []ssa.Value) bool {
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
	type state struct {
		b         *ssa.BasicBlock
		committed bool
	}
	var commits []ssa.Value // the Commit calls: their own error is a rollback
	seen := map[state]bool{}
	work := []state{{instr.Block(), false}}
	for steps := 0; len(work) > 0; steps++ {
		if steps > 2000 {
			return true
		}
		st := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[st] {
			continue
		}
		seen[st] = true
		committed := st.committed || len(txs) == 0
		from := 0
		if st.b == instr.Block() && !st.committed && steps == 0 {
			from = slices.Index(st.b.Instrs, instr) + 1
		}
		for _, in := range st.b.Instrs[from:] {
			if c, ok := in.(*ssa.Call); ok && commitOf(c, txs) {
				committed = true
				commits = append(commits, c)
			}
		}
		if ret, ok := st.b.Instrs[len(st.b.Instrs)-1].(*ssa.Return); ok && ei < len(ret.Results) {
			v := resultValue(st.b, ret.Results[ei])
			undone := nilConst(v) || own != nil && dependsOn(v, own, 40) || !committed
			for _, c := range commits {
				if !undone && dependsOn(v, c, 40) {
					undone = true
				}
			}
			if !undone {
				return true
			}
		}
		for _, succ := range st.b.Succs {
			work = append(work, state{succ, committed && len(txs) > 0})
		}
	}
	return false
}

// commitOf: c is tx.Commit() on one of txs.
func commitOf(c *ssa.Call, txs []ssa.Value) bool {
	if len(txs) == 0 {
		return false
	}
	var recv ssa.Value
	name := ""
	switch {
	case c.Call.IsInvoke():
		recv, name = c.Call.Value, c.Call.Method.Name()
	case c.Call.StaticCallee() != nil && c.Call.Signature().Recv() != nil && len(c.Call.Args) > 0:
		recv, name = c.Call.Args[0], c.Call.StaticCallee().Name()
	}
	return name == "Commit" && recv != nil && slices.Contains(txs, recv)
}

// TxArgs: the transactions call instr is given (its receiver, an argument,
// or an element of its variadic argument) whose type is a modelled
// transaction and which are committed (a Commit call on the value): the
// effect's writes go through them and are undone unless the Commit runs.
func TxArgs(m *model.Model, instr ssa.Instruction) []ssa.Value {
	ci, ok := instr.(ssa.CallInstruction)
	if !ok {
		return nil
	}
	isTx := func(v ssa.Value) bool { return v != nil && m.TxTypes[model.TypeKey(v.Type())] }
	var cands []ssa.Value
	c := ci.Common()
	args := c.Args
	if c.IsInvoke() {
		args = append([]ssa.Value{c.Value}, args...)
	}
	for _, a := range args {
		if isTx(a) {
			cands = append(cands, a)
			continue
		}
		// a variadic argument: the values stored into its backing array
		if sl, ok := a.(*ssa.Slice); ok {
			if al, ok := sl.X.(*ssa.Alloc); ok && al.Referrers() != nil {
				for _, r := range *al.Referrers() {
					ia, ok := r.(*ssa.IndexAddr)
					if !ok || ia.Referrers() == nil {
						continue
					}
					for _, ir := range *ia.Referrers() {
						if st, ok := ir.(*ssa.Store); ok && st.Addr == ia && isTx(st.Val) {
							cands = append(cands, st.Val)
						}
					}
				}
			}
		}
	}
	var out []ssa.Value
	for _, tx := range cands {
		committed := false
		if refs := tx.Referrers(); refs != nil {
			for _, r := range *refs {
				if call, ok := r.(*ssa.Call); ok && commitOf(call, []ssa.Value{tx}) {
					committed = true
				}
			}
		}
		if committed && !slices.Contains(out, tx) {
			out = append(out, tx)
		}
	}
	return out
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
