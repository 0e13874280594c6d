package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/IBM/sarama: a ConsumerGroupHandler's ConsumeClaim is a handler,
// and so is a loop over ConsumerGroupClaim.Messages. The sender's id is a
// producer-set record header.
const pkgSarama = "github.com/IBM/sarama"

func init() { model.Register("sarama", sarama) }

func sarama(b *model.Builder) {
	b.Packages(pkgSarama)
	b.SenderHint(pkgSarama, `a producer-set header (e.g. "idempotency-key") in msg.Headers`)
	b.HandlerMethod(pkgSarama, "ConsumeClaim", pkgSarama+".ConsumerGroupSession", pkgSarama+".ConsumerGroupClaim")
	b.Deliveries(pkgSarama + ".ConsumerGroupClaim.Messages")
	b.Field(pkgSarama+".ConsumerMessage.Value", model.Field{Source: model.Payload})
	b.Field(pkgSarama+".ConsumerMessage.Key", model.Field{Source: model.Payload})
	// the topic tells no two messages of a consumer apart
	b.Field(pkgSarama+".ConsumerMessage.Topic", model.Field{Source: model.Const})
	b.Field(pkgSarama+".ConsumerMessage.Offset", model.Field{Source: model.Trace})
	b.Field(pkgSarama+".RecordHeader.Value", model.Field{Source: model.Sender})
	b.Effect(model.Publish, pkgSarama+".SyncProducer.SendMessage", pkgSarama+".SyncProducer.SendMessages")
	// a message sent with the inbound id in a header forwards it
	b.HeaderRecord(pkgSarama+".RecordHeader", "Key", "Value")
}
