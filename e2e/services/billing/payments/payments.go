// Package payments is the billing service's Stripe adapter, on two major
// versions: the legacy client.API of stripe-go v72 (usage records,
// subscriptions) and the stripe.Client of v84 (invoice items, meter events,
// refunds).
package payments

import (
	"context"

	stripe72 "github.com/stripe/stripe-go/v72"
	client72 "github.com/stripe/stripe-go/v72/client"
	"github.com/stripe/stripe-go/v72/usagerecord"
	"github.com/stripe/stripe-go/v84"
)

type Legacy struct{ API *client72.API }

// RecordUsage increments metered usage: twice for a redelivered message.
func (l *Legacy) RecordUsage(item string, qty int64) error {
	_, err := l.API.UsageRecords.New(&stripe72.UsageRecordParams{SubscriptionItem: stripe72.String(item), Quantity: stripe72.Int64(qty)})
	return err
}

// RecordUsageKeyed forwards the caller's key to Stripe, which dedupes the retry.
func (l *Legacy) RecordUsageKeyed(key, item string, qty int64) error {
	p := &stripe72.UsageRecordParams{SubscriptionItem: stripe72.String(item), Quantity: stripe72.Int64(qty)}
	p.SetIdempotencyKey(key)
	_, err := l.API.UsageRecords.New(p)
	return err
}

// Usage through the package-level function.
func UsageDirect(item string, qty int64) error {
	_, err := usagerecord.New(&stripe72.UsageRecordParams{SubscriptionItem: stripe72.String(item), Quantity: stripe72.Int64(qty)})
	return err
}

type Current struct{ SC *stripe.Client }

// AddInvoiceItem bills the customer once more per call.
func (c *Current) AddInvoiceItem(ctx context.Context, customer string, cents int64) error {
	_, err := c.SC.V1InvoiceItems.Create(ctx, &stripe.InvoiceItemCreateParams{Customer: stripe.String(customer), Amount: stripe.Int64(cents)})
	return err
}

// AddInvoiceItemKeyed sets the caller's key as the IdempotencyKey.
func (c *Current) AddInvoiceItemKeyed(ctx context.Context, key, customer string, cents int64) error {
	p := &stripe.InvoiceItemCreateParams{Customer: stripe.String(customer), Amount: stripe.Int64(cents)}
	p.IdempotencyKey = stripe.String(key)
	_, err := c.SC.V1InvoiceItems.Create(ctx, p)
	return err
}

// Meter reports a billable event under a fresh identifier each time.
func (c *Current) Meter(ctx context.Context, customer string) error {
	_, err := c.SC.V1BillingMeterEvents.Create(ctx, &stripe.BillingMeterEventCreateParams{EventName: stripe.String("api_call"),
		Payload: map[string]string{"stripe_customer_id": customer}})
	return err
}
