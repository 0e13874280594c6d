package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/aws/aws-sdk-go-v2/service/sqs: a loop over
// Client.ReceiveMessage is a handler; types.Message.MessageId is the
// sender's id; MessageDeduplicationId forwards a key (FIFO queues dedupe).
const (
	pkgSQS      = "github.com/aws/aws-sdk-go-v2/service/sqs"
	pkgSQSTypes = "github.com/aws/aws-sdk-go-v2/service/sqs/types"
	pkgAWS      = "github.com/aws/aws-sdk-go-v2/aws"
)

func init() { model.Register("aws-sdk-go-v2/sqs", sqs) }

func sqs(b *model.Builder) {
	b.Packages(pkgSQS+"/", pkgSQS, pkgAWS)
	b.SenderHint(pkgSQS, `aws.ToString(msg.MessageId)`)
	b.Deliveries(pkgSQS + ".Client.ReceiveMessage")
	b.Field(pkgSQSTypes+".Message.MessageId", model.Field{Source: model.Sender})
	b.Field(pkgSQSTypes+".Message.Body", model.Field{Source: model.Payload})
	b.Field(pkgSQSTypes+".Message.ReceiptHandle", model.Field{Source: model.Trace})
	b.Field(pkgSQSTypes+".Message.MessageAttributes", model.Field{HeaderTable: true})
	b.Field(pkgSQSTypes+".Message.Attributes", model.Field{HeaderTable: true})
	b.Field(pkgSQSTypes+".MessageAttributeValue.StringValue", model.Field{}) // transparent
	b.Field(pkgSQS+".SendMessageInput.MessageDeduplicationId", model.Field{Sink: true})
	b.Field(pkgSQSTypes+".SendMessageBatchRequestEntry.MessageDeduplicationId", model.Field{Sink: true})
	b.Transform(pkgAWS+".ToString", pkgAWS+".String")
	b.Effect(model.Publish, pkgSQS+".Client.SendMessage", pkgSQS+".Client.SendMessageBatch")
}
