package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/sendgrid/sendgrid-go: Client.Send and SendWithContext mail the
// message (an external send).
const pkgSendGrid = "github.com/sendgrid/sendgrid-go"

func init() { model.Register("sendgrid-go", sendGrid) }

func sendGrid(b *model.Builder) {
	b.Packages(pkgSendGrid+"/", pkgSendGrid)
	b.Effect(model.Send, pkgSendGrid+".Client.Send", pkgSendGrid+".Client.SendWithContext")
}
