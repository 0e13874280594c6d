// Package stripe: stripe-go/v82 charges inside handlers.
package stripe

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type chargeReq struct {
	Customer string `json:"customer"`
	Cents    int64  `json:"cents"`
}

func consume(ctx context.Context, ch *amqp.Channel, sc *stripe.Client) {
	msgs, err := ch.ConsumeWithContext(ctx, "charges", "", false, false, false, false, nil)
	if err != nil {
		return
	}
	for d := range msgs {
		var req chargeReq
		_ = json.Unmarshal(d.Body, &req)
		switch d.Type {
		case "bug":
			// nodedupe bug: a charge with no idempotency key
			paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(req.Cents), Currency: stripe.String("usd"), Customer: stripe.String(req.Customer)}) // expect: nodedupe `handler consume: a redelivery moves money again \(stripe paymentintent\)`
		case "forwarded":
			// clean: the sender's MessageId forwarded as the Idempotency-Key
			p := &stripe.PaymentIntentParams{Amount: stripe.Int64(req.Cents), Currency: stripe.String("usd")}
			p.SetIdempotencyKey("charge:" + d.MessageId)
			paymentintent.New(p)
		case "client":
			// clean: the stripe.Client service with the key in the nested Params literal
			sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{
				Params: stripe.Params{IdempotencyKey: stripe.String(d.MessageId)},
				Amount: stripe.Int64(req.Cents), Currency: stripe.String("usd"),
			})
		case "minted":
			// keysource bug (+ nodedupe): a fresh key on every delivery
			p := &stripe.PaymentIntentParams{Amount: stripe.Int64(req.Cents), Currency: stripe.String("usd")}
			p.SetIdempotencyKey(uuid.NewString()) // expect: keysource "minted by the receiver"
			paymentintent.New(p)                  // expect: nodedupe `handler consume: a redelivery moves money again \(stripe paymentintent\)`
		case "payload":
			// payloadkey bug: the key is the customer and amount (a redelivery is
			// deduped by stripe, so no nodedupe; two real charges collide)
			sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{
				Params: stripe.Params{IdempotencyKey: stripe.String(req.Customer + ":" + string(rune(req.Cents)))}, // expect: payloadkey "only from the payload"
				Amount: stripe.Int64(req.Cents), Currency: stripe.String("usd"),
			})
		case "stripekey":
			// keysource bug (+ nodedupe): stripe.NewIdempotencyKey mints a key
			sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{ // expect: nodedupe `handler consume: a redelivery moves money again \(stripe v1PaymentIntentService\.Create\)`
				Params: stripe.Params{IdempotencyKey: stripe.String(stripe.NewIdempotencyKey())}, // expect: keysource "minted by the receiver"
				Amount: stripe.Int64(req.Cents), Currency: stripe.String("usd"),
			})
		}
		_ = d.Ack(false)
	}
}
