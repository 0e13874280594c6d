package libs

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/hibiken/asynq: a Handler's ProcessTask, a HandlerFunc and a
// ServeMux registration are handlers; asynq.GetTaskID(ctx) is the sender's
// id, GetRetryCount a per-attempt value; the TaskID option forwards a key.
const pkgAsynq = "github.com/hibiken/asynq"

func init() { model.Register("asynq", asynq) }

func asynq(b *model.Builder) {
	b.Packages(pkgAsynq)
	b.SenderHint(pkgAsynq, `asynq.GetTaskID(ctx)`)
	b.HandlerMethod(pkgAsynq, "ProcessTask", "context.Context", "*"+pkgAsynq+".Task")
	b.HandlerFunc(pkgAsynq + ".HandlerFunc")
	b.Register(pkgAsynq+".ServeMux.HandleFunc", 1)
	b.Register(pkgAsynq+".ServeMux.Handle", 1)
	b.Source(pkgAsynq+".GetTaskID", model.Sender)
	b.Source(pkgAsynq+".ResultWriter.TaskID", model.Sender)
	b.Source(pkgAsynq+".Task.Payload", model.Payload)
	// the task type names the handler: the same for every task it gets
	b.Source(pkgAsynq+".Task.Type", model.Const)
	b.Source(pkgAsynq+".GetRetryCount", model.Trace)
	b.KeySink(pkgAsynq+".TaskID", 0)
	b.Call(pkgAsynq+".Client.Enqueue", func(c *model.Call) { c.Effect = model.Publish; c.Hook = asynqEnqueue })
	b.Call(pkgAsynq+".Client.EnqueueContext", func(c *model.Call) { c.Effect = model.Publish; c.Hook = asynqEnqueue })
}

// asynqEnqueue: an enqueue under a TaskID (given to the task or to the
// call, in the function that enqueues) is refused while a task of that id
// is pending, scheduled, retrying or retained (ErrTaskIDConflict): keyed
// by the delivery's id, its payload or a stored id, a repeat adds no task;
// keyed by an id minted here, it adds one each run (keysource reports the
// minted key); keyed by a parameter, the callers decide (KeyedBy).
func asynqEnqueue(s *model.Site) model.Classification {
	id := taskIDArg(s.Instr.Parent())
	if id == nil {
		return model.Classification{Table: s.Rule}
	}
	k := s.Q.Key(id)
	switch {
	case k.Sender, k.PayloadOnly, k.Fallback:
		return model.Classification{}
	case k.Param >= 0:
		e := s.Effect(model.Publish, "publish "+s.Callee)
		e.KeyedBy, e.KeyedField = k.Param+1, model.ParamFieldPath(id)
		return model.Classification{Effects: []model.EffectSpec{e}}
	case !k.Minted:
		return model.Classification{} // a stored or computed id: the same on a repeat
	}
	return model.Classification{Table: s.Rule}
}

// taskIDArg: the id given to asynq.TaskID in fn, or nil.
func taskIDArg(fn *ssa.Function) ssa.Value {
	if fn == nil {
		return nil
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(*ssa.Call)
			if !ok || len(c.Call.Args) != 1 {
				continue
			}
			if f := model.Callee(c.Common()); f != nil && f.Pkg() != nil && f.Pkg().Path() == pkgAsynq && f.Name() == "TaskID" {
				return c.Call.Args[0]
			}
		}
	}
	return nil
}
