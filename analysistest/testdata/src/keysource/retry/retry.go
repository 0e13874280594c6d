// Package retry: senders that mint a new idempotency key on every retry
// attempt (each loop form and retry helper), next to senders that mint the
// key once.
package retry

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"
	backoff "github.com/cenkalti/backoff/v4"
	backoff5 "github.com/cenkalti/backoff/v5"
	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"keysource/mint"
)

func post(body []byte, key string) error {
	req, _ := http.NewRequest("POST", "https://api.example/charges", bytes.NewReader(body))
	req.Header.Set("Idempotency-Key", key)
	_, err := http.DefaultClient.Do(req)
	return err
}

// --- hand-rolled loops ---

func attemptLoop(body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		key := uuid.NewString() // want `attemptLoop mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the loop`
		req, _ := http.NewRequest("POST", "https://api.example/charges", bytes.NewReader(body))
		req.Header.Set("Idempotency-Key", key)
		if _, err = http.DefaultClient.Do(req); err == nil {
			return nil
		}
		time.Sleep(time.Second << attempt)
	}
	return err
}

func attemptLoopOK(body []byte) error {
	var err error
	key := uuid.NewString()
	for attempt := 0; attempt < 3; attempt++ {
		req, _ := http.NewRequest("POST", "https://api.example/charges", bytes.NewReader(body))
		req.Header.Set("Idempotency-Key", key)
		if _, err = http.DefaultClient.Do(req); err == nil {
			return nil
		}
		time.Sleep(time.Second << attempt)
	}
	return err
}

func foreverLoop(amount int64) {
	for {
		params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
		key := uuid.NewString() // want `foreverLoop mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the loop`
		params.IdempotencyKey = stripe.String(key)
		if _, err := paymentintent.New(params); err == nil {
			return
		}
	}
}

func rangeIntLoop(nc *nats.Conn, data []byte) {
	for range 5 {
		msg := nats.NewMsg("billing")
		msg.Data = data
		id := uuid.NewString() // want `rangeIntLoop mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the loop`
		msg.Header.Set(nats.MsgIdHdr, id)
		if nc.PublishMsg(msg) == nil {
			return
		}
	}
}

// A key built from the attempt number is loop-dependent: reported, no fix.
func attemptSuffix(body []byte) {
	for attempt := 0; attempt < 3; attempt++ {
		if post(body, fmt.Sprintf("%s-%d", uuid.NewString(), attempt)) == nil { // want `attemptSuffix mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the loop`
			return
		}
	}
}

// The statement reads the attempt number: reported, but not hoisted.
func attemptStamp(body []byte) {
	for attempt := 0; attempt < 3; attempt++ {
		key := time.Now().Add(time.Duration(attempt)).Format(time.RFC3339Nano) // want `attemptStamp mints a new key on every retry attempt \(time\.Now\(\)\): each attempt looks new to the receiver; mint it before the loop`
		if post(body, key) == nil {
			return
		}
	}
}

// --- retry helpers ---

func backoffRetry(body []byte) error {
	return backoff.Retry(func() error {
		key := uuid.NewString() // want `func literal in backoffRetry mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the loop`
		return post(body, key)
	}, backoff.NewExponentialBackOff())
}

func backoffRetryNotify(body []byte) error {
	err := backoff.RetryNotify(func() error {
		key := uuid.NewString() // want `func literal in backoffRetryNotify mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the loop`
		return post(body, key)
	}, backoff.NewExponentialBackOff(), func(err error, d time.Duration) {})
	return err
}

func backoffRetryOK(body []byte) error {
	key := uuid.NewString()
	return backoff.Retry(func() error {
		return post(body, key)
	}, backoff.NewExponentialBackOff())
}

func backoffV5(ctx context.Context, body []byte) error {
	_, err := backoff5.Retry(ctx, func() (bool, error) {
		key := uuid.NewString() // want `func literal in backoffV5 mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the loop`
		return true, post(body, key)
	}, backoff5.WithMaxTries(5))
	return err
}

func backoffV5OK(ctx context.Context, body []byte) error {
	key := uuid.NewString()
	_, err := backoff5.Retry(ctx, func() (bool, error) {
		return true, post(body, key)
	}, backoff5.WithMaxTries(5))
	return err
}

