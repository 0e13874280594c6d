// Package billing charges cards; it is not a handler, so nothing here is
// reported: its callers are judged by the facts it exports.
package billing

import (
	"context"

	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type Service struct{ RDB *redis.Client }

// ChargeNoKey charges with no idempotency key at all.
func (s *Service) ChargeNoKey(customer string, amount int64) error {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Customer: stripe.String(customer), Amount: stripe.Int64(amount)})
	return err
}

// Charge forwards key to Stripe as the Idempotency-Key.
func (s *Service) Charge(customer string, amount int64, key string) error {
	params := &stripe.PaymentIntentParams{Customer: stripe.String(customer), Amount: stripe.Int64(amount)}
	if key != "" {
		params.SetIdempotencyKey(key)
	}
	_, err := paymentintent.New(params)
	return err
}

// ChargeOnce claims key in redis and charges only the first time.
func (s *Service) ChargeOnce(ctx context.Context, key, customer string, amount int64) error {
	ok, err := s.RDB.SetNX(ctx, "charge:"+key, 1, 0).Result()
	if err != nil {
		return err
	}
	if !ok {
		return nil
	}
	_, err = paymentintent.New(&stripe.PaymentIntentParams{Customer: stripe.String(customer), Amount: stripe.Int64(amount)})
	return err
}

// retry runs f up to n times.
func retry(n int, f func() error) (err error) {
	for i := 0; i < n; i++ {
		if err = f(); err == nil {
			return nil
		}
	}
	return err
}

// ChargeRetried forwards key to Stripe from inside its retry callback.
func (s *Service) ChargeRetried(customer string, amount int64, key string) error {
	return retry(3, func() error {
		params := &stripe.PaymentIntentParams{Customer: stripe.String(customer), Amount: stripe.Int64(amount)}
		params.SetIdempotencyKey(key)
		_, err := paymentintent.New(params)
		return err
	})
}

// ChargeRetriedNoKey retries a charge with no key.
func (s *Service) ChargeRetriedNoKey(customer string, amount int64) error {
	return retry(3, func() error {
		_, err := paymentintent.New(&stripe.PaymentIntentParams{Customer: stripe.String(customer), Amount: stripe.Int64(amount)})
		return err
	})
}
