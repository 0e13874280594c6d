// Package handler: consumers judged by what the packages they call do.
package handler

import (
	"context"

	"github.com/google/uuid"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"

	"nodedupe/interproc/billing"
	"nodedupe/interproc/orders"
)

type consumer struct {
	svc    *billing.Service
	orders *orders.Orders
	rdb    *redis.Client
}

func (c *consumer) run(ctx context.Context, ch *amqp.Channel) {
	in, _ := ch.Consume("pay", "", false, false, false, false, nil)
	for d := range in {
		cust := string(d.Body)
		// 1. the callee charges with no key
		c.svc.ChargeNoKey(cust, 100) // want `handler \(\*consumer\)\.run: a redelivery moves money again \(stripe paymentintent\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		// 2. the key passed down is a fresh uuid: the callee's guard never matches a redelivery
		c.svc.ChargeOnce(ctx, uuid.NewString(), cust, 100) // want `handler \(\*consumer\)\.run: a redelivery moves money again \(stripe paymentintent\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		// 3. the callee forwards the key, but the key is empty
		c.svc.Charge(cust, 100, "") // want `handler \(\*consumer\)\.run: a redelivery moves money again \(stripe paymentintent\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		// 4. three packages: the correlation id is not the sender's id
		c.orders.Place(ctx, d.CorrelationId, cust, 100) // want `handler \(\*consumer\)\.run: a redelivery moves money again \(stripe paymentintent\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		// 5. three packages, the key dropped in the middle
		c.orders.PlaceAnonymous(ctx, cust, 100) // want `handler \(\*consumer\)\.run: a redelivery moves money again \(stripe paymentintent\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		d.Ack(false)
	}
}

func (c *consumer) runSafe(ctx context.Context, ch *amqp.Channel) {
	in, _ := ch.Consume("pay", "", false, false, false, false, nil)
	for d := range in {
		cust := string(d.Body)
		// 2. the sender's id passed down and guarded inside the callee
		c.svc.ChargeOnce(ctx, d.MessageId, cust, 100)
		// 3. the sender's id forwarded to Stripe by the callee
		c.svc.Charge(cust, 100, d.MessageId)
		// 4. three packages, the sender's id forwarded all the way down
		c.orders.Place(ctx, d.MessageId, cust, 100)
		d.Ack(false)
	}
}

func (c *consumer) runClaimed(ctx context.Context, ch *amqp.Channel) {
	in, _ := ch.Consume("pay", "", false, false, false, false, nil)
	for d := range in {
		ok, err := c.rdb.SetNX(ctx, "seen:"+d.MessageId, 1, 0).Result()
		if err != nil || !ok {
			d.Ack(false)
			continue
		}
		// 1. and 5. dominated by the handler's own claim
		c.svc.ChargeNoKey(string(d.Body), 100)
		c.orders.PlaceAnonymous(ctx, string(d.Body), 100)
		d.Ack(false)
	}
}
