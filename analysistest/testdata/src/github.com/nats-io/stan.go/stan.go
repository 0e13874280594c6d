// Package stan is an analysistest stub of github.com/nats-io/stan.go v0.10.3
// (NATS Streaming). Declarations mirror the real API; bodies are trivial.
package stan

import "github.com/nats-io/stan.go/pb"

// AckHandler is used for Async Publishing to provide status of the ack.
type AckHandler func(string, error)

// Conn represents a connection to the NATS Streaming subsystem.
type Conn interface {
	Publish(subject string, data []byte) error
	PublishAsync(subject string, data []byte, ah AckHandler) (string, error)
	Subscribe(subject string, cb MsgHandler, opts ...SubscriptionOption) (Subscription, error)
	QueueSubscribe(subject, qgroup string, cb MsgHandler, opts ...SubscriptionOption) (Subscription, error)
	Close() error
}

// Option is a function on the options for a connection.
type Option func(*Options) error

// Options can be used to a create a customized connection.
type Options struct{ NatsURL string }

// Connect will form a connection to the NATS Streaming subsystem.
func Connect(stanClusterID, clientID string, options ...Option) (Conn, error) { return nil, nil }

// Msg is the client defined message, which includes proto, then back link to subscription.
type Msg struct {
	pb.MsgProto // MsgProto: Seq, Subject, Reply[opt], Data, Timestamp, CRC32[opt]
	Sub         Subscription
}

// Ack manually acknowledges a message.
func (msg *Msg) Ack() error { return nil }

// Subscription represents a subscription within the NATS Streaming cluster.
type Subscription interface {
	Unsubscribe() error
	Close() error
}

// SubscriptionOption is a function on the options for a subscription.
type SubscriptionOption func(*SubscriptionOptions) error

// SubscriptionOptions are used to control the Subscription's behavior.
type SubscriptionOptions struct {
	DurableName string
	ManualAcks  bool
}

// MsgHandler is a callback function that processes messages delivered to
// asynchronous subscribers.
type MsgHandler func(msg *Msg)

// DurableName sets the DurableName for the subscriber.
func DurableName(name string) SubscriptionOption { return nil }

// SetManualAckMode will allow clients to control their own acks to delivered messages.
func SetManualAckMode() SubscriptionOption { return nil }
