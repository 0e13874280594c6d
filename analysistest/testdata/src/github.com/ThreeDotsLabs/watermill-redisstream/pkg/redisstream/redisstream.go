// Package redisstream is an analysistest stub of github.com/ThreeDotsLabs/watermill-redisstream/pkg/redisstream (github.com/ThreeDotsLabs/watermill-redisstream@v1.4.5).
// Subset: Publisher.Publish, Subscriber.Subscribe and Close (struct fields and constructors omitted).
// Declarations mirror the real API surface; bodies are trivial.
package redisstream

import (
	"context"

	"github.com/ThreeDotsLabs/watermill/message"
)

type Publisher struct{}

func (p *Publisher) Publish(topic string, msgs ...*message.Message) error { return nil }

func (p *Publisher) Close() error { return nil }

type Subscriber struct{}

func (s *Subscriber) Subscribe(ctx context.Context, topic string) (<-chan *message.Message, error) {
	return nil, nil
}

func (s *Subscriber) Close() error { return nil }
