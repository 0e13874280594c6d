package idemcore

// Channels between goroutines (issue 23 point 4): a handler that sends a
// value into a channel kept in a struct field hands the work to the
// goroutine that receives from that field (a websocket client's write
// loop, a worker pool): what that receiver does is the send's effect.
// Receivers are found in the package by the field they receive from.

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// maxChanReaders bounds the receiving functions merged at one send.
const maxChanReaders = 4

// chanField is the struct field a channel value is loaded from (c.write,
// for <-c.write and c.write <- v), or nil.
func chanField(v ssa.Value) *types.Var {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return nil
	}
	fa, ok := u.X.(*ssa.FieldAddr)
	if !ok {
		return nil
	}
	return FieldVar(fa.X.Type(), fa.Field)
}

// chanReaders: the package's functions that receive from a channel held
// in field f (a receive, a select case or a range), once per package.
func (sz *summarizer) chanReaders(f *types.Var) []*ssa.Function {
	if sz.readers == nil {
		sz.readers = map[*types.Var][]*ssa.Function{}
		for _, fn := range sz.allFuncs {
			seen := map[*types.Var]bool{}
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					var chans []ssa.Value
					switch in := instr.(type) {
					case *ssa.UnOp:
						if in.Op == token.ARROW {
							chans = append(chans, in.X)
						}
					case *ssa.Select:
						for _, st := range in.States {
							if st.Dir == types.RecvOnly {
								chans = append(chans, st.Chan)
							}
						}
					}
					for _, c := range chans {
						if fv := chanField(c); fv != nil && !seen[fv] {
							seen[fv] = true
							sz.readers[fv] = append(sz.readers[fv], fn)
						}
					}
				}
			}
		}
	}
	return sz.readers[f]
}

// channelEffects: at a send (c.q <- v, or a send case of a select with a
// timeout: case m.msgQ <- msg), the harmful effects of the functions that
// receive from the same channel field become the sender's.
func (sz *summarizer) channelEffects(fa *funcAnalysis, s *summary, send ssa.Instruction, ch, val ssa.Value) {
	f := chanField(ch)
	if f == nil || signalChan(f.Type()) {
		return
	}
	readers := sz.chanReaders(f)
	if len(readers) > maxChanReaders {
		return
	}
	pos := send.Pos()
	if !pos.IsValid() {
		pos = fa.fn.Pos()
	}
	for _, r := range readers {
		if r == fa.fn || sz.inProgress[r] {
			continue
		}
		rs := sz.summaryOf(r)
		if rs == nil {
			continue
		}
		inCase := caseOf(r, f)
		for _, e := range rs.effects {
			if inCase != nil && (e.instr == nil || e.instr.Block() == nil || !inCase(e.instr.Block())) {
				continue // another case of the reader's select: another channel's work
			}
			if e.Kind == model.Opaque && e.Iface != nil && e.guard == nil {
				// a call through an interface wired elsewhere (a
				// messenger the manager's worker pushes to): the value
				// sent carries the delivery to it
				p := fa.argProv(val)
				delivery := p.O&(model.Sender|model.Payload|model.Message) != 0
				if !roomForOpaque(s, send, e.Iface.Key, e.Where) {
					// the same call, reached by the goroutine's own start
					// (go o.run(ctx)): the value sent is what it gets
					markDelivery(s, e.Iface.Key, e.Where, delivery, p.Params)
					continue
				}
				ref := *e.Iface
				ref.Delivery = delivery
				ref.ArgParams = p.Params
				ref.Before = nil
				ef := e.EffectFact
				ef.Iface = &ref
				ef.Chain = append([]string{"chan " + f.Name(), FuncName(r)}, e.Chain...)
				ef.SafeIfSender = -1
				s.effects = append(s.effects, &effectInst{EffectFact: ef, instr: send, pos: pos})
				continue
			}
			if e.guard != nil || !e.Kind.Harmful() {
				continue
			}
			ef := e.EffectFact
			ef.Chain = append([]string{"chan " + f.Name(), FuncName(r)}, e.Chain...)
			ef.SafeIfSender = -1
			s.effects = append(s.effects, &effectInst{EffectFact: ef, instr: send, pos: pos})
		}
	}
}

// markDelivery: the opaque effect of call key at where, already recorded,
// gets the delivery (or the parameters) a channel send hands it.
func markDelivery(s *summary, key, where string, delivery bool, params uint64) {
	for _, e := range s.effects {
		if e.Kind != model.Opaque || e.Iface == nil || e.Iface.Key != key || e.Where != where {
			continue
		}
		if delivery && !e.Iface.Delivery || params&^e.Iface.ArgParams != 0 {
			ref := *e.Iface
			ref.Delivery = ref.Delivery || delivery
			ref.ArgParams |= params
			e.Iface = &ref
		}
	}
}

// signalChan: a channel of bool or struct{} carries signals (stop, done,
// wake up), not work: its readers' effects are not the sender's.
func signalChan(t types.Type) bool {
	c, ok := t.Underlying().(*types.Chan)
	if !ok {
		return false
	}
	switch e := c.Elem().Underlying().(type) {
	case *types.Basic:
		return e.Kind() == types.Bool
	case *types.Struct:
		return e.NumFields() == 0
	}
	return false
}

// caseOf: when fn receives from the channel in field f in a case of a
// select that also receives from other channels (a notifier's loop over
// its notification and verification queues), the blocks of that case:
// what the other cases do is the other channels' work. nil when the
// receive is not such a case (all of fn counts).
func caseOf(fn *ssa.Function, f *types.Var) func(*ssa.BasicBlock) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			sel, ok := instr.(*ssa.Select)
			if !ok {
				continue
			}
			idx, others := -1, 0
			n := 0 // the case's index among the receives (go/ssa numbers the states)
			for i, st := range sel.States {
				if st.Dir != types.RecvOnly {
					continue
				}
				if fv := chanField(st.Chan); fv == f {
					idx = i
				} else if !signalChan(st.Chan.Type()) {
					others++
				}
				n++
			}
			if idx < 0 || others == 0 {
				continue
			}
			// t = select …; t0 = extract t #0; if t0 == idx goto case else …
			for _, r := range *sel.Referrers() {
				ex, ok := r.(*ssa.Extract)
				if !ok || ex.Index != 0 {
					continue
				}
				for _, rr := range *ex.Referrers() {
					bo, ok := rr.(*ssa.BinOp)
					if !ok || bo.Op != token.EQL {
						continue
					}
					c, ok := bo.Y.(*ssa.Const)
					if !ok || c.Value == nil {
						continue
					}
					if k, exact := constant.Int64Val(c.Value); !exact || int(k) != idx {
						continue
					}
					for _, rrr := range *bo.Referrers() {
						if ifI, ok := rrr.(*ssa.If); ok && len(ifI.Block().Succs) == 2 {
							entry := ifI.Block().Succs[0]
							return func(x *ssa.BasicBlock) bool { return entry.Dominates(x) }
						}
					}
				}
			}
		}
	}
	return nil
}
