package libs

import "github.com/idemlint/idemlint/internal/model"

// cloud.google.com/go/pubsub (v1 and v2): the Receive callback is a handler;
// Message (for both, an alias of internal/pubsub.Message) carries the
// sender's id in ID.
const (
	pkgPubSub    = "cloud.google.com/go/pubsub"
	pkgPubSubV2  = "cloud.google.com/go/pubsub/v2"
	pkgPubSubMsg = "cloud.google.com/go/internal/pubsub"
)

func init() { model.Register("pubsub", pubsub) }

func pubsub(b *model.Builder) {
	b.Packages(pkgPubSub, pkgPubSubV2)
	b.SenderHint(pkgPubSub, `m.ID`)
	b.SenderHint(pkgPubSubV2, `m.ID`)
	b.Register(pkgPubSub+".Subscription.Receive", 1)
	b.Register(pkgPubSubV2+".Subscriber.Receive", 1)
	b.Field(pkgPubSubMsg+".Message.ID", model.Field{Source: model.Sender})
	b.Field(pkgPubSubMsg+".Message.Data", model.Field{Source: model.Payload})
	b.Field(pkgPubSubMsg+".Message.Attributes", model.Field{HeaderTable: true})
	b.Field(pkgPubSubMsg+".Message.OrderingKey", model.Field{Source: model.Payload})
	b.Effect(model.Publish, pkgPubSub+".Topic.Publish", pkgPubSubV2+".Publisher.Publish")
}
