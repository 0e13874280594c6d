package libs

import "github.com/idemlint/idemlint/internal/model"

// The ThreeDotsLabs/watermill-* pub/subs (every major version: the keys
// name it "v*"). Their Subscribers deliver watermill messages, which the
// watermill library's rows describe (Message.UUID is the sender's id), so a
// loop over a Subscribe channel is a handler; their Publishers publish. A
// router fits them already (Router.Add*Handler); these rows are for code
// that calls them directly.
var watermillPubSubs = []struct{ module, pkg string }{
	{"github.com/ThreeDotsLabs/watermill-kafka", "pkg/kafka"},
	{"github.com/ThreeDotsLabs/watermill-amqp", "pkg/amqp"},
	{"github.com/ThreeDotsLabs/watermill-sql", "pkg/sql"},
	{"github.com/ThreeDotsLabs/watermill-redisstream", "pkg/redisstream"},
	{"github.com/ThreeDotsLabs/watermill-nats", "pkg/nats"},
	{"github.com/ThreeDotsLabs/watermill-nats", "pkg/jetstream"},
}

func init() {
	for _, ps := range watermillPubSubs {
		model.AnyMajorVersion(ps.module)
	}
	model.Register("watermill-pubsubs", watermillPubSub)
}

func watermillPubSub(b *model.Builder) {
	seen := map[string]bool{}
	for _, ps := range watermillPubSubs {
		mod := ps.module + "/v*"
		if !seen[mod] {
			seen[mod] = true
			b.Packages(mod+"/", mod)
			b.SenderHint(mod, `msg.UUID`)
		}
		pkg := mod + "/" + ps.pkg
		b.Deliveries(pkg + ".Subscriber.Subscribe")
		b.Effect(model.Publish, pkg+".Publisher.Publish")
	}
}
