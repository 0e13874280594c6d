// Package worker consumes the billing queue (RabbitMQ) and bills through the
// payments adapter.
package worker

import (
	"context"
	"encoding/json"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/e2e/services/billing/payments"
)

type Usage struct {
	Customer string `json:"customer"`
	Item     string `json:"item"`
	Qty      int64  `json:"qty"`
	Cents    int64  `json:"cents"`
}

type Worker struct {
	Legacy  *payments.Legacy
	Current *payments.Current
}

// Usage bills every delivery with no key.
func (w *Worker) Usage(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		var u Usage
		if err := json.Unmarshal(d.Body, &u); err != nil {
			d.Nack(false, false)
			continue
		}
		w.Legacy.RecordUsage(u.Item, u.Qty)                // expect: nodedupe `handler \(\*Worker\)\.Usage: a redelivery moves money again \(stripe usagerecord\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		payments.UsageDirect(u.Item, u.Qty)                // expect: nodedupe `handler \(\*Worker\)\.Usage: a redelivery moves money again \(stripe usagerecord\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		w.Current.AddInvoiceItem(ctx, u.Customer, u.Cents) // expect: nodedupe `handler \(\*Worker\)\.Usage: a redelivery moves money again \(stripe v1InvoiceItemService\.Create\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		w.Current.Meter(ctx, u.Customer)                   // expect: nodedupe `handler \(\*Worker\)\.Usage: a redelivery moves money again \(stripe v1BillingMeterEventService\.Create\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		d.Ack(false)
	}
}

// UsageKeyed forwards the message id as Stripe's idempotency key.
func (w *Worker) UsageKeyed(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		var u Usage
		if err := json.Unmarshal(d.Body, &u); err != nil {
			d.Nack(false, false)
			continue
		}
		w.Legacy.RecordUsageKeyed("usage-"+d.MessageId, u.Item, u.Qty)
		w.Current.AddInvoiceItemKeyed(ctx, "item-"+d.MessageId, u.Customer, u.Cents)
		d.Ack(false)
	}
}
