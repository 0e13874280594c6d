package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/aws/aws-sdk-go-v2/service/sns: Publish and PublishBatch publish
// (to a topic, or an SMS to a phone number); a FIFO topic dedupes on the
// MessageDeduplicationId, so one set to the sender's id forwards the key.
const (
	pkgSNS      = "github.com/aws/aws-sdk-go-v2/service/sns"
	pkgSNSTypes = "github.com/aws/aws-sdk-go-v2/service/sns/types"
)

func init() { model.Register("aws-sdk-go-v2/sns", sns) }

func sns(b *model.Builder) {
	b.Packages(pkgSNS+"/", pkgSNS)
	b.Effect(model.Publish, pkgSNS+".Client.Publish", pkgSNS+".Client.PublishBatch")
	b.Field(pkgSNS+".PublishInput.MessageDeduplicationId", model.Field{Sink: true})
	b.Field(pkgSNSTypes+".PublishBatchRequestEntry.MessageDeduplicationId", model.Field{Sink: true})
}
