package idemcore

import (
	"fmt"
	"go/token"
	"go/types"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/sqlclass"
)

// Guards by business state (issue 22, kind 4).
//
// A handler that loads an entity, checks a field of it and refuses the
// command when the entity is already in the state the command would put it
// in (`if order.Status == Cancelled { return ErrInvalidStatus }`, an
// aggregate method returning ErrAlreadyCompleted before it applies the
// event that sets that status) deduplicates a repeat: the second delivery
// finds the state changed and does nothing. The engine records, as facts
// about the program (not verdicts):
//
//   - per function and pointer parameter, the fields of the parameter its
//     results depend on (Reads), the fields it writes, directly, through
//     its methods, closures and the case of an event's apply type switch
//     for the event it applies (Writes), and the fields it checks and
//     refuses on before writing those same fields (Refuses);
//   - per effect, the state guard that dominates it when the effect works
//     on the guarded entity (Effect.State), and whether the write is
//     conditional on the state (StateAtomic: an aggregate saved with its
//     version, an optimistic concurrency check).
//
// A check of a field the path does not write (a ticket's status checked,
// then a message appended) is no guard of the append. Every walk is
// bounded (visited sets, a depth limit).

const stateDepth = 4

// stateFieldKey names a struct field by its struct's type name ("Order.Status").
func stateFieldKey(structPtrOrStruct types.Type, idx int) string {
	t := structPtrOrStruct
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || idx < 0 || idx >= st.NumFields() {
		return ""
	}
	name := "?"
	if n, ok := types.Unalias(t).(*types.Named); ok {
		name = n.Obj().Name()
	}
	return name + "." + st.Field(idx).Name()
}

// stateBase strips the conversions between an entity pointer and its uses.
func stateBase(v ssa.Value) ssa.Value {
	for i := 0; i < 8; i++ {
		switch x := v.(type) {
		case *ssa.ChangeType:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.UnOp:
			// a captured or reassigned local: the variable's cell
			if x.Op.String() == "*" {
				switch c := x.X.(type) {
				case *ssa.Alloc:
					return c
				case *ssa.FreeVar:
					return c // the cell, as a closure captures it
				}
			}
			return v
		default:
			return v
		}
	}
	return v
}

// fieldOwner: the base value and field key of a field access.
func fieldOwner(v ssa.Value) (ssa.Value, string, bool) {
	switch x := v.(type) {
	case *ssa.FieldAddr:
		return stateBase(x.X), stateFieldKey(x.X.Type(), x.Field), true
	case *ssa.Field:
		return stateBase(x.X), stateFieldKey(x.X.Type(), x.Field), true
	}
	return nil, "", false
}

// elementOf: v is an element of a collection field of an entity (m, ok :=
// o.members[id]; the value of a range over f.offers; o.lines[i]): that
// entity and the collection field's key. An aggregate's state lives in its
// collections as much as in its fields: a guard on an offer's status, an
// event whose apply changes that offer.
func elementOf(v ssa.Value) (ssa.Value, string, bool) {
	v = stateBase(v)
	var coll ssa.Value
	for i := 0; i < 4 && coll == nil; i++ {
		switch x := v.(type) {
		case *ssa.Extract:
			switch t := x.Tuple.(type) {
			case *ssa.Lookup: // m, ok := o.members[id]
				if x.Index != 0 {
					return nil, "", false
				}
				coll = t.X
			case *ssa.Next: // for _, m := range o.members
				r, ok := t.Iter.(*ssa.Range)
				if !ok || x.Index != 2 {
					return nil, "", false
				}
				coll = r.X
			default:
				return nil, "", false
			}
		case *ssa.Lookup:
			coll = x.X
		case *ssa.Index:
			coll = x.X
		case *ssa.IndexAddr:
			coll = x.X
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil, "", false
			}
			v = x.X
		default:
			return nil, "", false
		}
	}
	if coll == nil {
		return nil, "", false
	}
	if u, ok := coll.(*ssa.UnOp); ok && u.Op == token.MUL {
		coll = u.X
	}
	if b, f, ok := fieldOwner(coll); ok && f != "" {
		return b, f, true
	}
	return nil, "", false
}

// sameEntity: v is base, or an element of one of base's collections.
func sameEntity(v, base ssa.Value) bool {
	v = stateBase(v)
	if v == base {
		return true
	}
	outer, _, ok := elementOf(v)
	return ok && outer == base
}

// fieldReads: the fields of each base value that v depends on (through
// arithmetic, comparisons, conversions, calls of methods on the base whose
// results depend on its fields, and calls on a field's value).
func (fa *funcAnalysis) fieldReads(v ssa.Value) map[ssa.Value][]string {
	out := map[ssa.Value][]string{}
	add1 := func(b ssa.Value, f string) {
		if f != "" && !slices.Contains(out[b], f) {
			out[b] = append(out[b], f)
		}
	}
	// a field of an element is also read from the entity that holds it,
	// with the collection itself (whether such an element is there)
	add := func(b ssa.Value, f string) {
		add1(b, f)
		if outer, coll, ok := elementOf(b); ok {
			add1(outer, f)
			add1(outer, coll)
		}
	}
	seen := map[ssa.Value]bool{}
	work := []ssa.Value{v}
	for steps := 0; len(work) > 0 && steps < 200; steps++ {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == nil || seen[x] {
			continue
		}
		seen[x] = true
		if b, f, ok := fieldOwner(x); ok {
			add(b, f)
			continue
		}
		switch x := x.(type) {
		case *ssa.Call:
			if sum := fa.env.calleeFact(x.Common()); sum != nil {
				params, recv := splitArgs(x.Common())
				all := params
				if recv != nil {
					all = append([]ssa.Value{recv}, params...)
				}
				for _, st := range sum.State {
					if st.Param < len(all) {
						b := entityOf(all[st.Param])
						for _, f := range st.Reads {
							add(b, f)
						}
					}
				}
			}
			// a method of a field's value (o.status.CanBeApproved()): its receiver
			if x.Call.IsInvoke() {
				work = append(work, x.Call.Value)
			} else if fn := x.Call.StaticCallee(); fn != nil && fn.Signature.Recv() != nil && len(x.Call.Args) > 0 {
				work = append(work, x.Call.Args[0])
			}
		case *ssa.BinOp:
			switch x.Op {
			case token.LSS, token.GTR, token.LEQ, token.GEQ:
				// a limit (balance < amount), not a state: a repeat passes it again
			default:
				work = append(work, x.X, x.Y)
			}
		case *ssa.UnOp:
			work = append(work, x.X)
		case *ssa.Convert:
			work = append(work, x.X)
		case *ssa.ChangeType:
			work = append(work, x.X)
		case *ssa.MakeInterface:
			work = append(work, x.X)
		case *ssa.Extract:
			work = append(work, x.Tuple)
		case *ssa.TypeAssert:
			work = append(work, x.X)
		case *ssa.Phi:
			work = append(work, x.Edges...)
			// a && b, a || b: the conditions that chose the edge
			if b, ok := x.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
				for _, pred := range x.Block().Preds {
					if ifI, ok := pred.Instrs[len(pred.Instrs)-1].(*ssa.If); ok {
						work = append(work, ifI.Cond)
					}
				}
			}
		case *ssa.Lookup:
			work = append(work, x.X, x.Index)
		case *ssa.Index:
			work = append(work, x.X)
		case *ssa.IndexAddr:
			work = append(work, x.X)
		case *ssa.Slice:
			work = append(work, x.X)
		}
	}
	return out
}

// constState: v is a constant (a status, a flag), or a package-level
// variable used as one.
func constState(v ssa.Value) bool {
	for i := 0; i < 6; i++ {
		switch x := v.(type) {
		case *ssa.Const:
			return true
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Convert:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.UnOp:
			_, ok := x.X.(*ssa.Global)
			return ok && x.Op == token.MUL
		default:
			return false
		}
	}
	return false
}

// fieldWriteOf: the base and field a store address or map writes.
func fieldWriteOf(addr ssa.Value) (ssa.Value, string, bool) {
	for i := 0; i < 6; i++ {
		if b, f, ok := fieldOwner(addr); ok {
			return b, f, true
		}
		switch x := addr.(type) {
		case *ssa.IndexAddr:
			addr = x.X
		case *ssa.UnOp:
			addr = x.X
		default:
			return nil, "", false
		}
	}
	return nil, "", false
}

