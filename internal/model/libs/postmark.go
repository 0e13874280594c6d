package libs

import "github.com/idemlint/idemlint/internal/model"

// Postmark, in its two Go clients (github.com/keighl/postmark and its
// maintained fork github.com/mrz1836/postmark, the same API but for a
// context argument): SendEmail, SendEmailBatch, SendTemplatedEmail and
// SendTemplatedEmailBatch mail (an external send; Postmark has no
// idempotency key).
var pkgPostmarks = []string{"github.com/keighl/postmark", "github.com/mrz1836/postmark"}

func init() { model.Register("postmark", postmark) }

func postmark(b *model.Builder) {
	for _, pkg := range pkgPostmarks {
		b.Packages(pkg)
		b.Effect(model.Send, pkg+".Client.SendEmail", pkg+".Client.SendEmailBatch")
	}
}
