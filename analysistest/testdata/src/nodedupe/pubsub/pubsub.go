// Package pubsub: Google Pub/Sub Receive callbacks (v1 and v2).
package pubsub

import (
	"context"
	"net/http"
	"strings"

	"cloud.google.com/go/pubsub"
	pubsubv2 "cloud.google.com/go/pubsub/v2"
	"github.com/redis/go-redis/v9"
)

func receive(ctx context.Context, sub *pubsub.Subscription) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		http.Post("https://hooks.example.com/order", "application/json", strings.NewReader(string(m.Data))) // want `handler func literal in receive: a redelivery repeats an external call \(external send http\.Post\); dedupe on m\.ID and forward it as the Idempotency-Key`
		m.Ack()
	})
}

func receiveSafe(ctx context.Context, sub *pubsub.Subscription, rdb *redis.Client) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if ok, err := rdb.SetNX(ctx, "hook:"+m.ID, 1, 0).Result(); err != nil || !ok {
			m.Ack()
			return
		}
		http.Post("https://hooks.example.com/order", "application/json", strings.NewReader(string(m.Data)))
		m.Ack()
	})
}

func receiveV2(ctx context.Context, sub *pubsubv2.Subscriber, rdb *redis.Client) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsubv2.Message) {
		rdb.ZIncrBy(ctx, "leaderboard", 1, string(m.Data)) // want `handler func literal in receiveV2: a redelivery bumps a counter again \(increment Client\.ZIncrBy\); dedupe on m\.ID`
		m.Ack()
	})
}

func receiveV2Safe(ctx context.Context, sub *pubsubv2.Subscriber, rdb *redis.Client) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsubv2.Message) {
		rdb.ZAdd(ctx, "leaderboard", redis.Z{Score: 1, Member: string(m.Data)})
		m.Ack()
	})
}
