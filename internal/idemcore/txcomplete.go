package idemcore

import (
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// completedInTx: a job queue's handler that completes its job in a
// database transaction (river.JobCompleteTx(ctx, tx, job)) is run again
// only when that transaction rolled back: the writes it makes on the same
// transaction (SQL on tx, InsertTx/InsertManyTx of further jobs, a callee
// given tx that writes SQL) commit once, with the completion. Those
// effects are guarded by the completion. An external call, or a write on
// the pool or on another transaction, is not.
func (fa *funcAnalysis) completedInTx(s *summary) {
	type completion struct {
		tx   ssa.Value
		call ssa.CallInstruction
		job  ssa.Value
	}
	var done []completion
	for _, b := range fa.fn.Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			rule := fa.pa.m.LookupFunc(calleeFunc(ci.Common()))
			if rule == nil || rule.CompleteTx == nil {
				continue
			}
			params, _ := splitArgs(ci.Common())
			ct := rule.CompleteTx
			if ct.TxArg >= len(params) || ct.JobArg >= len(params) {
				continue
			}
			job := params[ct.JobArg]
			if fa.provOf(job).O&(model.Message|model.Sender|model.Payload) == 0 {
				continue // not the job being handled
			}
			done = append(done, completion{tx: strip(params[ct.TxArg]), call: ci, job: job})
		}
	}
	if len(done) == 0 {
		return
	}
	for _, e := range s.effects {
		if e.guard != nil || !e.Kind.Harmful() || !transactional(e) {
			continue
		}
		ci, ok := e.instr.(ssa.CallInstruction)
		if !ok {
			continue
		}
		for _, d := range done {
			if callUses(ci.Common(), d.tx) {
				e.guard = &keyOp{op: model.Claim, instr: d.call, fa: fa, key: d.job, keys: []ssa.Value{d.job}, store: "tx-completion",
					desc: calleeName(calleeFunc(d.call.Common())) + " (the job completes in the same transaction)", lib: "river", callee: calleeName(calleeFunc(d.call.Common()))}
				break
			}
		}
	}
}

// transactional: an effect that commits with a database transaction it
// runs on: an SQL write, or a job inserted by a queue's …Tx method.
func transactional(e *effectInst) bool {
	if e.SQLWrite {
		return true
	}
	if len(e.Chain) == 0 {
		return false
	}
	last := e.Chain[len(e.Chain)-1]
	return e.Kind == model.Publish && strings.HasPrefix(e.Lib, "github.com/riverqueue/river") && strings.HasSuffix(last, "Tx")
}

// callUses: the call runs on tx — tx is its receiver or an argument, or
// the receiver or an argument was built from tx by a call (qtx :=
// queries.WithTx(tx), schema.New(tx)).
func callUses(c *ssa.CallCommon, tx ssa.Value) bool {
	params, recv := splitArgs(c)
	vals := append([]ssa.Value{recv}, params...)
	for _, v := range vals {
		if v != nil && builtFrom(v, tx, 0) {
			return true
		}
	}
	return false
}

func builtFrom(v, tx ssa.Value, depth int) bool {
	v = strip(v)
	if v == tx {
		return true
	}
	if depth >= 3 {
		return false
	}
	if c, ok := v.(*ssa.Call); ok {
		params, recv := splitArgs(c.Common())
		for _, a := range append([]ssa.Value{recv}, params...) {
			if a != nil && builtFrom(a, tx, depth+1) {
				return true
			}
		}
	}
	return false
}
