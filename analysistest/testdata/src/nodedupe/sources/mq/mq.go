// Package mq is a service's own wrapper over a broker: its Receive returns
// a message built from the library's delivery (a delivery source).
package mq

import (
	"context"

	"github.com/segmentio/kafka-go"
)

// Message is the service's own message type.
type Message struct {
	ID   string
	Body []byte
}

// Subscription is what consumers receive from.
type Subscription interface {
	Receive(ctx context.Context) (*Message, error)
}

// KafkaSubscription receives from kafka.
type KafkaSubscription struct{ R *kafka.Reader }

func (s *KafkaSubscription) Receive(ctx context.Context) (*Message, error) {
	m, err := s.R.FetchMessage(ctx)
	if err != nil {
		return nil, err
	}
	return &Message{ID: string(m.Key), Body: m.Value}, nil
}
