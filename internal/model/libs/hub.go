package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/leandro-lugaresi/hub: an in-process pub/sub. A goroutine
// ranging over a Subscription's Receiver (a channel of Message) is a
// delivery loop whose messages are never delivered again: its effects are
// not repeated by redelivery (an in-process delivery); a message's Body
// and Fields are its payload, its Name the topic. Publish is no effect of
// its own: what it does is what the subscribers do, in process (as a send
// into a Go channel is what its reader does).
const pkgHub = "github.com/leandro-lugaresi/hub"

func init() { model.Register("hub", hub) }

func hub(b *model.Builder) {
	b.Packages(pkgHub)
	b.Field(pkgHub+".Message.Body", model.Field{Source: model.Payload})
	b.Field(pkgHub+".Message.Fields", model.Field{Source: model.Payload})
	b.Field(pkgHub+".Message.Name", model.Field{Source: model.Const})
	b.DeliveryChan(pkgHub+".Message", true)
	b.InProcess(pkgHub + ".Hub")
}
