// Package stripecharge: stripe creates without an IdempotencyKey, and with the
// sender's id as the key.
package stripecharge

import (
	"context"

	"github.com/google/uuid"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"
	"github.com/stripe/stripe-go/v82/checkout/session"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/refund"
	"github.com/stripe/stripe-go/v82/transfer"
)

func run(ctx context.Context, ch *amqp.Channel, sc *stripe.Client) {
	in, _ := ch.Consume("pay", "", false, false, false, false, nil)
	for d := range in {
		paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(100)})                     // want `handler run: a redelivery moves money again \(stripe paymentintent\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		charge.New(&stripe.ChargeParams{Amount: stripe.Int64(100)})                                   // want `handler run: a redelivery moves money again \(stripe charge\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		refund.New(&stripe.RefundParams{Amount: stripe.Int64(100)})                                   // want `handler run: a redelivery moves money again \(stripe refund\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		transfer.New(&stripe.TransferParams{Amount: stripe.Int64(100)})                               // want `handler run: a redelivery moves money again \(stripe transfer\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}) // want `handler run: a redelivery moves money again \(stripe v1PaymentIntentService\.Create\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		// a Checkout Session is a page the payer may complete; a second one expires unused: no charge
		session.New(&stripe.CheckoutSessionParams{Mode: stripe.String("payment")})
		d.Ack(false)
	}
}

func runKeyed(ctx context.Context, ch *amqp.Channel, sc *stripe.Client) {
	in, _ := ch.Consume("pay", "", false, false, false, false, nil)
	for d := range in {
		pi := &stripe.PaymentIntentParams{Amount: stripe.Int64(100)}
		pi.SetIdempotencyKey(d.MessageId)
		paymentintent.New(pi)

		ch := &stripe.ChargeParams{Amount: stripe.Int64(100)}
		ch.IdempotencyKey = stripe.String(d.MessageId)
		charge.New(ch)

		refund.New(&stripe.RefundParams{Params: stripe.Params{IdempotencyKey: stripe.String("refund:" + d.MessageId)}, Amount: stripe.Int64(100)})

		tp := &stripe.TransferParams{Amount: stripe.Int64(100)}
		tp.SetIdempotencyKey("transfer-" + d.MessageId)
		transfer.New(tp)

		cp := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100)}
		cp.SetIdempotencyKey(d.MessageId)
		sc.V1PaymentIntents.Create(ctx, cp)
		d.Ack(false)
	}
}

// The sender's id with a minted fallback when the sender sent none: one
// hazard, keysource's (receiver-fallback); nodedupe does not report it again.
func runFallback(ch *amqp.Channel) {
	in, _ := ch.Consume("pay", "", false, false, false, false, nil)
	for d := range in {
		key := d.MessageId
		if key == "" {
			key = uuid.NewString()
		}
		rp := &stripe.RefundParams{Amount: stripe.Int64(100)}
		rp.SetIdempotencyKey("refund-" + key)
		refund.New(rp)
		d.Ack(false)
	}
}
