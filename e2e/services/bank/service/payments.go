// Package service is the bank's service layer: the worker's handlers call
// it. It charges through Stripe, with the user's own retry helper.
package service

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Payments charges customers.
type Payments struct{}

// retry calls f up to n times, until it succeeds.
func retry(n int, f func() error) error {
	var err error
	for i := 0; i < n; i++ {
		if err = f(); err == nil {
			return nil
		}
		time.Sleep(time.Duration(i+1) * 100 * time.Millisecond)
	}
	return err
}

func params(customer string, cents int64) *stripe.PaymentIntentParams {
	return &stripe.PaymentIntentParams{Amount: stripe.Int64(cents), Currency: stripe.String("usd"), Customer: stripe.String(customer)}
}

// Charge charges with the caller's idempotency key.
func (s *Payments) Charge(ctx context.Context, customer string, cents int64, key string) error {
	return retry(3, func() error {
		p := params(customer, cents)
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	})
}

// ChargeMonthly is the billing cron's charge (not a handler). It mints a new
// key inside the retry callback, so every attempt is a new charge to Stripe:
// keysource bug (per-attempt key).
func (s *Payments) ChargeMonthly(ctx context.Context, customer string, cents int64) error {
	return retry(3, func() error {
		p := params(customer, cents)
		p.SetIdempotencyKey(uuid.NewString()) // expect: keysource "mints a new key on every retry attempt"
		_, err := paymentintent.New(p)
		return err
	})
}

// ChargeMonthlyOnce mints the key once, before the retries: clean.
func (s *Payments) ChargeMonthlyOnce(ctx context.Context, customer string, cents int64) error {
	key := "monthly-" + uuid.NewString()
	return retry(3, func() error {
		p := params(customer, cents)
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	})
}
