package mq // want package:`wiring: \(\*KafkaBus\)\.Run → nodedupe/shapes/mq\.Handler\.Handle, \(\*AMQPConsumer\)\.Run → nodedupe/shapes/mq\.AMQPConsumer\.OnDelivery`

// Package mq is a service's own messaging layer: delivery loops that pass
// what they receive to an interface method, a func-typed field, a map of
// named func values and a func-typed parameter. The business handlers are
// in package consumers, which imports this one.

import (
	"context"
	"log"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/segmentio/kafka-go"
)

// Message is what a Handler receives, built from the kafka message.
type Message struct {
	ID   string // the producer's idempotency-key header
	Body []byte
}

// Handler handles one message.
type Handler interface {
	Handle(ctx context.Context, m Message) error
}

// Metrics is not given deliveries: its implementations are not handlers.
type Metrics interface {
	Count(topic string)
}

func header(hs []kafka.Header, name string) string {
	for _, h := range hs {
		if h.Key == name {
			return string(h.Value)
		}
	}
	return ""
}

// KafkaBus feeds a Handler.
type KafkaBus struct {
	Reader  *kafka.Reader
	Handler Handler
	Metrics Metrics
}

func (b *KafkaBus) Run(ctx context.Context) error {
	for {
		m, err := b.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		b.Metrics.Count(m.Topic)
		if err := b.Handler.Handle(ctx, Message{ID: header(m.Headers, "idempotency-key"), Body: m.Value}); err != nil {
			log.Print(err)
			continue
		}
		_ = b.Reader.CommitMessages(ctx, m)
	}
}

// AMQPConsumer passes each delivery's id and body to a func-typed field.
type AMQPConsumer struct {
	Channel    *amqp.Channel
	OnDelivery func(ctx context.Context, messageID string, body []byte) error
}

func (c *AMQPConsumer) Run(ctx context.Context) error {
	ds, err := c.Channel.ConsumeWithContext(ctx, "q", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range ds {
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

// TaskRouter dispatches to a map of TaskHandlers.
type TaskRouter struct {
	Channel  *amqp.Channel
	Handlers map[string]TaskHandler
}

func (r *TaskRouter) Run(ctx context.Context) error {
	ds, err := r.Channel.ConsumeWithContext(ctx, "tasks", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range ds {
		if h, ok := r.Handlers[d.Type]; ok {
			_ = h(ctx, d)
		}
		_ = d.Ack(false)
	}
	return nil
}

// Consume passes each body to its func-typed parameter.
func Consume(ctx context.Context, r *kafka.Reader, fn func(ctx context.Context, body []byte) error) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := fn(ctx, m.Value); err == nil {
			_ = r.CommitMessages(ctx, m)
		}
	}
}
