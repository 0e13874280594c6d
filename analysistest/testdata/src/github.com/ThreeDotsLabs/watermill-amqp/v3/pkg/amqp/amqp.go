// Package amqp is an analysistest stub of github.com/ThreeDotsLabs/watermill-amqp/v3/pkg/amqp (github.com/ThreeDotsLabs/watermill-amqp/v3@v3.0.2).
// Subset: Publisher.Publish, Subscriber.Subscribe and Close (struct fields and constructors omitted).
// Declarations mirror the real API surface; bodies are trivial.
package amqp

import (
	"context"

	"github.com/ThreeDotsLabs/watermill/message"
)

type Publisher struct{}

func (p *Publisher) Publish(topic string, messages ...*message.Message) (err error) { return nil }

func (p *Publisher) Close() error { return nil }

type Subscriber struct{}

func (s *Subscriber) Subscribe(ctx context.Context, topic string) (<-chan *message.Message, error) {
	return nil, nil
}

func (s *Subscriber) Close() error { return nil }
