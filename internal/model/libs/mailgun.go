package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/mailgun/mailgun-go/v4, and the module before it
// (github.com/mailgun/mailgun-go v2/v3, +incompatible): Send mails the
// message (an external send; Mailgun has no idempotency key), called on
// the MailgunImpl or through the Mailgun interface.
const (
	pkgMailgun   = "github.com/mailgun/mailgun-go/v4"
	pkgMailgunV2 = "github.com/mailgun/mailgun-go"
)

func init() { model.Register("mailgun-go", mailgun) }

func mailgun(b *model.Builder) {
	b.Packages(pkgMailgun+"/", pkgMailgun, pkgMailgunV2)
	for _, p := range []string{pkgMailgun, pkgMailgunV2} {
		b.Effect(model.Send, p+".MailgunImpl.Send", p+".Mailgun.Send")
	}
}
