package libs

import "github.com/idemlint/idemlint/internal/model"

// net/smtp: sending mail is an external send.
const pkgSMTP = "net/smtp"

func init() { model.Register("net/smtp", netSMTP) }

func netSMTP(b *model.Builder) {
	b.Packages(pkgSMTP)
	b.Effect(model.Send, pkgSMTP+".SendMail", pkgSMTP+".Client.Data")
}