// excludedCases: the blocks of fn that run only for another type than
// evt[j] in a type switch on parameter j (an event's apply).
func excludedCases(fn *ssa.Function, evt map[int]types.Type) map[*ssa.BasicBlock]bool {
	out := map[*ssa.BasicBlock]bool{}
	if len(evt) == 0 {
		return out
	}
	for _, b := range fn.Blocks {
		ifI, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		ex, ok := ifI.Cond.(*ssa.Extract)
		if !ok || ex.Index != 1 {
			continue
		}
		ta, ok := ex.Tuple.(*ssa.TypeAssert)
		if !ok {
			continue
		}
		j := -1
		for i, p := range fn.Params {
			if stateBase(ta.X) == p {
				j = i
			}
		}
		t, ok := evt[j]
		if j < 0 || !ok {
			continue
		}
		if types.Identical(t, ta.AssertedType) || types.IsInterface(ta.AssertedType) && types.Implements(t, ta.AssertedType.Underlying().(*types.Interface)) {
			continue
		}
		caseBlk := b.Succs[0]
		if len(caseBlk.Preds) != 1 {
			continue
		}
		for _, c := range fn.Blocks {
			if caseBlk.Dominates(c) {
				out[c] = true
			}
		}
	}
	return out
}

// fieldWrites: the fields of base written in fn, in the blocks in (all when
// nil), through calls with the base as an argument and closures capturing it.
func (fa *funcAnalysis) fieldWrites(fn *ssa.Function, base ssa.Value, in func(*ssa.BasicBlock) bool, evt map[int]types.Type, depth int, seen map[*ssa.Function]bool) []string {
	return fa.fieldWritesV(fn, base, in, evt, depth, seen, false)
}

// fieldWritesV is fieldWrites; with anyVal, a store of any value counts
// (the write a setter's equality guard protects: if o.owner == id { return
// }; … o.owner = id).
func (fa *funcAnalysis) fieldWritesV(fn *ssa.Function, base ssa.Value, in func(*ssa.BasicBlock) bool, evt map[int]types.Type, depth int, seen map[*ssa.Function]bool, anyVal bool) []string {
	var out []string
	add := func(fs ...string) {
		for _, f := range fs {
			if f != "" && !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	if depth > stateDepth {
		return nil
	}
	excluded := excludedCases(fn, evt)
	for _, b := range fn.Blocks {
		if in != nil && !in(b) || excluded[b] {
			continue
		}
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Store:
				// a read-modify-write of the field (balance = balance - n) is
				// no state change a repeat would find
				// only a constant is a state a repeat finds: a value from the
				// command (status = req.Status) may be the same again, and the
				// check (CanTransitionTo(req.Status)) may let it through
				bb, f, ok := fieldWriteOf(x.Addr)
				if !ok || !sameEntity(bb, base) {
					continue
				}
				if anyVal || constState(x.Val) && !slices.Contains(fa.fieldReads(x.Val)[bb], f) || appendsTo(x.Val, x.Addr) || setsPointer(x.Val) {
					add(f)
				}
			case *ssa.MapUpdate:
				if bb, f, ok := fieldWriteOf(x.Map); ok && sameEntity(bb, base) {
					add(f)
				}
			case *ssa.MakeClosure:
				cl, _ := x.Fn.(*ssa.Function)
				if cl == nil || seen[cl] {
					continue
				}
				for k, bnd := range x.Bindings {
					if (stateBase(bnd) == base || cellHolds(bnd, base)) && k < len(cl.FreeVars) {
						seen[cl] = true
						add(fa.fieldWritesV(cl, cl.FreeVars[k], nil, nil, depth+1, seen, anyVal)...)
						delete(seen, cl)
					}
				}
			case ssa.CallInstruction:
				common := x.Common()
				params, recv := splitArgs(common)
				all := params
				if recv != nil {
					all = append([]ssa.Value{recv}, params...)
				}
				callee := calleeFunc(common)
				var body *ssa.Function
				if sf, ok := common.Value.(*ssa.Function); ok && !common.IsInvoke() && len(sf.Blocks) > 0 && sf.Pkg == fn.Pkg {
					body = sf
				}
				for j, a := range all {
					if !sameEntity(a, base) {
						continue
					}
					if body != nil && !seen[body] && j < len(body.Params) {
						// the callee's body: follow the event it is given into its apply's case
						cevt := map[int]types.Type{}
						for k, a2 := range all {
							if mi, ok := a2.(*ssa.MakeInterface); ok {
								cevt[k] = mi.X.Type()
							} else if k < len(body.Params) {
								for pj, p := range fn.Params {
									if a2 == p && evt[pj] != nil {
										cevt[k] = evt[pj]
									}
								}
							}
						}
						seen[body] = true
						add(fa.fieldWritesV(body, body.Params[j], nil, cevt, depth+1, seen, anyVal)...)
						delete(seen, body)
						continue
					}
					_ = callee
					if fa.deletesRow(common, j) {
						add(rowKey(stateBase(a).Type())) // the row deleted (loads.go)
					}
					if sum := fa.env.calleeFact(common); sum != nil {
						for _, st := range sum.State {
							if st.Param == j {
								add(st.Writes...)
								if anyVal {
									add(st.Sets...)
								}
							}
						}
					}
				}
			}
		}
	}
	return out
}

// cellHolds: v is the cell of a variable a closure captures and the code
// reassigns, and base is stored in it (a parameter kept in its variable:
// user, err = find(…) later).
func cellHolds(v, base ssa.Value) bool {
	a, ok := v.(*ssa.Alloc)
	if !ok || !a.Heap || a.Referrers() == nil {
		return false
	}
	for _, r := range *a.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == a && st.Val == base {
			return true
		}
	}
	return false
}

// setsPointer: val is the address of a new value (f.review = &review): a
// pointer field set once, which a repeat finds non-nil.
func setsPointer(val ssa.Value) bool {
	a, ok := val.(*ssa.Alloc)
	return ok && a.Heap
}

// appendsTo: val is append(*addr, …), an element added to the collection
// at addr (o.offers = append(o.offers, offer)): a repeat finds it there.
func appendsTo(val, addr ssa.Value) bool {
	c, ok := val.(*ssa.Call)
	if !ok {
		return false
	}
	if b, ok := c.Call.Value.(*ssa.Builtin); !ok || b.Name() != "append" || len(c.Call.Args) == 0 {
		return false
	}
	u, ok := c.Call.Args[0].(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	b1, f1, ok1 := fieldOwner(u.X)
	b2, f2, ok2 := fieldOwner(addr)
	return ok1 && ok2 && b1 == b2 && f1 == f2
}

// condJoin: cont is entered only from the branch at b or from the earlier
// branches of the same condition (if o.owner != nil && *o.owner == id: the
// nil test's false side goes on too, to where a repeat then finds the owner set).
func condJoin(b, cont *ssa.BasicBlock) bool {
	if len(cont.Preds) == 1 {
		return true // the branch's side, or a search loop's exit (loopDone)
	}
	if len(cont.Preds) > 4 {
		return false
	}
	for _, p := range cont.Preds {
		if p == b {
			continue
		}
		if _, ok := p.Instrs[len(p.Instrs)-1].(*ssa.If); !ok || !p.Dominates(b) {
			return false
		}
	}
	return true
}

func returns(b *ssa.BasicBlock) bool {
	_, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
	return ok
}

// loopDone: side b of a branch in a loop goes straight back to the loop's
// head (a search through a collection that found nothing yet): the path
// that goes on is the head's exit, run once the search found nothing.
func loopDone(from, b *ssa.BasicBlock) *ssa.BasicBlock {
	for i := 0; i < 4 && b != nil; i++ {
		if b.Dominates(from) {
			if _, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If); !ok || len(b.Succs) != 2 {
				return nil
			}
			done := b.Succs[1]
			if len(done.Preds) != 1 || !b.Succs[0].Dominates(from) {
				return nil
			}
			return done
		}
		for _, in := range b.Instrs {
			if _, ok := in.(ssa.CallInstruction); ok {
				return nil
			}
		}
		if _, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Jump); !ok {
			return nil
		}
		b = b.Succs[0]
	}
	return nil
}

// stateGuard is a branch on a field of an entity whose one side returns
// early and whose other side writes that same field.
type stateGuard struct {
	ifI    *ssa.If
	cont   *ssa.BasicBlock // the side that goes on
	base   ssa.Value
	fields []string
	atomic bool // the write itself is conditional on the state (UPDATE … WHERE status = $old)
	// equality: a setter's equality guard, which covers only the effects
	// on whose paths the field is set (equalityWrites)
	equality bool
}

// exits: block b returns, or goes back to the loop around from (a
// continue), within a few blocks without branching again; chain is the
// blocks it runs on the way (a continue's run no calls).
func exits(from, b *ssa.BasicBlock) (chain []*ssa.BasicBlock, ok bool) {
	if b.Dominates(from) {
		return nil, true // the loop's head
	}
	if tree, ok := returnTree(from, b); ok {
		return tree, true
	}
	calls := false
	for i := 0; i < 4 && b != nil; i++ {
		chain = append(chain, b)
		for _, in := range b.Instrs {
			if _, ok := in.(ssa.CallInstruction); ok {
				calls = true
			}
		}
		switch b.Instrs[len(b.Instrs)-1].(type) {
		case *ssa.Return:
			return chain, true
		case *ssa.Jump:
			b = b.Succs[0]
			if b.Dominates(from) {
				return chain, !calls
			}
		default:
			return nil, false
		}
	}
	return nil, false
}

