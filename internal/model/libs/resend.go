package libs

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/resend/resend-go/v3: Emails.Send, SendWithContext
// and SendWithOptions mail one message, Batch.Send… many (external
// sends), on the concrete services and on their interfaces. Resend
// dedupes a request whose options carry an IdempotencyKey for 24 hours:
// the sender's id there makes the retry a no-op.
var pkgResends = []string{"github.com/resend/resend-go/v3"}

func init() { model.Register("resend-go", resend) }

func resend(b *model.Builder) {
	for _, pkg := range pkgResends {
		b.Packages(pkg)
		for _, svc := range []string{"EmailsSvcImpl", "EmailsSvc", "BatchSvcImpl", "BatchSvc"} {
			b.Call(pkg+"."+svc+".Send", func(c *model.Call) { c.Effect = model.Send; c.Lib = "resend-go"; c.Hook = resendSend(-1) })
			b.Call(pkg+"."+svc+".SendWithContext", func(c *model.Call) { c.Effect = model.Send; c.Lib = "resend-go"; c.Hook = resendSend(-1) })
			b.Call(pkg+"."+svc+".SendWithOptions", func(c *model.Call) { c.Effect = model.Send; c.Lib = "resend-go"; c.Hook = resendSend(2) })
		}
	}
}

// resendSend: an email send, safe when the options (argument optsArg, -1:
// none) carry the sender's id as the IdempotencyKey.
func resendSend(optsArg int) model.Hook {
	return func(s *model.Site) model.Classification {
		e := s.Effect(model.Send, "external send "+s.Name)
		judge := func(key ssa.Value) bool {
			switch k := s.Q.Key(key); {
			case k.Sender, k.Fallback:
				return true
			case k.Param >= 0 && e.SafeIfSender < 0:
				e.SafeIfSender = k.Param
			}
			return false
		}
		if opts := s.Arg(optsArg); opts != nil {
			if key := model.StoredField(opts, "IdempotencyKey"); key != nil && judge(key) {
				return model.Classification{}
			}
		}
		return model.Classification{Effects: []model.EffectSpec{e}}
	}
}
