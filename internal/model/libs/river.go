package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/riverqueue/river: a Worker's Work is a handler; JobRow.ID is the
// sender's id, Attempt a per-attempt value. JobCompleteTx completes the job
// in the caller's transaction: River runs it again only when that
// transaction rolled back, so the writes and InsertTx/InsertManyTx made on
// it are not repeated.
const (
	pkgRiver     = "github.com/riverqueue/river"
	pkgRiverType = "github.com/riverqueue/river/rivertype"
)

func init() { model.Register("river", river) }

func river(b *model.Builder) {
	b.Packages(pkgRiver+"/", pkgRiver)
	b.SenderHint(pkgRiver, `job.ID`)
	b.HandlerMethod(pkgRiver, "Work", "context.Context", "*"+pkgRiver+".Job")
	b.Field(pkgRiverType+".JobRow.ID", model.Field{Source: model.Sender})
	b.Field(pkgRiverType+".JobRow.Attempt", model.Field{Source: model.Trace})
	b.Field(pkgRiverType+".JobRow.EncodedArgs", model.Field{Source: model.Payload})
	b.Field(pkgRiver+".Job.Args", model.Field{Source: model.Payload})
	b.Effect(model.Publish, pkgRiver+".Client.Insert", pkgRiver+".Client.InsertTx", pkgRiver+".Client.InsertMany",
		pkgRiver+".Client.InsertManyTx")
	b.CompleteTx(pkgRiver+".JobCompleteTx", 1, 2)
}
