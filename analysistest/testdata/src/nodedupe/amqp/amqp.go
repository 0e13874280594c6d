// Package amqp: amqp091 Consume range loops.
package amqp

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

func consume(ch *amqp.Channel, rdb *redis.Client) {
	ctx := context.Background()
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		rdb.RPush(ctx, "audit", d.Body) // want `handler consume: a redelivery appends a duplicate entry \(append Client\.RPush\); dedupe on d\.MessageId`
		d.Ack(false)
	}
}

// The hint names the user's own variable.
func consumeMsg(ch *amqp.Channel, rdb *redis.Client) {
	ctx := context.Background()
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for msg := range deliveries {
		rdb.RPush(ctx, "audit", msg.Body) // want `handler consumeMsg: a redelivery appends a duplicate entry \(append Client\.RPush\); dedupe on msg\.MessageId`
		msg.Ack(false)
	}
}

func consumeSafe(ch *amqp.Channel, rdb *redis.Client) {
	ctx := context.Background()
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		ok, err := rdb.SetNX(ctx, "seen:"+d.MessageId, 1, 0).Result()
		if err != nil || !ok {
			d.Ack(false)
			continue
		}
		rdb.RPush(ctx, "audit", d.Body)
		d.Ack(false)
	}
}

// consumeCorrelation keys the seen-set by the correlation id: a per-attempt
// trace id, not the sender's message id, so it is no guard.
func consumeCorrelation(ch *amqp.Channel, rdb *redis.Client) {
	ctx := context.Background()
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		ok, err := rdb.SetNX(ctx, "seen:"+d.CorrelationId, 1, 0).Result()
		if err != nil || !ok {
			continue
		}
		rdb.RPush(ctx, "audit", d.Body) // want `handler consumeCorrelation: a redelivery appends a duplicate entry \(append Client\.RPush\); dedupe on d\.MessageId`
	}
}
