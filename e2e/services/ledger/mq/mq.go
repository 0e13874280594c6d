// Package mq is the ledger service's own messaging layer over kafka-go and
// amqp091-go: its Message type, a Handler interface, a func-typed delivery
// hook and a router of TaskHandler funcs. The business handlers live in other
// packages (billing, payouts, tasks) and never see a library type, except the
// TaskHandler, which gets the amqp.Delivery itself.
package mq

import (
	"context"
	"log"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/segmentio/kafka-go"
)

// Message is what a Handler receives: built from the kafka message.
type Message struct {
	ID    string // the producer's idempotency-key header
	Topic string
	Body  []byte
}

// Handler handles one message.
type Handler interface {
	Handle(ctx context.Context, m Message) error
}

// KafkaBus feeds one Handler from a kafka-go reader.
type KafkaBus struct {
	Reader  *kafka.Reader
	Handler Handler
}

func header(hs []kafka.Header, name string) string {
	for _, h := range hs {
		if h.Key == name {
			return string(h.Value)
		}
	}
	return ""
}

// Run is the delivery loop: it passes a Message built from each kafka message
// to the Handler interface.
func (b *KafkaBus) Run(ctx context.Context) error {
	for {
		m, err := b.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		msg := Message{ID: header(m.Headers, "idempotency-key"), Topic: m.Topic, Body: m.Value}
		if err := b.Handler.Handle(ctx, msg); err != nil {
			log.Printf("handle %s: %v", m.Topic, err)
			continue // not committed: redelivered
		}
		if err := b.Reader.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

// AMQPConsumer passes each delivery's body and id to a func-typed field.
type AMQPConsumer struct {
	Channel    *amqp.Channel
	Queue      string
	OnDelivery func(ctx context.Context, messageID string, body []byte) error
}

// Run is the delivery loop.
func (c *AMQPConsumer) Run(ctx context.Context) error {
	deliveries, err := c.Channel.ConsumeWithContext(ctx, c.Queue, "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := c.OnDelivery(ctx, d.MessageId, d.Body); err != nil {
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
	return nil
}

// TaskHandler handles one task delivery.
type TaskHandler func(ctx context.Context, d amqp.Delivery) error

// TaskRouter dispatches deliveries by their Type to a map of TaskHandlers,
// republishing failed tasks to the retry queue with the same MessageId.
type TaskRouter struct {
	Channel  *amqp.Channel
	Queue    string
	Handlers map[string]TaskHandler
}

// Run is the delivery loop.
func (r *TaskRouter) Run(ctx context.Context) error {
	deliveries, err := r.Channel.ConsumeWithContext(ctx, r.Queue, "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		h, ok := r.Handlers[d.Type]
		if !ok {
			_ = d.Reject(false)
			continue
		}
		if err := h(ctx, d); err != nil {
			// forwarded MessageId: the retry is recognisable downstream.
			_ = r.Channel.PublishWithContext(ctx, "", r.Queue+".retry", false, false, amqp.Publishing{
				MessageId: d.MessageId, Type: d.Type, Headers: d.Headers, Body: d.Body,
			})
		}
		_ = d.Ack(false)
	}
	return nil
}

// LegacyRouter is TaskRouter's older twin: its retry republish drops the
// MessageId, so a duplicate retry cannot be recognised. nodedupe bug.
type LegacyRouter struct {
	Channel  *amqp.Channel
	Queue    string
	Handlers map[string]TaskHandler
}

// Run is the delivery loop.
func (r *LegacyRouter) Run(ctx context.Context) error {
	deliveries, err := r.Channel.ConsumeWithContext(ctx, r.Queue, "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		h, ok := r.Handlers[d.Type]
		if !ok {
			_ = d.Reject(false)
			continue
		}
		if err := h(ctx, d); err != nil {
			_ = r.Channel.PublishWithContext(ctx, "", r.Queue+".retry", false, false, amqp.Publishing{Type: d.Type, Body: d.Body}) // expect: nodedupe `handler \(\*LegacyRouter\)\.Run: a redelivery publishes a duplicate message \(publish Channel\.PublishWithContext\)`
		}
		_ = d.Ack(false)
	}
	return nil
}
