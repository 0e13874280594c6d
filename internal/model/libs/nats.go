package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/nats-io/nats.go and its jetstream package: subscription
// callbacks and Consume callbacks are handlers, and so are loops over
// NextMsg/Next/Fetch. The sender's id is the Nats-Msg-Id header; setting it
// (or publishing with jetstream.WithMsgID) makes JetStream dedupe.
const (
	pkgNATS      = "github.com/nats-io/nats.go"
	pkgJetStream = "github.com/nats-io/nats.go/jetstream"
)

func init() { model.Register("nats.go", nats) }

func nats(b *model.Builder) {
	b.Packages(pkgNATS+"/", pkgNATS)
	b.SenderHint(pkgNATS, `msg.Header.Get(nats.MsgIdHdr)`)
	b.SenderHint(pkgJetStream, `msg.Headers().Get(jetstream.MsgIDHeader)`)
	b.Header(model.Sender, "nats-msg-id")
	b.KeyHeader("nats-msg-id")

	b.HandlerFunc(pkgNATS + ".MsgHandler")
	b.HandlerFunc(pkgJetStream + ".MessageHandler")
	b.Register(pkgNATS+".Conn.Subscribe", 1)
	b.Register(pkgNATS+".Conn.QueueSubscribe", 2)
	b.Register(pkgNATS+".JetStream.Subscribe", 1)
	b.Register(pkgNATS+".JetStream.QueueSubscribe", 2)
	b.Register(pkgJetStream+".Consumer.Consume", 0)
	b.Deliveries(pkgJetStream+".MessagesContext.Next", pkgJetStream+".Consumer.Next", pkgJetStream+".Consumer.Fetch",
		pkgNATS+".Subscription.NextMsg")

	b.Field(pkgNATS+".Msg.Data", model.Field{Source: model.Payload})
	b.Field(pkgNATS+".Msg.Header", model.Field{HeaderTable: true})
	b.Source(pkgJetStream+".Msg.Data", model.Payload)
	b.Transform(pkgJetStream + ".Msg.Headers")
	b.HeaderGet(pkgNATS+".Header.Get", 0)
	b.HeaderGet(pkgNATS+".Header.Values", 0)
	b.HeaderSet(pkgNATS + ".Header.Set")
	b.HeaderSet(pkgNATS + ".Header.Add")
	b.KeySink(pkgJetStream+".WithMsgID", 0)

	// a reply to a request (to msg.Reply) answers its caller: no publish
	natsReply := []string{pkgNATS + ".Msg.Reply"}
	b.Call(pkgNATS+".Conn.Publish", func(c *model.Call) { c.Effect = model.Publish; c.Hook = replyHook(-1, "", "", natsReply, 0) })
	b.Call(pkgNATS+".Conn.PublishMsg", func(c *model.Call) {
		c.Effect = model.Publish
		c.Hook = replyHook(0, pkgNATS+".NewMsg", "Subject", natsReply)
	})
	b.Effect(model.Publish, pkgNATS+".Conn.Request",
		pkgNATS+".JetStream.Publish", pkgNATS+".JetStream.PublishMsg",
		pkgJetStream+".Publisher.Publish", pkgJetStream+".Publisher.PublishMsg")
}
