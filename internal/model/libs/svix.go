package libs

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/svix/svix-webhooks/go: Message.Create and CreateWithOptions
// send a webhook to every endpoint of the application (an external send).
// Svix dedupes messages on their EventId (MessageIn.EventId, a field of
// the internal openapi type that svix.MessageIn aliases): one set to the
// sender's id makes the retry a no-op, whatever IdempotencyKey the call
// carries (a fresh one per call is fine then); without a stable EventId,
// the sender's id as the PostOptions IdempotencyKey dedupes the retried
// request too.
const (
	pkgSvix        = "github.com/svix/svix-webhooks/go"
	pkgSvixOpenAPI = "github.com/svix/svix-webhooks/go/internal/openapi"
)

func init() { model.Register("svix", svix) }

func svix(b *model.Builder) {
	b.Packages(pkgSvix+"/", pkgSvix)
	b.Field(pkgSvixOpenAPI+".MessageIn.EventId", model.Field{Sink: true})
	b.Transform(pkgSvix + ".String")
	b.Call(pkgSvix+".Message.Create", func(c *model.Call) { c.Effect = model.Send; c.Lib = "svix"; c.Hook = svixCreate(2, -1) })
	b.Call(pkgSvix+".Message.CreateWithOptions", func(c *model.Call) { c.Effect = model.Send; c.Lib = "svix"; c.Hook = svixCreate(2, 3) })
}

// svixCreate: a send deduped by the EventId of the message (argument
// msgArg) or the IdempotencyKey of the options (argument optsArg, -1: none).
func svixCreate(msgArg, optsArg int) model.Hook {
	return func(s *model.Site) model.Classification {
		e := s.Effect(model.Send, "svix "+s.Callee+" (a webhook to every endpoint)")
		judge := func(key ssa.Value) bool {
			switch k := s.Q.Key(key); {
			case k.Sender, k.PayloadOnly, k.Fallback:
				return true
			case k.Param >= 0 && e.SafeIfSender < 0:
				e.SafeIfSender = k.Param
			}
			return false
		}
		if sk, ok := s.Q.Forwarded(s.Arg(msgArg)); ok && judge(sk.Key) {
			return model.Classification{}
		}
		if opts := s.Arg(optsArg); opts != nil {
			if key := model.StoredField(opts, "IdempotencyKey"); key != nil && judge(key) {
				return model.Classification{}
			}
		}
		return model.Classification{Effects: []model.EffectSpec{e}}
	}
}
