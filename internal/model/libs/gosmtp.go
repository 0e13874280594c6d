package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/emersion/go-smtp: an SMTP server hands each message to the
// Data method of the Session its Backend returns. The sending server
// (an MTA) keeps the message queued and delivers it again until it gets a
// 250 for DATA: a crash, a timeout or an error after the work is done
// delivers the same message twice. The methods Data of the service's
// types implementing smtp.Session are handlers; the Message-Id header is
// the sender's id.
const pkgGoSMTP = "github.com/emersion/go-smtp"

func init() { model.Register("gosmtp", goSMTP) }

func goSMTP(b *model.Builder) {
	b.Packages(pkgGoSMTP)
	b.SenderHint(pkgGoSMTP, `the message's Message-Id header`)
	b.ImplHandler(pkgGoSMTP, pkgGoSMTP+".Session", map[string]string{"Data": ""})
}
