package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/jordan-wright/email: Email.Send/SendWithTLS/SendWithStartTLS
// and Pool.Send mail the message (an external send).
const pkgJWEmail = "github.com/jordan-wright/email"

func init() { model.Register("jordan-wright/email", jwEmail) }

func jwEmail(b *model.Builder) {
	b.Packages(pkgJWEmail)
	b.Effect(model.Send, pkgJWEmail+".Email.Send", pkgJWEmail+".Email.SendWithTLS", pkgJWEmail+".Email.SendWithStartTLS",
		pkgJWEmail+".Pool.Send")
}
