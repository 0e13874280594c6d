// Package mqs is the events service's own wrapper over gocloud.dev/pubsub:
// handlers get an *mqs.Message, never a *pubsub.Message. When the producer
// sent no event_id, the subscriber falls back to an id from its Generator.
package mqs

import (
	"context"
	"log"

	"gocloud.dev/pubsub"

	"github.com/idemlint/idemlint/e2e/services/events/idgen"
)

// Message is one event.
type Message struct {
	EventID string
	Type    string
	Body    []byte
	raw     *pubsub.Message
}

// Handler handles one event.
type Handler func(ctx context.Context, m *Message) error

// Subscriber feeds a Handler from a gocloud subscription.
type Subscriber struct {
	Sub *pubsub.Subscription
	IDs idgen.Generator
}

// Run is the delivery loop.
func (s *Subscriber) Run(ctx context.Context, h Handler) error {
	for {
		pm, err := s.Sub.Receive(ctx)
		if err != nil {
			return err
		}
		id := pm.Metadata["event_id"]
		if id == "" {
			id = s.IDs.NewID()
		}
		m := &Message{EventID: id, Type: pm.Metadata["type"], Body: pm.Body, raw: pm}
		if err := h(ctx, m); err != nil {
			log.Printf("event %s: %v", id, err)
			if pm.Nackable() {
				pm.Nack()
			}
			continue
		}
		pm.Ack()
	}
}
