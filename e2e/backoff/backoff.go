// Package backoff: cenkalti/backoff/v4 retries on the sending side.
package backoff

import (
	"github.com/cenkalti/backoff/v4"
	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// keysource bug: a new Idempotency-Key on every retry attempt.
func chargeRetryBug(cents int64) error {
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(cents), Currency: stripe.String("usd")}
		p.SetIdempotencyKey(uuid.NewString()) // expect: keysource "mints a new key on every retry attempt"
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

// keysource clean: the key is minted once, before the retries.
func chargeRetry(cents int64) error {
	key := uuid.NewString()
	return backoff.Retry(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(cents), Currency: stripe.String("usd")}
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	}, backoff.NewExponentialBackOff())
}

// keysource clean: RetryNotify with a key minted outside.
func chargeRetryNotify(cents int64, notify backoff.Notify) error {
	key := uuid.NewString()
	op := func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(cents), Currency: stripe.String("usd")}
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	}
	return backoff.RetryNotify(op, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3), notify)
}

// keysource bug: a hand-written retry loop minting per attempt.
func chargeLoopBug(cents int64) error {
	var err error
	for i := 0; i < 3; i++ {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(cents), Currency: stripe.String("usd")}
		p.SetIdempotencyKey(uuid.NewString()) // expect: keysource "mints a new key on every retry attempt"
		if _, err = paymentintent.New(p); err == nil {
			return nil
		}
	}
	return err
}
