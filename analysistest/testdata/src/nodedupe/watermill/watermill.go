// Package watermill: watermill router handlers, with and without the
// Deduplicator middleware.
package watermill

import (
	"time"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/ThreeDotsLabs/watermill/message/router/middleware"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/transfer"
)

func payout(msg *message.Message) error {
	_, err := transfer.New(&stripe.TransferParams{Destination: stripe.String(string(msg.Payload))}) // want `handler payout: a redelivery moves money again \(stripe transfer\); dedupe on msg\.UUID and forward it as the Idempotency-Key`
	return err
}

func payoutKeyed(msg *message.Message) error {
	params := &stripe.TransferParams{Destination: stripe.String(string(msg.Payload))}
	params.IdempotencyKey = stripe.String(msg.UUID)
	_, err := transfer.New(params)
	return err
}

func routes(r *message.Router, sub message.Subscriber) {
	r.AddNoPublisherHandler("payout", "payouts", sub, payout)
	r.AddNoPublisherHandler("payout.keyed", "payouts", sub, payoutKeyed)
}

func dedupedPayout(msg *message.Message) error {
	_, err := transfer.New(&stripe.TransferParams{Destination: stripe.String(string(msg.Payload))})
	return err
}

// dedupedRoutes installs the Deduplicator, keyed by the message UUID, on the router.
func dedupedRoutes(r *message.Router, sub message.Subscriber, repo middleware.ExpiringKeyRepository) {
	dedup := &middleware.Deduplicator{
		KeyFactory: func(m *message.Message) (string, error) { return m.UUID, nil },
		Repository: repo,
		Timeout:    time.Minute,
	}
	r.AddMiddleware(dedup.Middleware)
	r.AddNoPublisherHandler("payout.deduped", "payouts", sub, dedupedPayout)
}
