package app

import (
	"context"
	"net/http"

	"configured/dedupe"
	"configured/ledger"
)

type Event struct {
	ID      string
	Account string
	Cents   int64
}

type Bus struct{}

func (b *Bus) On(topic string, h func(ctx context.Context, ev Event) error) {}

var (
	led   = &ledger.Client{}
	store = &dedupe.Store{}
)

// A configured handler calling a configured effect: reported, and the
// effect is named after the configured function (not a built-in library).
func HandleEvent(ctx context.Context, ev Event) error {
	return led.Post(ctx, ev.Account, ev.Cents) // want `handler HandleEvent: a redelivery moves money again \(charge Client\.Post\); dedupe on the sender's message id and forward it as the Idempotency-Key`
}

// A configured package-level charge function.
func HandleRefund(ctx context.Context, ev Event) error {
	return ledger.Transfer(ctx, "house", ev.Account, ev.Cents) // want `handler HandleRefund: a redelivery moves money again \(charge ledger\.Transfer\); dedupe on the sender's message id and forward it as the Idempotency-Key`
}

// The same with the configured guard keyed by the configured sender id: the
// guard covers the charge (no nodedupe finding), but the claim is kept when
// the charge fails, so its retry is skipped: key-before-effect.
func HandleEventSafe(ctx context.Context, ev Event) error {
	ok, err := store.Claim(ctx, ev.ID) // want `handler HandleEventSafe claims the key before charge Client\.Post and never releases it: if that fails, a redelivery is skipped; release it on failure`
	if err != nil || !ok {
		return err
	}
	return led.Post(ctx, ev.Account, ev.Cents)
}

// Not a handler: the same effect in a CLI path is not reported.
func Backfill(ctx context.Context, ev Event) error {
	return led.Post(ctx, ev.Account, ev.Cents)
}

func wire(b *Bus) {
	b.On("payments", func(ctx context.Context, ev Event) error {
		return led.Post(ctx, ev.Account, ev.Cents) // want `handler func literal in wire: a redelivery moves money again \(charge Client\.Post\); dedupe on the sender's message id and forward it as the Idempotency-Key`
	})
	b.On("payments.safe", func(ctx context.Context, ev Event) error {
		// keyed by a payload field, not the sender id: the guard does not count
		ok, _ := store.Claim(ctx, ev.Account)
		if !ok {
			return nil
		}
		return led.Post(ctx, ev.Account, ev.Cents) // want `handler func literal in wire: a redelivery moves money again \(charge Client\.Post\); dedupe on the sender's message id and forward it as the Idempotency-Key`
	})
	_ = http.MethodPost
}
