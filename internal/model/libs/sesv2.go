package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/aws/aws-sdk-go-v2/service/sesv2: Client.SendEmail and
// SendBulkEmail mail (an external send; SES has no idempotency key).
const pkgSESv2 = "github.com/aws/aws-sdk-go-v2/service/sesv2"

func init() { model.Register("aws-sdk-go-v2/sesv2", sesv2) }

func sesv2(b *model.Builder) {
	b.Packages(pkgSESv2+"/", pkgSESv2)
	b.Effect(model.Send, pkgSESv2+".Client.SendEmail", pkgSESv2+".Client.SendBulkEmail")
}