// returnTree: every path from b returns within a few blocks, branching on
// the way (the refusal picks its error: expired, cancelled, already used),
// and none goes back to from; the blocks it runs.
func returnTree(from, b *ssa.BasicBlock) ([]*ssa.BasicBlock, bool) {
	var tree []*ssa.BasicBlock
	work := []*ssa.BasicBlock{b}
	branched := false
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if slices.Contains(tree, x) {
			continue
		}
		if len(tree) >= 8 || x == from || x.Dominates(from) || len(x.Instrs) == 0 {
			return nil, false
		}
		tree = append(tree, x)
		switch x.Instrs[len(x.Instrs)-1].(type) {
		case *ssa.Return:
		case *ssa.Jump:
			work = append(work, x.Succs[0])
		case *ssa.If:
			branched = true
			work = append(work, x.Succs...)
		default:
			return nil, false
		}
	}
	return tree, branched
}

// stateGuards finds the state guards of fa's function.
func (fa *funcAnalysis) stateGuards() []stateGuard {
	var states []stateGuard
	fn := fa.fn
	for _, b := range fn.Blocks {
		ifI, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || len(b.Succs) != 2 {
			continue
		}
		if st, ok := fa.conditionalUpdate(ifI.Cond); ok {
			// the side where a row changed: n > 0, n != 0, n >= 1 (true) or n == 0, n < 1 (false)
			if bo, ok := ifI.Cond.(*ssa.BinOp); ok {
				cont := b.Succs[0]
				if bo.Op == token.EQL || bo.Op == token.LSS {
					cont = b.Succs[1]
				}
				if len(cont.Preds) == 1 {
					states = append(states, stateGuard{ifI: ifI, cont: cont, fields: []string{st}, atomic: true})
				}
			}
			continue
		}
		for k := 0; k < 2; k++ {
			if g, ok := fa.guardAt(ifI, b.Succs[k], b.Succs[1-k]); ok {
				if timeWindow(ifI.Cond) {
					break // a time window (sent within the last minute): it lapses by itself
				}
				g.fields = slices.DeleteFunc(g.fields, func(f string) bool { return limiterField(f) || transientField(g.base, f) })
				if processObject(g.base) || fa.decodedRequest(g.base) {
					g.fields = nil
				}
				if len(g.fields) > 0 {
					states = append(states, g)
				}
				break
			}
		}
	}
	sort.SliceStable(states, func(i, j int) bool { return states[i].ifI.Block().Index < states[j].ifI.Block().Index })
	return states
}

// guardAt: the branch ifI is a state guard when side exit returns at once
// without writing the entity and side cont writes the fields it tested.
func (fa *funcAnalysis) guardAt(ifI *ssa.If, exit, cont *ssa.BasicBlock) (stateGuard, bool) {
	fn := fa.fn
	chain, ok := exits(ifI.Block(), exit)
	if ok && len(chain) > 0 && !condJoin(ifI.Block(), cont) && returns(chain[len(chain)-1]) {
		// the guard is in a search loop: it goes on after the loop
		if d := loopDone(ifI.Block(), cont); d != nil {
			cont = d
		}
	}
	if !ok || !condJoin(ifI.Block(), cont) {
		return stateGuard{}, false
	}
	inCont := func(x *ssa.BasicBlock) bool { return cont.Dominates(x) }
	inExit := func(x *ssa.BasicBlock) bool { return slices.Contains(chain, x) }
	// a call of a method that refuses on its parameter's state, tested here
	if g := fa.refusingCall(ifI); g != nil {
		if len(fa.fieldWritesV(fn, g.base, inExit, nil, 0, map[*ssa.Function]bool{fn: true}, true)) == 0 {
			return stateGuard{ifI: ifI, cont: cont, base: g.base, fields: g.fields}, true
		}
		return stateGuard{}, false
	}
	for base, reads := range fa.fieldReads(ifI.Cond) {
		writes := fa.fieldWrites(fn, base, inCont, nil, 0, map[*ssa.Function]bool{fn: true})
		// any value the exit side stores counts: a side that sets the
		// field too (if m == nil { m = in } else { merge in }) refuses
		// nothing, whatever it sets
		exitWrites := fa.fieldWritesV(fn, base, inExit, nil, 0, map[*ssa.Function]bool{fn: true}, true)
		sqlWrites, cond := fa.sqlFieldWrites(fn, base, inCont)
		sqlExit, _ := fa.sqlFieldWrites(fn, base, inExit)
		var covered []string
		atomic := true
		for _, r := range reads {
			byStore := slices.Contains(writes, r) && !slices.Contains(exitWrites, r)
			bySQL := slices.Contains(sqlWrites, r) && !slices.Contains(sqlExit, r)
			if byStore || bySQL {
				covered = append(covered, r)
				atomic = atomic && !byStore && bySQL && cond
			}
		}
		if len(covered) > 0 {
			sort.Strings(covered)
			return stateGuard{ifI: ifI, cont: cont, base: base, fields: covered, atomic: atomic}, true
		}
	}
	// a presence test of a row the path deletes or marks used (loads.go)
	if base, states, locked, ok := fa.presenceExit(ifI, exit); ok {
		if covered := fa.contWrites(base, states, inCont, inExit, false); len(covered) > 0 {
			sort.Strings(covered)
			return stateGuard{ifI: ifI, cont: cont, base: base, fields: covered, atomic: locked}, true
		}
	}
	// a setter's equality guard: if o.owner == id { return }, then o.owner set
	if f, base, ok := fa.equalityExit(ifI, exit); ok {
		if len(fa.contWrites(base, []string{f}, inCont, inExit, true)) > 0 {
			return stateGuard{ifI: ifI, cont: cont, base: base, fields: []string{f}, equality: true}, true
		}
	}
	return stateGuard{}, false
}

// contWrites: the fields among fields of base that the side going on
// (the blocks inCont) writes — a constant, or any value with anyVal — and
// the exit side (inExit) does not write at all, whatever the value: the
// state a guard's refusal protects.
func (fa *funcAnalysis) contWrites(base ssa.Value, fields []string, inCont, inExit func(*ssa.BasicBlock) bool, anyVal bool) []string {
	fn := fa.fn
	writes := fa.fieldWritesV(fn, base, inCont, nil, 0, map[*ssa.Function]bool{fn: true}, anyVal)
	exitWrites := fa.fieldWritesV(fn, base, inExit, nil, 0, map[*ssa.Function]bool{fn: true}, true)
	var out []string
	for _, f := range fields {
		if slices.Contains(writes, f) && !slices.Contains(exitWrites, f) {
			out = append(out, f)
		}
	}
	return out
}

// equalityExit: ifI's condition is F == v, and its equal side is exit: a
// field of an entity compared with a value of the command (not a constant,
// not another field of the entity), and the branch leaves when they are
// equal: the command would set what is already there. The guard counts
// only when the other side writes F (guardAt).
func (fa *funcAnalysis) equalityExit(ifI *ssa.If, exit *ssa.BasicBlock) (string, ssa.Value, bool) {
	bo, ok := ifI.Cond.(*ssa.BinOp)
	if !ok || bo.Op != token.EQL && bo.Op != token.NEQ {
		return "", nil, false
	}
	eqSide := ifI.Block().Succs[0]
	if bo.Op == token.NEQ {
		eqSide = ifI.Block().Succs[1]
	}
	if eqSide != exit {
		return "", nil, false
	}
	for _, pair := range [][2]ssa.Value{{bo.X, bo.Y}, {bo.Y, bo.X}} {
		x, other := pair[0], pair[1]
		for i := 0; i < 2; i++ { // a field's value, or what a pointer field points to
			if u, ok := x.(*ssa.UnOp); ok && u.Op == token.MUL {
				x = u.X
			}
		}
		base, f, ok := fieldOwner(x)
		if !ok {
			base, f, ok = fa.getterRead(x)
		}
		if !ok || f == "" || constState(other) {
			continue
		}
		if len(fa.fieldReads(other)[base]) > 0 || processObject(base) || fa.decodedRequest(base) {
			continue // the request's own field (params.Email != u.GetEmail()): the other side is the entity's
		}
		return f, base, true
	}
	return "", nil, false
}

