package amqp

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

func audit(ctx context.Context, rdb *redis.Client, body []byte) {
	rdb.RPush(ctx, "audit", body)
}

// The deliveries are ranged over in a goroutine: the effect is one hazard,
// reported once (not a second time at the go statement).
func consumeInGoroutine(ch *amqp.Channel, rdb *redis.Client) {
	ctx := context.Background()
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	go func() {
		for d := range deliveries {
			audit(ctx, rdb, d.Body) // want `handler consumeInGoroutine: a redelivery appends a duplicate entry \(append Client\.RPush\); dedupe on d\.MessageId`
			d.Ack(false)
		}
	}()
}