func retryGo(body []byte) error {
	return retry.Do(func() error {
		key := uuid.NewString() // want `func literal in retryGo mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the loop`
		return post(body, key)
	}, retry.Attempts(3))
}

func retryGoOK(body []byte) error {
	key := uuid.NewString()
	return retry.Do(func() error {
		return post(body, key)
	}, retry.Attempts(3))
}

// --- producers: one new message per item is the sender owning its key ---

type order struct{ Body []byte }

func publishAll(ch *amqp.Channel, orders []order) {
	for _, o := range orders {
		ch.Publish("", "orders", false, false, amqp.Publishing{MessageId: uuid.NewString(), Body: o.Body})
	}
}

func publishIndexed(ch *amqp.Channel, orders []order) {
	for i := 0; i < len(orders); i++ {
		ch.Publish("", "orders", false, false, amqp.Publishing{MessageId: uuid.NewString(), Body: orders[i].Body})
	}
}

// A key minted per item, then retried with the same key.
func publishRetried(ch *amqp.Channel, orders []order) {
	for _, o := range orders {
		id := uuid.NewString()
		for attempt := 0; attempt < 3; attempt++ {
			if ch.Publish("", "orders", false, false, amqp.Publishing{MessageId: id, Body: o.Body}) == nil {
				break
			}
		}
	}
}

// A mint in a helper of another package (facts) is a mint here too.
func helperMint(body []byte) {
	for attempt := 0; attempt < 3; attempt++ {
		key := mint.NewKey() // want `helperMint mints a new key on every retry attempt \(mint\.NewKey\(\)\): each attempt looks new to the receiver; mint it before the loop`
		if post(body, key) == nil {
			return
		}
	}
}

// A helper that only decorates the caller's key mints nothing.
func helperPrefixed(body []byte, key string) {
	for attempt := 0; attempt < 3; attempt++ {
		if post(body, mint.Prefixed(key)) == nil {
			return
		}
	}
}

// A trace header minted per attempt is fine: only the key must be stable.
func tracePerAttempt(body []byte) error {
	key := uuid.NewString()
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		req, _ := http.NewRequest("POST", "https://api.example/charges", bytes.NewReader(body))
		req.Header.Set("Idempotency-Key", key)
		req.Header.Set("traceparent", "00-"+uuid.NewString()+"-01")
		if _, err = http.DefaultClient.Do(req); err == nil {
			return nil
		}
	}
	return err
}

func backoffRetryNotifyOK(body []byte) error {
	key := uuid.NewString()
	return backoff.RetryNotify(func() error {
		return post(body, key)
	}, backoff.NewExponentialBackOff(), func(err error, d time.Duration) {})
}

// --- user retry helpers: functions that run their function argument once per attempt ---

// withRetries runs f up to n times.
func withRetries(n int, f func() error) error { // want withRetries:"retryHelper"
	var err error
	for i := 0; i < n; i++ {
		if err = f(); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// withBackoff hands f to backoff.Retry.
func withBackoff(f func() error) error { // want withBackoff:"retryHelper"
	return backoff.Retry(f, backoff.NewExponentialBackOff())
}

// once calls f once: no retry helper.
func once(f func() error) error {
	for i := 0; i < 3; i++ {
		fmt.Println("preparing", i)
	}
	return f()
}

func userHelper(body []byte) error {
	return withRetries(3, func() error {
		key := uuid.NewString() // want `func literal in userHelper mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the loop`
		return post(body, key)
	})
}

func userHelperInline(amount int64) error {
	return withBackoff(func() error {
		params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
		params.SetIdempotencyKey(uuid.NewString()) // want `func literal in userHelperInline mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the loop`
		_, err := paymentintent.New(params)
		return err
	})
}

func userHelperOtherPackage(body []byte) error {
	return mint.Retry(3, func() error {
		return post(body, "charge-"+uuid.NewString()) // want `func literal in userHelperOtherPackage mints a new key on every retry attempt \(uuid\.NewString\(\)\): each attempt looks new to the receiver; mint it before the l.*`
	})
}

func userHelperOK(body []byte) error {
	key := uuid.NewString()
	return withRetries(3, func() error {
		return post(body, key)
	})
}

func onceOK(body []byte) error {
	return once(func() error {
		key := uuid.NewString()
		return post(body, key)
	})
}
