package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/babelqueue/babelqueue-go: App.Handle and the asynq/machinery
// bridges register handlers; Envelope.Meta.ID is the sender's id.
// idempotency.Wrap guards a handler with a Store: Seen, run, Remember, a
// non-atomic seen-set whatever the store (the postgres and redis stores
// claiming inside Remember does not stop two concurrent deliveries from both
// running the handler). Their Claim, called before the work, is atomic.
const (
	pkgBabel     = "github.com/babelqueue/babelqueue-go"
	pkgBabelIdem = "github.com/babelqueue/babelqueue-go/idempotency"
)

func init() { model.Register("babelqueue", babelqueue) }

func babelqueue(b *model.Builder) {
	b.Packages(pkgBabel+"/", pkgBabel)
	b.SenderHint(pkgBabel, `env.Meta.ID`)
	b.HandlerFunc(pkgBabel + ".Handler")
	b.Register(pkgBabel+".App.Handle", 1)
	b.Register(pkgBabel+"/asynq.Register", 2)
	b.Register(pkgBabel+"/asynq.Bind", 0)
	b.Register(pkgBabel+"/machinery.Register", 2)
	b.Register(pkgBabel+"/machinery.Bind", 0)
	b.Field(pkgBabel+".Meta.ID", model.Field{Source: model.Sender})
	b.Field(pkgBabel+".Envelope.TraceID", model.Field{Source: model.Trace})
	b.Field(pkgBabel+".Envelope.Data", model.Field{Source: model.Payload})
	b.Field(pkgBabel+".Envelope.Job", model.Field{Source: model.Payload})
	b.Effect(model.Publish, pkgBabel+".App.Publish", pkgBabel+".App.PublishWithHeaders")

	b.Call(pkgBabelIdem+".Wrap", func(c *model.Call) { c.Wrap = true; c.WrapArg = 1 })
	b.Call(pkgBabelIdem+".Store.Seen", func(c *model.Call) { c.Store = model.Check; c.KeyArg = 1; c.Sink = true })
	b.Call(pkgBabelIdem+".Store.Remember", func(c *model.Call) { c.Store = model.Write; c.KeyArg = 1; c.Sink = true })
	for _, store := range []string{pkgBabel + "/idempotency-postgres.Store", pkgBabel + "/idempotency-redis.Store"} {
		b.Call(store+".Claim", func(c *model.Call) { c.Store = model.Claim; c.KeyArg = 1; c.Sink = true })
	}
}