// getterRead: x is the result of a getter (u.GetEmail()): a call whose
// fact says it reads one field of one of its arguments, the entity; the
// entity and the field.
func (fa *funcAnalysis) getterRead(x ssa.Value) (ssa.Value, string, bool) {
	c, ok := x.(*ssa.Call)
	if !ok || c.Call.IsInvoke() || c.Call.Signature().Recv() == nil || len(c.Call.Args) == 0 {
		return nil, "", false
	}
	sum := fa.env.calleeFact(c.Common())
	if sum == nil {
		return nil, "", false
	}
	for _, st := range sum.State {
		if st.Param == 0 && len(st.Reads) == 1 {
			return entityOf(c.Call.Args[0]), st.Reads[0], true
		}
	}
	return nil, "", false
}

// entityOf: the entity a call's receiver or argument a stands for: the
// pointer a value receiver (o.IsPending() on *Offer) was loaded from.
func entityOf(a ssa.Value) ssa.Value {
	b := stateBase(a)
	if u, ok := b.(*ssa.UnOp); ok && u.Op == token.MUL {
		if _, isPtr := u.X.Type().Underlying().(*types.Pointer); isPtr {
			b = stateBase(u.X)
		}
	}
	return b
}

// refusingCall: the branch tests the result of a call whose callee
// refuses on the state of one of its arguments (fr.Cancel(…) returning
// ErrCannotCancel when the request is already cancelled).
func (fa *funcAnalysis) refusingCall(ifI *ssa.If) *stateGuard {
	var g *stateGuard
	condOperands(ifI.Cond, 30, true, func(x ssa.Value) bool {
		v, ok := x.(*ssa.Call)
		if !ok {
			return false
		}
		sum := fa.env.calleeFact(v.Common())
		if sum == nil {
			return false
		}
		if f := CalleeFunc(v.Common()); f != nil && validatorName.MatchString(f.Name()) {
			// p.Validate() refusing (or filling in) the command's fields is
			// input validation: a repeat passes it again
			return false
		}
		params, recv := splitArgs(v.Common())
		all := params
		if recv != nil {
			all = append([]ssa.Value{recv}, params...)
		}
		for _, st := range sum.State {
			if len(st.Refuses) > 0 && st.Param < len(all) {
				g = &stateGuard{base: stateBase(all[st.Param]), fields: st.Refuses}
				return true
			}
		}
		return false
	})
	return g
}

// validatorName: a method named for validating its receiver or argument.
var validatorName = regexp.MustCompile(`^(?i)(validate|valid|isvalid|sanitize|normalize)$`)

// condOperands calls visit on the values cond is computed from, walking
// through operators and extracts (and, with phis, the edges of phis), at
// most limit values, until visit returns true.
func condOperands(cond ssa.Value, limit int, phis bool, visit func(ssa.Value) bool) {
	walkOperands(cond, limit, phis, func(v ssa.Value) (bool, []ssa.Value) { return visit(v), nil })
}

// walkOperands is condOperands whose visit may also name more values to
// walk (the arguments of a call it looks through).
func walkOperands(cond ssa.Value, limit int, phis bool, visit func(ssa.Value) (stop bool, more []ssa.Value)) {
	seen := map[ssa.Value]bool{}
	work := []ssa.Value{cond}
	for steps := 0; len(work) > 0 && steps < limit; steps++ {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == nil || seen[x] {
			continue
		}
		seen[x] = true
		if ph, ok := x.(*ssa.Phi); ok && phis {
			work = append(work, ph.Edges...)
			continue
		}
		switch v := x.(type) {
		case *ssa.BinOp:
			work = append(work, v.X, v.Y)
		case *ssa.UnOp:
			work = append(work, v.X)
		case *ssa.Extract:
			work = append(work, v.Tuple)
		default:
			stop, more := visit(v)
			if stop {
				return
			}
			work = append(work, more...)
		}
	}
}

// versioned: the entity carries a version (a Version field or method, its
// own or an embedded base's): its save is an optimistic, versioned write
// (an event store's append under UNIQUE (aggregate_id, version)).
func versioned(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if _, ok := t.Underlying().(*types.Struct); !ok {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(t), true, nil, "Version")
	if obj != nil {
		return true
	}
	obj, _, _ = types.LookupFieldOrMethod(types.NewPointer(t), true, nil, "version")
	return obj != nil
}

// stateGuardEffects marks the effects of s that a state guard of the
// function dominates: the path that goes on changes the state the guard
// tested, so a repeat after it is refused before any of them.
func (fa *funcAnalysis) stateGuardEffects(s *summary, guards []stateGuard) {
	var eqTests *[]equalityTest // the function's setter's equality tests, found once
	for _, e := range s.effects {
		if e.guard != nil || e.State != "" || e.instr == nil || e.instr.Block() == nil {
			continue
		}
		if fs, ifI := fa.changeGuarded(e.instr.Block()); ifI != nil {
			// a change guard: compared with the snapshot, not conditional on it
			e.State = strings.Join(fs, ", ") + " compared with its earlier value at " + fa.where(fa.posOf(ifI))
			continue
		}
		for _, g := range guards {
			if !g.cont.Dominates(e.instr.Block()) || g.equality && !fa.equalityWrites(g.cont, g.base, g.fields[0], e.instr.Block()) {
				continue
			}
			e.State = strings.Join(g.fields, ", ") + " checked at " + fa.where(fa.posOf(g.ifI))
			e.StateAtomic = g.atomic || g.base != nil && versioned(g.base.Type())
			break
		}
		if e.State == "" {
			if eqTests == nil {
				tests := fa.equalityTests()
				eqTests = &tests
			}
			if f, ifI := fa.equalityBody(*eqTests, e.instr.Block()); ifI != nil {
				e.State = f + " checked at " + fa.where(fa.posOf(ifI))
			}
		}
	}
}

// equalityBody: block b lies in the body of a setter's equality test that
// skips the body when the stored value equals the request's (if
// params.Email != user.GetEmail() { …; set it; notify }), and a path
// through b in that body stores the field: a repeat finds them equal and
// skips it. A write in another branch of the body (the address set at
// once for one kind of user, only a pending change stored for the others)
// guards only the effects on its own paths. It returns the field and the
// test.
func (fa *funcAnalysis) equalityBody(tests []equalityTest, b *ssa.BasicBlock) (string, *ssa.If) {
	for _, t := range tests {
		if t.body.Dominates(b) && fa.equalityWrites(t.body, t.base, t.field, b) {
			return t.field, t.ifI
		}
	}
	return "", nil
}

// equalityTest: a setter's equality test whose equal side skips body.
type equalityTest struct {
	ifI   *ssa.If
	body  *ssa.BasicBlock
	base  ssa.Value
	field string
}

// equalityTests: the setter's equality tests of fa's function.
func (fa *funcAnalysis) equalityTests() []equalityTest {
	var out []equalityTest
	if fn := fa.fn; len(fn.Blocks) <= maxScanBlocks {
		for _, blk := range fn.Blocks {
			ifI, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.If)
			if !ok || len(blk.Succs) != 2 {
				continue
			}
			for k := 0; k < 2; k++ {
				skip, body := blk.Succs[k], blk.Succs[1-k]
				if len(body.Preds) != 1 || body.Dominates(skip) {
					continue
				}
				if f, base, ok := fa.equalityExit(ifI, skip); ok {
					out = append(out, equalityTest{ifI: ifI, body: body, base: base, field: f})
				}
			}
		}
	}
	return out
}

// equalityWrites: a path through block b in the region body dominates
// stores field f of base (any value): a setter's equality guard at the
// region's entry covers the effects at b.
func (fa *funcAnalysis) equalityWrites(body *ssa.BasicBlock, base ssa.Value, f string, b *ssa.BasicBlock) bool {
	after, before := reachable(b, func(x *ssa.BasicBlock) []*ssa.BasicBlock { return x.Succs }),
		reachable(b, func(x *ssa.BasicBlock) []*ssa.BasicBlock { return x.Preds })
	onPath := func(x *ssa.BasicBlock) bool {
		return body.Dominates(x) && (x == b || after[x] || before[x])
	}
	return slices.Contains(fa.fieldWritesV(fa.fn, base, onPath, nil, 0, map[*ssa.Function]bool{fa.fn: true}, true), f)
}

