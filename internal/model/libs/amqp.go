package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/rabbitmq/amqp091-go: a loop over Channel.Consume is a handler;
// Delivery.MessageId is the sender's id, CorrelationId a trace id, and a
// republished Publishing.MessageId forwards a key.
const pkgAMQP = "github.com/rabbitmq/amqp091-go"

func init() { model.Register("amqp091-go", amqp) }

func amqp(b *model.Builder) {
	b.Packages(pkgAMQP)
	b.SenderHint(pkgAMQP, `d.MessageId`)
	b.Deliveries(pkgAMQP+".Channel.Consume", pkgAMQP+".Channel.ConsumeWithContext")
	b.Field(pkgAMQP+".Delivery.MessageId", model.Field{Source: model.Sender})
	b.Field(pkgAMQP+".Delivery.CorrelationId", model.Field{Source: model.Trace})
	b.Field(pkgAMQP+".Delivery.Body", model.Field{Source: model.Payload})
	b.Field(pkgAMQP+".Delivery.Headers", model.Field{HeaderTable: true})
	b.Field(pkgAMQP+".Delivery.RoutingKey", model.Field{Source: model.Payload})
	b.Field(pkgAMQP+".Publishing.MessageId", model.Field{Sink: true})
	// an RPC server's reply, published to the request's ReplyTo (as the
	// exchange or the routing key), answers its caller: no publish
	replyTo := []string{pkgAMQP + ".Delivery.ReplyTo"}
	for _, m := range []string{"Publish", "PublishWithDeferredConfirm"} {
		b.Call(pkgAMQP+".Channel."+m, func(c *model.Call) { c.Effect = model.Publish; c.Hook = replyHook(-1, "", "", replyTo, 0, 1) })
		b.Call(pkgAMQP+".Channel."+m+"WithContext", func(c *model.Call) { c.Effect = model.Publish; c.Hook = replyHook(-1, "", "", replyTo, 1, 2) })
	}
}
