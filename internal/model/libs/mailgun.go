package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/mailgun/mailgun-go/v4: Send mails the message (an external
// send; Mailgun has no idempotency key), called on the MailgunImpl or
// through the Mailgun interface.
const pkgMailgun = "github.com/mailgun/mailgun-go/v4"

func init() { model.Register("mailgun-go", mailgun) }

func mailgun(b *model.Builder) {
	b.Packages(pkgMailgun+"/", pkgMailgun)
	b.Effect(model.Send, pkgMailgun+".MailgunImpl.Send", pkgMailgun+".Mailgun.Send")
}
