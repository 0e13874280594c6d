package babelqueue

import (
	"context"
	"time"
)

// ReceivedMessage is a message reserved from a queue.
type ReceivedMessage struct {
	Body          string
	Queue         string
	Handle        any
	Headers       map[string]string
	DeliveryCount int
}

// Transport is the minimal broker contract the App runtime talks to.
type Transport interface {
	Publish(ctx context.Context, queue, body string) error
	Pop(ctx context.Context, queue string, timeout time.Duration) (*ReceivedMessage, error)
	Ack(ctx context.Context, msg *ReceivedMessage) error
}

// HeaderPublisher is an optional Transport capability.
type HeaderPublisher interface {
	PublishWithHeaders(ctx context.Context, queue, body string, headers map[string]string) error
}

// Releaser is an optional Transport capability.
type Releaser interface {
	Release(ctx context.Context, msg *ReceivedMessage, delay time.Duration) error
}

// InMemoryTransport is an in-process Transport for tests and broker-free local runs.
type InMemoryTransport struct{}

func NewInMemoryTransport() *InMemoryTransport { return &InMemoryTransport{} }

func (t *InMemoryTransport) Publish(_ context.Context, queue, body string) error { return nil }
func (t *InMemoryTransport) PublishWithHeaders(_ context.Context, queue, body string, headers map[string]string) error {
	return nil
}
func (t *InMemoryTransport) Pop(_ context.Context, queue string, _ time.Duration) (*ReceivedMessage, error) {
	return nil, nil
}
func (t *InMemoryTransport) Ack(_ context.Context, _ *ReceivedMessage) error { return nil }
func (t *InMemoryTransport) Size(queue string) int                           { return 0 }

// HeadersFromContext returns the out-of-band transport headers of the message being handled.
func HeadersFromContext(ctx context.Context) map[string]string { return nil }

const HeaderReplayBypass = "bq-replay-bypass"

// IsReplay reports whether the current message was redriven with the replay-bypass marker.
func IsReplay(ctx context.Context) bool { return false }

// BypassExternalEffects runs fn unless the current message is a replay.
func BypassExternalEffects(ctx context.Context, fn func() error) error { return fn() }

// RedriveOptions configures a Redrive run.
type RedriveOptions struct {
	ToQueue string
	Max     int
	DryRun  bool
	Select  func(Envelope) bool
	Timeout time.Duration
}

// RedriveItem records what happened to one message during a Redrive run.
type RedriveItem struct {
	MessageID string
	TraceID   string
	URN       string
	Reason    string
	From      string
	To        string
	Redriven  bool
}

// RedriveResult summarizes a Redrive run.
type RedriveResult struct {
	Redriven int
	Skipped  int
	Items    []RedriveItem
}

func Redrive(ctx context.Context, t Transport, dlq string, opts RedriveOptions) (RedriveResult, error) {
	return RedriveResult{}, nil
}
