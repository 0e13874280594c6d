// Package pubsub is an analysistest stub of gocloud.dev/pubsub (gocloud.dev
// v0.49.0): Message, Topic (Send), Subscription (Receive), OpenTopic,
// OpenSubscription. Unexported fields are reduced to the ones the methods
// need; URLMux and the driver interfaces are omitted.
package pubsub

import "context"

// Message contains data to be published.
type Message struct {
	// LoggableID will be set to an opaque message identifer for
	// received messages, useful for debug logging. No assumptions should
	// be made about the content.
	LoggableID string

	// Body contains the content of the message.
	Body []byte

	// Metadata has key/value metadata for the message.
	Metadata map[string]string

	// BeforeSend is a callback used when sending a message.
	BeforeSend func(asFunc func(any) bool) error

	// AfterSend is a callback used when sending a message.
	AfterSend func(asFunc func(any) bool) error

	asFunc func(any) bool
	ack    func(isAck bool)
}

// Ack acknowledges the message, telling the server that it does not need to be
// sent again to the associated Subscription.
func (m *Message) Ack() {}

// Nackable returns true iff Nack can be called without panicking.
func (m *Message) Nackable() bool { return false }

// Nack (short for negative acknowledgment) tells the server that this Message
// was not processed and should be redelivered.
func (m *Message) Nack() {}

// As converts i to driver-specific types.
func (m *Message) As(i any) bool { return false }

// Topic publishes messages to all its subscribers.
type Topic struct {
	cancel func()
}

// Send publishes a message. It only returns after the message has been
// sent, or failed to be sent.
func (t *Topic) Send(ctx context.Context, m *Message) (err error) { return nil }

// Shutdown flushes pending message sends and disconnects the Topic.
func (t *Topic) Shutdown(ctx context.Context) (err error) { return nil }

// As converts i to driver-specific types.
func (t *Topic) As(i any) bool { return false }

// ErrorAs converts err to driver-specific types.
func (t *Topic) ErrorAs(err error, i any) bool { return false }

// Subscription receives published messages.
type Subscription struct {
	canNack bool
}

// Receive receives and returns the next message from the Subscription's queue,
// blocking and polling if none are available. The Ack method of the returned
// Message must be called once the message has been processed, to prevent it
// from being received again.
func (s *Subscription) Receive(ctx context.Context) (_ *Message, err error) { return &Message{}, nil }

// Shutdown flushes pending ack sends and disconnects the Subscription.
func (s *Subscription) Shutdown(ctx context.Context) (err error) { return nil }

// As converts i to driver-specific types.
func (s *Subscription) As(i any) bool { return false }

// ErrorAs converts err to driver-specific types.
func (s *Subscription) ErrorAs(err error, i any) bool { return false }

// OpenTopic opens the Topic identified by the URL given.
func OpenTopic(ctx context.Context, urlstr string) (*Topic, error) { return &Topic{}, nil }

// OpenSubscription opens the Subscription identified by the URL given.
func OpenSubscription(ctx context.Context, urlstr string) (*Subscription, error) {
	return &Subscription{}, nil
}