// reachable: the blocks a path leads to from b along next (its successors,
// or its predecessors for the blocks that lead to b), bounded.
func reachable(b *ssa.BasicBlock, next func(*ssa.BasicBlock) []*ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	seen := map[*ssa.BasicBlock]bool{}
	work := []*ssa.BasicBlock{b}
	for len(work) > 0 && len(seen) < maxScanBlocks {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range next(x) {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return seen
}

// stateFacts: the StateFacts of fa's function's pointer parameters.
func (fa *funcAnalysis) stateFacts(guards []stateGuard) []StateFact {
	var out []StateFact
	fn := fa.fn
	entities := 0
	for i, p := range fn.Params {
		_, isPtr := p.Type().Underlying().(*types.Pointer)
		_, isStruct := p.Type().Underlying().(*types.Struct)
		if !isPtr && !isStruct {
			continue
		}
		if entities++; entities > 8 {
			break // bounded: the first eight entity parameters
		}
		st := StateFact{Param: i}
		base := ssa.Value(p)
		if isStruct {
			// a struct parameter lives in a local the entry block stores it to
			base = spilled(fn, p)
			if base == nil {
				continue
			}
		}
		for _, b := range fn.Blocks {
			if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
				for _, v := range r.Results {
					for _, f := range fa.fieldReads(v)[base] {
						if !slices.Contains(st.Reads, f) {
							st.Reads = append(st.Reads, f)
						}
					}
				}
			}
		}
		if isPtr {
			st.Writes = fa.fieldWrites(fn, p, nil, nil, 0, map[*ssa.Function]bool{fn: true})
			for _, f := range fa.fieldWritesV(fn, p, nil, nil, 0, map[*ssa.Function]bool{fn: true}, true) {
				if !slices.Contains(st.Writes, f) {
					st.Sets = append(st.Sets, f)
				}
			}
		}
		for _, g := range guards {
			if g.base == p {
				for _, f := range g.fields {
					if !slices.Contains(st.Refuses, f) {
						st.Refuses = append(st.Refuses, f)
					}
				}
			}
		}
		if len(st.Reads)+len(st.Writes)+len(st.Refuses)+len(st.Sets) > 0 {
			sort.Strings(st.Reads)
			sort.Strings(st.Writes)
			sort.Strings(st.Sets)
			sort.Strings(st.Refuses)
			out = append(out, st)
		}
	}
	return out
}

// spilled: the local a struct parameter is copied to on entry (go/ssa
// gives a struct parameter whose fields are read a local: t0 = local T (p);
// *t0 = p), or the parameter itself when it is used as a value.
func spilled(fn *ssa.Function, p *ssa.Parameter) ssa.Value {
	if len(fn.Blocks) == 0 {
		return nil
	}
	for _, in := range fn.Blocks[0].Instrs {
		if st, ok := in.(*ssa.Store); ok && st.Val == p {
			if a, ok := st.Addr.(*ssa.Alloc); ok {
				return a
			}
		}
	}
	return p
}

// changeCompare: cond compares the same field of two entities (a snapshot
// taken before the handler's write and the state after it: old.Title ==
// new.Title, slices.Equal(tenant.Topics, prev.topics)); eq is true for an
// equality (the true side is "unchanged").
func (fa *funcAnalysis) changeCompare(cond ssa.Value) (fields []string, eq, ok bool) {
	var x, y ssa.Value
	switch c := cond.(type) {
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ {
			return nil, false, false
		}
		x, y, eq = c.X, c.Y, c.Op == token.EQL
	case *ssa.Call:
		obj := calleeFunc(&c.Call)
		if obj == nil || obj.Pkg() == nil || len(c.Call.Args) != 2 {
			return nil, false, false
		}
		switch obj.Pkg().Path() + "." + obj.Name() {
		case "slices.Equal", "bytes.Equal", "reflect.DeepEqual", "maps.Equal", "strings.EqualFold", "github.com/google/go-cmp/cmp.Equal":
		default:
			return nil, false, false
		}
		x, y, eq = c.Call.Args[0], c.Call.Args[1], true
	default:
		return nil, false, false
	}
	rx, ry := fa.fieldReads(x), fa.fieldReads(y)
	for bx, fx := range rx {
		for by, fy := range ry {
			if bx == by || fa.decodedRequest(bx) || fa.decodedRequest(by) {
				// the request's own value against the stored one
				// (params.Email != user.Email) is no snapshot: it
				// refuses a repeat only when the handler stores the
				// request's value (equalityExit's setter guard)
				continue
			}
			for _, a := range fx {
				for _, b := range fy {
					if fieldName(a) != "" && strings.EqualFold(fieldName(a), fieldName(b)) && !identityField(fieldName(a)) {
						fields = append(fields, a)
					}
				}
			}
		}
	}
	return fields, eq, len(fields) > 0
}

// timeWindow: cond compares with the current time (time.Now, time.Since
// or time.Until), in the condition or in a function it calls with the
// field (validateSentWithinFrequencyLimit(user.SentAt, freq): sentAt.Add(
// freq).After(time.Now())): a rate limit or an expiry, which lapses by
// itself. It refuses a repeat only inside its window, and the field it
// reads (a sent-at, a last-challenged-at) says when the work last ran, not
// what state the entity is in, so it is no guard by state (issue 23).
func timeWindow(cond ssa.Value) bool {
	found := false
	walkOperands(cond, 40, true, func(x ssa.Value) (bool, []ssa.Value) {
		v, ok := x.(*ssa.Call)
		if !ok {
			return false, nil
		}
		c := v.Common()
		if nowCall(c) {
			found = true
			return true, nil
		}
		if f := CalleeFunc(c); f != nil && f.Pkg() != nil && f.Pkg().Path() == "time" {
			// t.Add(d).After(now): the times compared
			more := append([]ssa.Value(nil), c.Args...)
			if c.IsInvoke() {
				more = append(more, c.Value)
			}
			return false, more
		}
		found = callsNow(c.StaticCallee())
		return found, nil
	})
	return found
}

// callsNow: fn (its own body, not its callees') reads the clock.
func callsNow(fn *ssa.Function) bool {
	if fn == nil {
		return false
	}
	n := 0
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			if n++; n > 400 {
				return false
			}
			if ci, ok := in.(ssa.CallInstruction); ok && nowCall(ci.Common()) {
				return true
			}
		}
	}
	return false
}

// nowCall: c reads the clock (time.Now, time.Since, time.Until).
func nowCall(c *ssa.CallCommon) bool {
	f := CalleeFunc(c)
	if f == nil || f.Pkg() == nil || f.Pkg().Path() != "time" {
		return false
	}
	switch f.Name() {
	case "Now", "Since", "Until":
		return true
	}
	return false
}

// limiterField: a field of rate limiting ("Topic.rateVisitor",
// "Client.RateLimit", "User.throttledUntil") or of the process's own
// locking ("SettingsHandler.aggregationLocks", "Worker.mu", "inFlight"):
// no business state, so a check of it is no guard by state (issue 22 kind
// 5): a lock held in memory says a run is in progress here, not that the
// entity was changed.
func limiterField(key string) bool {
	return limiterName.MatchString(fieldName(key))
}

var limiterName = regexp.MustCompile(`^(rate|limit|throttl|cooldown|backoff|lock|mutex|mu$|inflight|inFlight|busy)|Rate|Limit|Throttl|Cooldown|Backoff|Lock|Mutex|InFlight|Inflight`)

// transientField: field key ("Campaign.HeaderTpls") of the struct base
// points to is no column: tagged db:"-" (gorm, bun, sql likewise), or, in
// a struct whose columns carry db tags (sqlx, pgx scanning), a field with
// no db tag kept out of the JSON too (json:"-": a template cache, a value
// computed for this request). A check of it is no business state: nothing
// persists it, so a repeat finds it as the first run did. (gorm, bun and
// xorm map untagged fields to columns: their models count only "-".)
func transientField(base ssa.Value, key string) bool {
	st := entityStruct(base)
	if st == nil {
		return false
	}
	name := key[strings.LastIndex(key, ".")+1:]
	dbTagged, ormTagged := 0, false
	hidden := false
	for i := 0; i < st.NumFields(); i++ {
		tag := reflect.StructTag(st.Tag(i))
		mine := st.Field(i).Name() == name
		for _, k := range dbTagKeys {
			v, ok := tag.Lookup(k)
			if !ok {
				continue
			}
			if mine {
				// the field's own first column tag decides
				return v == "-" || strings.HasPrefix(v, "-;") || strings.HasPrefix(v, "-,")
			}
			if k == "db" {
				dbTagged++
			} else {
				ormTagged = true
			}
		}
		if mine {
			hidden = tag.Get("json") == "-"
		}
	}
	return hidden && dbTagged >= 2 && !ormTagged
}

