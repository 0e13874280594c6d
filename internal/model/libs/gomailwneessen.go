package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/wneessen/go-mail: Client.DialAndSend, DialAndSendWithContext
// and Send mail the messages (an external send; a Message-ID header does not
// make an SMTP server drop a second copy).
const pkgGoMail = "github.com/wneessen/go-mail"

func init() { model.Register("wneessen/go-mail", goMail) }

func goMail(b *model.Builder) {
	b.Packages(pkgGoMail)
	b.Effect(model.Send, pkgGoMail+".Client.DialAndSend", pkgGoMail+".Client.DialAndSendWithContext", pkgGoMail+".Client.Send")
}
