package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/nats-io/stan.go (NATS Streaming): Subscribe/QueueSubscribe
// callbacks and MsgHandler-shaped functions are handlers. A message's
// Sequence is its position in the channel, the same on every redelivery:
// the sender's id to dedupe on. Msg.Ack is an acknowledgement, not an
// effect (the library's own code is not analysed).
const (
	pkgSTAN   = "github.com/nats-io/stan.go"
	pkgSTANpb = "github.com/nats-io/stan.go/pb"
)

func init() { model.Register("stan.go", stan) }

func stan(b *model.Builder) {
	b.Packages(pkgSTAN+"/", pkgSTAN)
	b.SenderHint(pkgSTAN, `msg.Sequence`)
	b.HandlerFunc(pkgSTAN + ".MsgHandler")
	b.Register(pkgSTAN+".Conn.Subscribe", 1)
	b.Register(pkgSTAN+".Conn.QueueSubscribe", 2)
	b.Field(pkgSTANpb+".MsgProto.Data", model.Field{Source: model.Payload})
	b.Field(pkgSTANpb+".MsgProto.Sequence", model.Field{Source: model.Sender})
	b.Field(pkgSTANpb+".MsgProto.RedeliveryCount", model.Field{Source: model.Trace})
	b.Effect(model.Publish, pkgSTAN+".Conn.Publish", pkgSTAN+".Conn.PublishAsync")
}