// processObject: base points to a struct that guards its fields with a
// mutex (a server, a bridge, a registry of connections): the process's own
// machinery, whose fields say what this process is doing, not what state
// an entity is in. A check of one is no guard by business state.
func processObject(base ssa.Value) bool {
	st := entityStruct(base)
	if st == nil {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		ft := st.Field(i).Type()
		if p, ok := ft.(*types.Pointer); ok {
			ft = p.Elem()
		}
		if n, ok := types.Unalias(ft).(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "sync" && (n.Obj().Name() == "Mutex" || n.Obj().Name() == "RWMutex") {
			return true
		}
	}
	return false
}

// decodedRequest: base is a local the delivery is decoded into here
// (json.NewDecoder(r.Body).Decode(&p), c.ShouldBindJSON(&p)): the command's
// own fields, not stored state. A check of them (a Validate that refuses
// or fills in a field) is input validation; a repeat passes it again.
func (fa *funcAnalysis) decodedRequest(base ssa.Value) bool {
	return fa.decodedRequestN(base, 0)
}

func (fa *funcAnalysis) decodedRequestN(base ssa.Value, depth int) bool {
	switch b := base.(type) {
	case *ssa.UnOp:
		if b.Op == token.MUL {
			base = b.X // the pointer loaded from a captured variable's cell
		}
	case *ssa.FreeVar:
		// a closure's captured variable (db.Transaction(func(tx) { … params
		// … })): the value the enclosing function binds to it
		if depth < 3 {
			if v, parent := boundValue(b); v != nil {
				return fa.pa.funcAnalysisFor(parent).decodedRequestN(v, depth+1)
			}
		}
		return false
	}
	alloc, ok := base.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return false
	}
	// the struct, and, for a variable captured by a closure (a cell
	// holding the pointer: params := &P{}), the pointer loaded from it and
	// the struct stored into it
	vals := []ssa.Value{alloc}
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.UnOp:
			if r.Op == token.MUL {
				vals = append(vals, r)
			}
		case *ssa.Store:
			if r.Addr == alloc {
				vals = append(vals, r.Val)
			}
		}
	}
	for _, v := range vals {
		if v.Referrers() == nil {
			continue
		}
		for _, r := range *v.Referrers() {
			var ci ssa.CallInstruction
			switch r := r.(type) {
			case ssa.CallInstruction:
				ci = r
			case *ssa.MakeInterface:
				for _, rr := range *r.Referrers() {
					if c, ok := rr.(ssa.CallInstruction); ok {
						ci = c
					}
				}
			}
			if ci == nil {
				continue
			}
			// a modelled decoder, or the service's own decode helper (its Fills)
			if fa.writtenBy(ci, v).O&(model.Payload|model.Message) != 0 {
				return true
			}
		}
	}
	return false
}

