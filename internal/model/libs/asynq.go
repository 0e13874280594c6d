package libs

import "github.com/idemlint/idemlint/internal/model"

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
	b.Effect(model.Publish, pkgAsynq+".Client.Enqueue", pkgAsynq+".Client.EnqueueContext")
}
