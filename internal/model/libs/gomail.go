package libs

import "github.com/idemlint/idemlint/internal/model"

// gopkg.in/gomail.v2: Dialer.DialAndSend, Send(sender, msgs…) and a
// Sender's (a SendCloser's) Send mail the messages (an external send).
const pkgGomail = "gopkg.in/gomail.v2"

func init() { model.Register("gomail", gomail) }

func gomail(b *model.Builder) {
	b.Packages(pkgGomail)
	b.Effect(model.Send, pkgGomail+".Dialer.DialAndSend", pkgGomail+".Send", pkgGomail+".SendFunc.Send",
		pkgGomail+".Sender.Send")
}