// entityStruct: the struct base points to (through up to three pointers,
// as a captured cell of an entity pointer is), or nil.
func entityStruct(base ssa.Value) *types.Struct {
	if base == nil {
		return nil
	}
	t := base.Type()
	for i := 0; i < 3; i++ {
		p, ok := t.Underlying().(*types.Pointer)
		if !ok {
			break
		}
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

// dbTagKeys: the struct tags that map a field to a column.
var dbTagKeys = []string{"db", "gorm", "bun", "sql", "pg", "xorm"}

// identityField: a field that names an entity rather than holds its
// state (ID, UserID, Uuid, Key). Two entities' ids compared ask "the same
// entity?" (`if event.Doer.ID == event.Member.ID { return }`), not "did
// its state change?": no change guard.
func identityField(name string) bool {
	l := strings.ToLower(name)
	return l == "id" || l == "key" || l == "uuid" || l == "uid" ||
		strings.HasSuffix(name, "ID") || strings.HasSuffix(name, "Id") || strings.HasSuffix(name, "UUID") || strings.HasSuffix(name, "Uuid")
}

func fieldName(key string) string {
	if i := strings.LastIndex(key, "."); i >= 0 {
		return key[i+1:]
	}
	return ""
}

// maxScanBlocks bounds the functions whose every branch changeGuarded,
// branchToggles and listAppends look at: a larger one (generated code)
// is left alone.
const maxScanBlocks = 2000

// changeGuarded: every path from the function's entry to block b takes
// the "changed" side of a comparison of a state with its snapshot (`if
// unchanged { return }; emit(…)`): a repeat that changes nothing does not
// reach b. It returns the fields compared and the first comparison.
func (fa *funcAnalysis) changeGuarded(b *ssa.BasicBlock) ([]string, *ssa.If) {
	fn := fa.fn
	if len(fn.Blocks) == 0 || len(fn.Blocks) > maxScanBlocks {
		return nil, nil
	}
	cut := map[[2]int]bool{} // the "changed" edges
	var fields []string
	var first *ssa.If
	for _, blk := range fn.Blocks {
		ifI, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.If)
		if !ok || len(blk.Succs) != 2 {
			continue
		}
		fs, eq, ok := fa.changeCompare(ifI.Cond)
		if !ok {
			continue
		}
		changed := blk.Succs[1]
		if !eq {
			changed = blk.Succs[0]
		}
		cut[[2]int{blk.Index, changed.Index}] = true
		if first == nil {
			first = ifI
		}
		for _, f := range fs {
			if !slices.Contains(fields, f) {
				fields = append(fields, f)
			}
		}
	}
	if len(cut) == 0 {
		return nil, nil
	}
	seen := map[*ssa.BasicBlock]bool{fn.Blocks[0]: true}
	work := []*ssa.BasicBlock{fn.Blocks[0]}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == b {
			return nil, nil
		}
		for _, s := range x.Succs {
			if !seen[s] && !cut[[2]int{x.Index, s.Index}] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	sort.Strings(fields)
	return fields, first
}

var (
	updateRe = regexp.MustCompile(`(?is)^\s*UPDATE\s+("?[\w.]+"?)\s+SET\s+(.*?)\s+WHERE\s+(.*)$`)
	setColRe = regexp.MustCompile(`(?i)(?:^|,)\s*"?(\w+)"?\s*=`)
	deleteRe = regexp.MustCompile(`(?is)^\s*DELETE\s+FROM\s+("?[\w.]+"?)\s+(?:AS\s+\w+\s+)?WHERE\s+\S`)
)

// conditionalUpdate: cond tests the rows affected of an UPDATE that sets
// a column its WHERE also tests (UPDATE t SET status = 'closed' WHERE id =
// $1 AND status = 'open'): the write is conditional on the state, so only
// one of concurrent duplicates changes a row. It returns "table.column".
func (fa *funcAnalysis) conditionalUpdate(cond ssa.Value) (string, bool) {
	var st string
	found := false
	condOperands(cond, 40, false, func(x ssa.Value) bool {
		switch v := x.(type) {
		case *ssa.FieldAddr:
			// gorm: db.Where(…).Update(…).RowsAffected
			if f := stateFieldKey(v.X.Type(), v.Field); strings.HasSuffix(f, ".RowsAffected") {
				st, found = fa.updateText(v.X)
			}
		case *ssa.Call:
			if fn := calleeFunc(v.Common()); fn != nil && fn.Name() == "RowsAffected" {
				_, recv := splitArgs(v.Common())
				st, found = fa.updateText(recv)
			}
		}
		if c, ok := x.(*ssa.Call); ok && !found && comparesCount(cond, c) && fa.pa.m.LookupFunc(calleeFunc(c.Common())) != nil {
			// xorm: n, err := sess.Where(…).Update(&row): the affected
			// rows are the call's first (integer) result
			if t, ok := c.Type().(*types.Tuple); ok && t.Len() == 2 {
				if b, ok := t.At(0).Type().Underlying().(*types.Basic); ok && b.Info()&types.IsInteger != 0 {
					st, found = fa.updateText(c)
				}
			}
		}
		return found
	})
	return st, found
}

// updateText: the conditional UPDATE whose result v is, or the DELETE
// (with a WHERE) whose result v is: only the first of two deletes of a
// row changes one, so the rows it affected decide as a conditional
// UPDATE's do. A result that is one of several such statements (the
// branches of an owner's or a token's delete) is each of them.
func (fa *funcAnalysis) updateText(v ssa.Value) (string, bool) {
	v = strip(v)
	if phi, ok := v.(*ssa.Phi); ok {
		var st string
		for _, e := range phi.Edges {
			if _, isConst := e.(*ssa.Const); isConst {
				continue // nil on a path that returned before
			}
			s, ok := fa.updateText1(e)
			if !ok {
				return "", false
			}
			if st == "" {
				st = s
			}
		}
		return st, st != ""
	}
	return fa.updateText1(v)
}

func (fa *funcAnalysis) updateText1(v ssa.Value) (string, bool) {
	v = strip(v)
	if ex, ok := v.(*ssa.Extract); ok {
		v = ex.Tuple
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return "", false
	}
	var stmt model.SQLStmt
	if rule := fa.pa.m.LookupFunc(calleeFunc(call.Common())); rule != nil && rule.SQLArg >= 0 {
		params, _ := splitArgs(call.Common())
		if rule.SQLArg >= len(params) {
			return "", false
		}
		stmt, ok = fa.sqlText(params[rule.SQLArg])
	} else {
		stmt, ok = fa.sqlText(call)
	}
	if !ok {
		// a run of a statement an ORM's chain describes (xorm's
		// sess.ID(id).Where(…).Update(&row)): the statement its hook
		// classifies
		stmt, ok = fa.hookSQL(call)
	}
	if !ok {
		return "", false
	}
	if d := deleteRe.FindStringSubmatch(stmt.Text); d != nil {
		return strings.Trim(d[1], `"`) + " (a DELETE)", true
	}
	m := updateRe.FindStringSubmatch(stmt.Text)
	if m == nil {
		return "", false
	}
	where := strings.ToLower(m[3])
	for _, c := range setColRe.FindAllStringSubmatch(m[2], -1) {
		col := strings.ToLower(c[1])
		if regexp.MustCompile(`\b` + regexp.QuoteMeta(col) + `\b\s*(=|<>|!=|\bin\b|\bis\b|\bnot\b)`).MatchString(where) {
			return strings.Trim(m[1], `"`) + "." + col + " (a conditional UPDATE)", true
		}
	}
	return "", false
}

// comparesCount: cond compares call c's first result (n < 1, n == 0).
func comparesCount(cond ssa.Value, c *ssa.Call) bool {
	bo, ok := cond.(*ssa.BinOp)
	if !ok {
		return false
	}
	for _, x := range []ssa.Value{bo.X, bo.Y} {
		if cv, ok := x.(*ssa.Convert); ok {
			x = cv.X
		}
		if ex, ok := x.(*ssa.Extract); ok && ex.Index == 0 && ex.Tuple == ssa.Value(c) {
			return true
		}
	}
	return false
}

// hookSQL: the one SQL statement the modelled call's hook classifies it
// as running.
func (fa *funcAnalysis) hookSQL(call *ssa.Call) (model.SQLStmt, bool) {
	fn := calleeFunc(call.Common())
	rule := fa.pa.m.LookupFunc(fn)
	if rule == nil || rule.Hook == nil {
		return model.SQLStmt{}, false
	}
	cls := rule.Hook(fa.callSite(call, fn, rule))
	if len(cls.SQL) != 1 {
		return model.SQLStmt{}, false
	}
	return cls.SQL[0], true
}

// sqlFieldWrites: the fields of base's entity that an UPDATE run in the
// blocks in sets to a constant (a column of the entity's table named as
// the field: Entry.Starred for UPDATE entries SET starred = $1), by a
// modelled SQL call of fn or through a callee (FuncFact.Sets). An entity
// loaded from a row and checked, then changed by a statement rather than
// a store of the field, is guarded by that check as one saved whole is.
// cond: every such UPDATE also tests the column in its WHERE (a
// conditional write).
func (fa *funcAnalysis) sqlFieldWrites(fn *ssa.Function, base ssa.Value, in func(*ssa.BasicBlock) bool) (fields []string, cond bool) {
	cond = true
	for _, w := range fa.sqlFieldSets(fn, base, in) {
		if !slices.Contains(fields, w.field) {
			fields = append(fields, w.field)
		}
		cond = cond && w.cond
	}
	return fields, cond && len(fields) > 0
}

// sqlTableName: a table's name without quotes or schema ("public.entries"
// → "entries"), lower-cased.
func sqlTableName(t string) string {
	t = strings.ToLower(strings.ReplaceAll(t, `"`, ""))
	if i := strings.LastIndexByte(t, '.'); i >= 0 {
		t = t[i+1:]
	}
	return t
}

// squash: a name lower-cased without underscores, for comparing Go and
// SQL spellings (CreatedAt, created_at).
func squash(s string) string { return strings.ToLower(strings.ReplaceAll(s, "_", "")) }

// sameColumn: Go field name f and SQL column c name the same thing.
func sameColumn(f, c string) bool { return squash(f) == squash(c) }

// entityTable: a struct named typ is a row of table: the table is the
// type's name, or its plural (Entry → entries, Invoice → invoices,
// Status → statuses), that name with a suffix repositories give the view
// of a row they return (ExportOut, OrderDTO), or the type is sqlc's row
// of a query of it (GetInvoiceRow).
func entityTable(typ, table string) bool {
	n, t := squash(typ), squash(table)
	if n == "" || t == "" {
		return false
	}
	one := func(n string) bool {
		return t == n || t == n+"s" || t == n+"es" || strings.HasSuffix(n, "y") && t == n[:len(n)-1]+"ies"
	}
	if one(n) {
		return true
	}
	for _, dto := range dtoSuffixes {
		// a repository's view of the row (ExportOut, OrderDTO, UserModel)
		if base, ok := strings.CutSuffix(n, dto); ok && len(base) > 2 && one(base) {
			return true
		}
	}
	if strings.HasSuffix(n, "row") {
		sing := strings.TrimSuffix(strings.TrimSuffix(t, "s"), "ie")
		return len(sing) > 3 && strings.Contains(n, sing)
	}
	return false
}

// dtoSuffixes: the suffixes of the types repositories return a row as
// (squashed).
var dtoSuffixes = []string{"out", "output", "dto", "model", "record", "entity"}

// sqlSet: the SQLSetFact of assignment a of an UPDATE of table, whose
// placeholders are bound to bound: a literal, a placeholder bound to a
// constant (Param -1) or to one of the function's parameters; not ok for
// an increment, a toggle, an expression of the row or a value from
// elsewhere.
func (fa *funcAnalysis) sqlSet(table string, a sqlclass.Assign, where []string, bound []ssa.Value) (SQLSetFact, bool) {
	if a.Increment || a.SelfRef || a.Toggle || !a.Constant {
		return SQLSetFact{}, false
	}
	set := SQLSetFact{Table: sqlTableName(table), Column: a.Column, Param: -1, Cond: slices.Contains(where, a.Column)}
	if a.Literal {
		return set, true
	}
	if a.Param <= 0 || a.Param > len(bound) {
		return SQLSetFact{}, false
	}
	return fa.boundSet(SQLSetFact{Table: set.Table, Column: set.Column, Param: 0, Cond: set.Cond}, func(int) ssa.Value { return bound[a.Param-1] })
}

// boundSet: set, whose value is parameter set.Param of a callee (-1: a
// constant already), with argAt giving the call's arguments: a constant
// stays -1, one of this function's parameters becomes its index; not ok
// for any other value.
func (fa *funcAnalysis) boundSet(set SQLSetFact, argAt func(int) ssa.Value) (SQLSetFact, bool) {
	if set.Param < 0 {
		return set, true
	}
	v := strip(argAt(set.Param))
	if v == nil {
		return SQLSetFact{}, false
	}
	if constState(v) {
		set.Param = -1
		return set, true
	}
	if p, ok := v.(*ssa.Parameter); ok {
		for i, q := range fa.fn.Params {
			if q == p {
				set.Param = i
				return set, true
			}
		}
	}
	return SQLSetFact{}, false
}

// fieldSet is one write of an entity's field by an UPDATE to a constant:
// the field, the value's text ("" for a constant that is no literal of
// the program: a package variable used as one; a name for a literal in
// the statement or a constant a callee binds), whether the UPDATE's WHERE
// tests the column, and the call that runs it.
type fieldSet struct {
	field, val string
	cond       bool
	instr      ssa.CallInstruction
}

// sqlFieldSets: the writes of base's fields to a constant by the UPDATEs
// run in the blocks in (nil: all), directly through a modelled SQL call
// or through a callee's FuncFact.Sets.
func (fa *funcAnalysis) sqlFieldSets(fn *ssa.Function, base ssa.Value, in func(*ssa.BasicBlock) bool) []fieldSet {
	if fn == fa.fn && !fa.setsColumns() {
		return nil // every guard and branch of the function asks: answer once
	}
	t := base.Type()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	st, isStruct := t.Underlying().(*types.Struct)
	if !ok || !isStruct {
		return nil
	}
	var out []fieldSet
	add := func(table, column, val string, cond bool, ci ssa.CallInstruction) {
		if !entityTable(n.Obj().Name(), table) {
			return
		}
		for i := 0; i < st.NumFields(); i++ {
			if sameColumn(st.Field(i).Name(), column) {
				if f := stateFieldKey(t, i); f != "" {
					out = append(out, fieldSet{field: f, val: val, cond: cond, instr: ci})
				}
			}
		}
	}
	// constant: v is a constant state (constState); its text when it is a
	// constant of the program
	constant := func(v ssa.Value) (string, bool) {
		v = strip(v)
		if v == nil || !constState(v) {
			return "", false
		}
		if c, ok := v.(*ssa.Const); ok && c.Value != nil {
			return c.Value.ExactString(), true
		}
		return "", true
	}
	for _, b := range fn.Blocks {
		if in != nil && !in(b) {
			continue
		}
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			common := ci.Common()
			if rule := fa.pa.m.LookupFunc(calleeFunc(common)); rule != nil {
				params, _ := splitArgs(common)
				if rule.Effect != model.SQL || rule.SQLArg < 0 || rule.SQLArg >= len(params) {
					continue
				}
				stmt, ok := fa.sqlText(params[rule.SQLArg])
				if !ok {
					continue
				}
				bound := boundArgs(params[rule.SQLArg+1:])
				for _, s := range sqlclass.Parse(stmt.Text) {
					if s.Kind != sqlclass.Update {
						continue
					}
					for _, a := range s.Sets {
						cond := slices.Contains(s.Where, a.Column)
						switch {
						case a.Increment || a.SelfRef || a.Toggle || !a.Constant:
						case a.Literal:
							add(sqlTableName(s.Table), a.Column, fmt.Sprintf("literal@%d", fa.posOf(ci)), cond, ci)
						case a.Param > 0 && a.Param <= len(bound):
							if v, ok := constant(bound[a.Param-1]); ok {
								add(sqlTableName(s.Table), a.Column, v, cond, ci)
							}
						}
					}
				}
				continue
			}
			sum := fa.env.calleeFact(common)
			if sum == nil {
				continue
			}
			all := callArgs(common)
			for _, set := range sum.Sets {
				switch {
				case set.Param < 0:
					add(set.Table, set.Column, fmt.Sprintf("%s@%d", calleeName(calleeFunc(common)), fa.posOf(ci)), set.Cond, ci)
				case set.Param < len(all):
					if v, ok := constant(all[set.Param]); ok {
						add(set.Table, set.Column, v, set.Cond, ci)
					}
				}
			}
		}
	}
	return out
}

// setsColumns: fa's function makes a call that may run an UPDATE setting
// a column (a modelled SQL call, or a callee whose fact has Sets), the
// precondition of sqlFieldSets finding anything there.
func (fa *funcAnalysis) setsColumns() bool {
	if fa.setsSQL == 0 {
		fa.setsSQL = 1
	scan:
		for _, b := range fa.fn.Blocks {
			for _, instr := range b.Instrs {
				ci, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				if rule := fa.pa.m.LookupFunc(calleeFunc(ci.Common())); rule != nil {
					if rule.Effect == model.SQL && rule.SQLArg >= 0 {
						fa.setsSQL = 2
						break scan
					}
					continue
				}
				if sum := fa.env.calleeFact(ci.Common()); sum != nil && len(sum.Sets) > 0 {
					fa.setsSQL = 2
					break scan
				}
			}
		}
	}
	return fa.setsSQL == 2
}

// branchToggles: a branch on a field of an entity whose two sides both
// set that field by an UPDATE, to different constants (if u.IsSilenced() {
// SetUserStatus(id, Active) } else { SetUserStatus(id, Silenced) }): a
// toggle written in Go. A repeat reads the value the first run wrote and
// takes the other side: it flips the value back. Recorded as a toggle at
// the first side's write.
func (fa *funcAnalysis) branchToggles(s *summary) {
	fn := fa.fn
	if len(fn.Blocks) > maxScanBlocks {
		return
	}
	for _, b := range fn.Blocks {
		ifI, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || len(b.Succs) != 2 {
			continue
		}
		t, f := b.Succs[0], b.Succs[1]
		if len(t.Preds) != 1 || len(f.Preds) != 1 {
			continue
		}
		inT := func(x *ssa.BasicBlock) bool { return t.Dominates(x) }
		inF := func(x *ssa.BasicBlock) bool { return f.Dominates(x) }
		for base, reads := range fa.fieldReads(ifI.Cond) {
			if base == nil {
				continue
			}
			// the writes whose value is a constant of the program, by field
			byField := func(in func(*ssa.BasicBlock) bool) map[string][]fieldSet {
				out := map[string][]fieldSet{}
				for _, w := range fa.sqlFieldSets(fn, base, in) {
					if w.val != "" {
						out[w.field] = append(out[w.field], w)
					}
				}
				return out
			}
			wt, wf := byField(inT), byField(inF)
			for _, r := range reads {
				st, sf := wt[r], wf[r]
				if len(st) == 0 || len(sf) == 0 || st[0].val == sf[0].val {
					continue
				}
				ci := st[0].instr
				if slices.ContainsFunc(s.effects, func(e *Effect) bool { return e.instr == ci && e.Toggle }) {
					continue
				}
				pos := fa.posOf(ci)
				s.effects = append(s.effects, &Effect{EffectFact: EffectFact{Kind: model.Increment, Toggle: true,
					Chain: []string{calleeName(calleeFunc(ci.Common()))}, Desc: "sets " + r + " to the opposite of what it read at " + fa.where(fa.posOf(ifI)),
					Where: fa.where(pos), SafeIfSender: -1, SQLWrite: true}, instr: ci, pos: pos})
			}
		}
	}
}

// listAppends: a stored entity's list field extended here by an entry
// minted here (client.Credentials.Secrets = append(client.Credentials.
// Secrets, secret) with secret.ID = uuid.New()), then the entity saved
// by an ORM update (tx.Model(&client).Updates(&client)): a repeat loads
// the saved list and appends another entry. Recorded as an append at the
// save.
func (fa *funcAnalysis) listAppends(s *summary) {
	fn := fa.fn
	if len(fn.Blocks) > maxScanBlocks {
		return
	}
	type grown struct {
		store *ssa.Store
		root  ssa.Value
		field string
	}
	var lists []grown
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			call, ok := st.Val.(*ssa.Call)
			if !ok {
				continue
			}
			if bi, ok := call.Call.Value.(*ssa.Builtin); !ok || bi.Name() != "append" || len(call.Call.Args) != 2 {
				continue
			}
			old, ok := call.Call.Args[0].(*ssa.UnOp)
			if !ok || old.Op != token.MUL || canon(fa.pa.m, old.X, 0) != canon(fa.pa.m, st.Addr, 0) {
				continue
			}
			root, path := fieldRoot(st.Addr)
			if root == nil || path == "" {
				continue
			}
			minted := false
			for _, e := range variadicElems(call.Call.Args[1]) {
				if fa.argProv(e).HasMinted() {
					minted = true
				}
				if lit, fields := model.StructLiteral(e); lit != nil {
					for _, fv := range fields {
						if fa.argProv(fv).HasMinted() {
							minted = true
						}
					}
				}
			}
			if minted {
				lists = append(lists, grown{st, root, path})
			}
		}
	}
	if len(lists) == 0 {
		return
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			rule := fa.pa.m.LookupFunc(calleeFunc(ci.Common()))
			if rule == nil || rule.Effect != model.Idempotent {
				continue
			}
			for _, g := range lists {
				if !mayReach(g.store, ci) || !savesRow(ci, g.root) {
					continue
				}
				pos := fa.posOf(ci)
				s.effects = append(s.effects, &effectInst{EffectFact: EffectFact{Kind: model.Append,
					Chain: []string{calleeName(calleeFunc(ci.Common()))}, Desc: "appends a new element to " + g.field + " and saves it",
					Where: fa.where(pos), SafeIfSender: -1}, instr: ci, pos: pos})
				break
			}
		}
	}
}

