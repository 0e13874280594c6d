package libs

import "github.com/idemlint/idemlint/internal/model"

// gocloud.dev/pubsub: a loop over Subscription.Receive is a handler;
// Topic.Send publishes. The sender's id: Message.LoggableID, which every
// driver of the module sets to the broker's message id (SQS MessageId, GCP
// Pub/Sub message id, Azure Service Bus MessageID, mempubsub's message
// number), the same on every redelivery of a message; gocloud documents it as
// opaque, so a producer-set Metadata entry ("event_id", "idempotency-key",
// classified like a header) is the portable choice and the hint names it.
const pkgGocloudPubSub = "gocloud.dev/pubsub"

func init() { model.Register("gocloud.dev/pubsub", gocloudPubSub) }

func gocloudPubSub(b *model.Builder) {
	b.Packages(pkgGocloudPubSub+"/", pkgGocloudPubSub)
	b.SenderHint(pkgGocloudPubSub, `a producer-set m.Metadata entry (e.g. "event_id"), or m.LoggableID`)
	b.Deliveries(pkgGocloudPubSub + ".Subscription.Receive")
	b.Field(pkgGocloudPubSub+".Message.LoggableID", model.Field{Source: model.Sender})
	b.Field(pkgGocloudPubSub+".Message.Body", model.Field{Source: model.Payload})
	b.Field(pkgGocloudPubSub+".Message.Metadata", model.Field{HeaderTable: true})
	b.Effect(model.Publish, pkgGocloudPubSub+".Topic.Send")
}
