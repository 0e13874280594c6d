// Package stripeversions: stripe-go's billable creates in an old major
// version (v72: client.API, sub, usagerecord, reversal) and the newer
// billable objects of v82 (invoice items, top-ups, invoice Pay, meter
// events, the v1 services' Pay), with and without the sender's id as the
// IdempotencyKey.
package stripeversions

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"
	stripe72 "github.com/stripe/stripe-go/v72"
	"github.com/stripe/stripe-go/v72/client"
	"github.com/stripe/stripe-go/v72/sub"
	"github.com/stripe/stripe-go/v72/usagerecord"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/billing/meterevent"
	"github.com/stripe/stripe-go/v82/invoice"
	"github.com/stripe/stripe-go/v82/invoiceitem"
	"github.com/stripe/stripe-go/v82/topup"
)

func old(ch *amqp.Channel, sc *client.API) {
	in, _ := ch.Consume("usage", "", false, false, false, false, nil)
	for d := range in {
		usagerecord.New(&stripe72.UsageRecordParams{Quantity: stripe72.Int64(1)})         // want `handler old: a redelivery moves money again \(stripe usagerecord\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		sc.UsageRecords.New(&stripe72.UsageRecordParams{Quantity: stripe72.Int64(1)})     // want `handler old: a redelivery moves money again \(stripe usagerecord\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		sc.PaymentIntents.New(&stripe72.PaymentIntentParams{Amount: stripe72.Int64(100)}) // want `handler old: a redelivery moves money again \(stripe paymentintent\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		sub.New(&stripe72.SubscriptionParams{Customer: stripe72.String("cus_1")})         // want `handler old: a redelivery moves money again \(stripe sub\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		d.Ack(false)
	}
}

func oldKeyed(ch *amqp.Channel, sc *client.API) {
	in, _ := ch.Consume("usage", "", false, false, false, false, nil)
	for d := range in {
		ur := &stripe72.UsageRecordParams{Quantity: stripe72.Int64(1)}
		ur.SetIdempotencyKey("usage-" + d.MessageId)
		sc.UsageRecords.New(ur)

		pi := &stripe72.PaymentIntentParams{Amount: stripe72.Int64(100)}
		pi.IdempotencyKey = stripe72.String(d.MessageId)
		sc.PaymentIntents.New(pi)
		d.Ack(false)
	}
}

func newer(ctx context.Context, ch *amqp.Channel, sc *stripe.Client) {
	in, _ := ch.Consume("billing", "", false, false, false, false, nil)
	for d := range in {
		invoiceitem.New(&stripe.InvoiceItemParams{Amount: stripe.Int64(100)})                                        // want `handler newer: a redelivery moves money again \(stripe invoiceitem\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		topup.New(&stripe.TopupParams{Amount: stripe.Int64(100)})                                                    // want `handler newer: a redelivery moves money again \(stripe topup\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		invoice.Pay("in_1", &stripe.InvoicePayParams{})                                                              // want `handler newer: a redelivery moves money again \(stripe invoice\.Pay\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		meterevent.New(&stripe.BillingMeterEventParams{EventName: stripe.String("api_call")})                        // want `handler newer: a redelivery moves money again \(stripe meterevent\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		sc.V1Invoices.Pay(ctx, "in_1", &stripe.InvoicePayParams{})                                                   // want `handler newer: a redelivery moves money again \(stripe v1InvoiceService\.Pay\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		sc.V1PaymentIntents.IncrementAuthorization(ctx, "pi_1", &stripe.PaymentIntentIncrementAuthorizationParams{}) // want `handler newer: a redelivery moves money again \(stripe v1PaymentIntentServi…\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		invoice.New(&stripe.InvoiceParams{Customer: stripe.String("cus_1")})                                         // want `handler newer: a redelivery moves money again \(stripe invoice\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		d.Ack(false)
	}
}

func newerKeyed(ctx context.Context, ch *amqp.Channel, sc *stripe.Client) {
	in, _ := ch.Consume("billing", "", false, false, false, false, nil)
	for d := range in {
		ii := &stripe.InvoiceItemParams{Amount: stripe.Int64(100)}
		ii.SetIdempotencyKey(d.MessageId)
		invoiceitem.New(ii)

		pay := &stripe.InvoicePayParams{}
		pay.SetIdempotencyKey("pay-" + d.MessageId)
		sc.V1Invoices.Pay(ctx, "in_1", pay)

		me := &stripe.BillingMeterEventParams{EventName: stripe.String("api_call")}
		me.IdempotencyKey = stripe.String(d.MessageId)
		meterevent.New(me)
		d.Ack(false)
	}
}