// fieldRoot: the value a field address is taken from, through nested
// fields (&client.Credentials.Secrets is client's), and the path
// ("OidcClient.Credentials.Secrets"); nil when it is no field of a
// local, a parameter or a loaded pointer.
func fieldRoot(addr ssa.Value) (ssa.Value, string) {
	var names []string
	v := addr
	for i := 0; i < 6; i++ {
		switch x := v.(type) {
		case *ssa.FieldAddr:
			if f := fieldVar(deref(x.X.Type()), x.Field); f != nil {
				names = append([]string{f.Name()}, names...)
			}
			v = x.X
			continue
		case *ssa.Alloc, *ssa.Parameter, *ssa.UnOp:
			if n, ok := types.Unalias(deref(x.Type())).(*types.Named); ok && len(names) > 0 {
				names = append([]string{n.Obj().Name()}, names...)
			}
			return x, strings.Join(names, ".")
		}
		return nil, ""
	}
	return nil, ""
}

// savesRow: call ci writes the row root is (its argument, or the
// argument of a call its receiver chain was built by: Model(&client)).
func savesRow(ci ssa.CallInstruction, root ssa.Value) bool {
	is := func(v ssa.Value) bool {
		v = strip(v)
		if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
			v = u.X
		}
		return v == root
	}
	params, recv := splitArgs(ci.Common())
	for _, a := range params {
		if is(a) {
			return true
		}
	}
	for i := 0; i < 8 && recv != nil; i++ {
		c, ok := strip(recv).(*ssa.Call)
		if !ok {
			return false
		}
		ps, r := splitArgs(c.Common())
		for _, a := range ps {
			if is(a) {
				return true
			}
		}
		recv = r
	}
	return false
}
