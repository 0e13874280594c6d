// Package jetstream: jetstream Consume callbacks.
package jetstream

import (
	"context"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/redis/go-redis/v9"
)

func consume(c jetstream.Consumer, rdb *redis.Client) {
	c.Consume(func(msg jetstream.Msg) {
		rdb.Incr(context.Background(), "orders:count") // want `handler func literal in consume: a redelivery bumps a counter again \(increment Client\.Incr\); dedupe on msg\.Headers\(\)\.Get\(jetstream\.MsgIDHeader\)`
		msg.Ack()
	})
}

func consumeSafe(c jetstream.Consumer, rdb *redis.Client) {
	c.Consume(func(msg jetstream.Msg) {
		ctx := context.Background()
		ok, err := rdb.SetNX(ctx, "seen:"+msg.Headers().Get("Nats-Msg-Id"), 1, 0).Result()
		if err != nil || !ok {
			msg.Ack()
			return
		}
		rdb.Incr(ctx, "orders:count")
		msg.Ack()
	})
}

// Republishing with the sender's id as the JetStream message id: the stream
// dedupes the copy, so a redelivery republishes nothing new.
func forward(c jetstream.Consumer, js jetstream.JetStream) {
	c.Consume(func(msg jetstream.Msg) {
		js.Publish(context.Background(), "orders.audit", msg.Data(), jetstream.WithMsgID(msg.Headers().Get("Nats-Msg-Id")))
		msg.Ack()
	})
}

// The same with no message id: every redelivery appends a new copy.
func forwardNoID(c jetstream.Consumer, js jetstream.JetStream) {
	c.Consume(func(msg jetstream.Msg) {
		js.Publish(context.Background(), "orders.audit", msg.Data()) // want `handler func literal in forwardNoID: a redelivery publishes a duplicate message \(publish Publisher\.Publish\); dedupe on msg\.Headers\(\)\.Get\(jetstream\.MsgIDHeader\)`
		msg.Ack()
	})
}
