// Package nats is an analysistest stub of github.com/ThreeDotsLabs/watermill-nats/v2/pkg/nats (github.com/ThreeDotsLabs/watermill-nats/v2@v2.1.3).
// Subset: Publisher.Publish, Subscriber.Subscribe and Close (struct fields and constructors omitted).
// Declarations mirror the real API surface; bodies are trivial.
package nats

import (
	"context"

	"github.com/ThreeDotsLabs/watermill/message"
)

type Publisher struct{}

func (p *Publisher) Publish(topic string, messages ...*message.Message) error { return nil }

func (p *Publisher) Close() error { return nil }

type Subscriber struct{}

func (s *Subscriber) Subscribe(ctx context.Context, topic string) (<-chan *message.Message, error) {
	return nil, nil
}

func (s *Subscriber) Close() error { return nil }
