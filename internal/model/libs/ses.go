package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/aws/aws-sdk-go-v2/service/ses (SES v1): SendEmail,
// SendRawEmail, SendTemplatedEmail and SendBulkTemplatedEmail mail (an
// external send; SES has no idempotency key). SES v2 is sesv2.go.
const pkgSES = "github.com/aws/aws-sdk-go-v2/service/ses"

func init() { model.Register("aws-sdk-go-v2/ses", ses) }

func ses(b *model.Builder) {
	b.Packages(pkgSES+"/", pkgSES)
	b.Effect(model.Send, pkgSES+".Client.SendEmail", pkgSES+".Client.SendRawEmail", pkgSES+".Client.SendTemplatedEmail",
		pkgSES+".Client.SendBulkTemplatedEmail")
}
