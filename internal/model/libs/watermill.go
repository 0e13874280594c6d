package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/ThreeDotsLabs/watermill: Router.Add*Handler registrations and
// message.HandlerFunc values are handlers; Message.UUID is the sender's id. A
// Deduplicator middleware added to the router (Router.AddMiddleware) guards
// the handlers registered on it. A message a handler makes with a minted
// UUID (NewMessage(watermill.NewUUID(), …)) is one the next hop cannot
// dedupe. A loop over a Subscriber's Subscribe channel (the interface, or
// the gochannel pub/sub) is a handler.
//
// components/cqrs: the funcs given to NewEventHandler, NewGroupEventHandler
// and NewCommandHandler are handlers, their decoded event or command is the
// message, and the sender's id is the UUID of the watermill message it was
// decoded from (cqrs.OriginalMessageFromCtx(ctx).UUID). EventBus.Publish and
// CommandBus.Send publish a message with a UUID of their own.
const (
	pkgWatermill = "github.com/ThreeDotsLabs/watermill"
	pkgWMMessage = "github.com/ThreeDotsLabs/watermill/message"
	pkgWMMiddle  = "github.com/ThreeDotsLabs/watermill/message/router/middleware"
	pkgWMCQRS    = "github.com/ThreeDotsLabs/watermill/components/cqrs"
	pkgWMGoChan  = "github.com/ThreeDotsLabs/watermill/pubsub/gochannel"
)

func init() { model.Register("watermill", watermill) }

func watermill(b *model.Builder) {
	b.Packages(pkgWatermill+"/", pkgWatermill)
	b.SenderHint(pkgWatermill, `msg.UUID`)
	b.HandlerFunc(pkgWMMessage + ".HandlerFunc")
	b.HandlerFunc(pkgWMMessage + ".NoPublishHandlerFunc")
	// the subscriber is argument 2; the gochannel pub/sub delivers in
	// process: a handler runs again only when it returns an error (a Nack,
	// or the Retry middleware), never after a crash
	for key, handler := range map[string]int{".Router.AddHandler": 5, ".Router.AddNoPublisherHandler": 3, ".Router.AddConsumerHandler": 3} {
		b.Call(pkgWMMessage+key, func(c *model.Call) { c.Register, c.SubscriberArg = handler, 2 })
	}
	b.InProcess(pkgWMGoChan + ".GoChannel")
	b.Field(pkgWMMessage+".Message.UUID", model.Field{Source: model.Sender})
	b.Field(pkgWMMessage+".Message.Payload", model.Field{Source: model.Payload})
	b.Field(pkgWMMessage+".Message.Metadata", model.Field{HeaderTable: true})
	b.Source(pkgWMMessage+".Message.Context", model.Unknown)
	b.HeaderGet(pkgWMMessage+".Metadata.Get", 0)
	b.HeaderSet(pkgWMMessage + ".Metadata.Set")
	b.Mint(pkgWatermill+".NewUUID", pkgWatermill+".NewShortUUID", pkgWatermill+".NewULID")
	b.Effect(model.Publish, pkgWMMessage+".Publisher.Publish", pkgWMGoChan+".GoChannel.Publish")
	b.Deliveries(pkgWMMessage+".Subscriber.Subscribe", pkgWMGoChan+".GoChannel.Subscribe")

	b.SenderHint(pkgWMCQRS, `cqrs.OriginalMessageFromCtx(ctx).UUID`)
	b.Register(pkgWMCQRS+".NewEventHandler", 1)
	b.Register(pkgWMCQRS+".NewGroupEventHandler", 0)
	b.Register(pkgWMCQRS+".NewCommandHandler", 1)
	b.Effect(model.Publish, pkgWMCQRS+".EventBus.Publish", pkgWMCQRS+".CommandBus.Send", pkgWMCQRS+".CommandBus.SendWithModifiedMessage")
	// NewMessage(uuid, payload): the uuid is the id the next hop dedupes on
	// (its msg.UUID), so one minted by a handler is new on every redelivery.
	// A receiver-side sink: judged in handlers only, not as a per-attempt key
	// of a publishing loop.
	newMessage := func(key string, uuidArg int) {
		b.Call(key, func(c *model.Call) {
			c.Hook = func(s *model.Site) model.Classification {
				return model.Classification{Sinks: []model.SinkSpec{{Key: s.Arg(uuidArg), Desc: "the UUID of " + s.Name}}}
			}
		})
	}
	newMessage(pkgWMMessage+".NewMessage", 0)
	newMessage(pkgWMMessage+".NewMessageWithContext", 1)
	b.Call(pkgWMMessage+".Router.AddMiddleware", func(c *model.Call) { c.Middleware = true })
	b.Call(pkgWMMiddle+".Deduplicator.Middleware", func(c *model.Call) { c.Dedup = true })
	// A Deduplicator left with its default KeyFactory, or given a payload
	// hasher, keys messages by their payload.
	b.KeyedDeduper(pkgWMMiddle+".Deduplicator", model.KeyedDeduper{
		Name:        "watermill middleware.Deduplicator",
		KeyField:    "KeyFactory",
		Default:     "an Adler-32 hash of the payload",
		PayloadKeys: []string{pkgWMMiddle + ".NewMessageHasherAdler32", pkgWMMiddle + ".NewMessageHasherSHA256"},
		BySender:    "KeyFactory: func(m *message.Message) (string, error) { return m.UUID, nil }",
	})
}
