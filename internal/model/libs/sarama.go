package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/IBM/sarama (and its old path github.com/Shopify/sarama): a ConsumerGroupHandler's ConsumeClaim is a handler,
// and so is a loop over ConsumerGroupClaim.Messages. The sender's id is a
// producer-set record header.
const (
	pkgSarama        = "github.com/IBM/sarama"
	pkgSaramaShopify = "github.com/Shopify/sarama" // the import path before the move to IBM (same API)
)

func init() { model.Register("sarama", sarama) }

func sarama(b *model.Builder) {
	for _, pkg := range []string{pkgSarama, pkgSaramaShopify} {
		b.Packages(pkg)
		b.SenderHint(pkg, `a producer-set header (e.g. "idempotency-key") in msg.Headers`)
		b.HandlerMethod(pkg, "ConsumeClaim", pkg+".ConsumerGroupSession", pkg+".ConsumerGroupClaim")
		b.Deliveries(pkg + ".ConsumerGroupClaim.Messages")
		b.Field(pkg+".ConsumerMessage.Value", model.Field{Source: model.Payload})
		b.Field(pkg+".ConsumerMessage.Key", model.Field{Source: model.Payload})
		// the topic tells no two messages of a consumer apart
		b.Field(pkg+".ConsumerMessage.Topic", model.Field{Source: model.Const})
		b.Field(pkg+".ConsumerMessage.Offset", model.Field{Source: model.Trace})
		b.Field(pkg+".RecordHeader.Value", model.Field{Source: model.Sender})
		b.Effect(model.Publish, pkg+".SyncProducer.SendMessage", pkg+".SyncProducer.SendMessages")
		// a message sent with the inbound id in a header forwards it
		b.HeaderRecord(pkg+".RecordHeader", "Key", "Value")
	}
}
