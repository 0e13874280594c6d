package message

import "context"

// Publisher is the emitting part of a Pub/Sub.
type Publisher interface {
	Publish(topic string, messages ...*Message) error
	Close() error
}

// Subscriber is the consuming part of the Pub/Sub.
type Subscriber interface {
	Subscribe(ctx context.Context, topic string) (<-chan *Message, error)
	Close() error
}

// SubscribeInitializer is used to initialize subscribers.
type SubscribeInitializer interface {
	SubscribeInitialize(topic string) error
}
