package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/twilio/twilio-go: the Api service's CreateMessage sends an SMS
// or WhatsApp message and CreateCall places a call (external sends; the Go
// client sets no idempotency token).
const (
	pkgTwilio    = "github.com/twilio/twilio-go"
	pkgTwilioAPI = "github.com/twilio/twilio-go/rest/api/v2010"
)

func init() { model.Register("twilio-go", twilio) }

func twilio(b *model.Builder) {
	b.Packages(pkgTwilio+"/", pkgTwilio)
	b.Effect(model.Send, pkgTwilioAPI+".ApiService.CreateMessage", pkgTwilioAPI+".ApiService.CreateCall")
}
