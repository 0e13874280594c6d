// Package sql is an analysistest stub of github.com/ThreeDotsLabs/watermill-sql/v4/pkg/sql (github.com/ThreeDotsLabs/watermill-sql/v4@v4.1.2).
// Subset: Publisher.Publish, Subscriber.Subscribe and Close (struct fields and constructors omitted).
// Declarations mirror the real API surface; bodies are trivial.
package sql

import (
	"context"

	"github.com/ThreeDotsLabs/watermill/message"
)

type Publisher struct{}

func (p *Publisher) Publish(topic string, messages ...*message.Message) (err error) { return nil }

func (p *Publisher) Close() error { return nil }

type Subscriber struct{}

func (s *Subscriber) Subscribe(ctx context.Context, topic string) (o <-chan *message.Message, err error) {
	return nil, nil
}

func (s *Subscriber) Close() error { return nil }
