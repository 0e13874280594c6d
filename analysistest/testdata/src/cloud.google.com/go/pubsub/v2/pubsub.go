// Package pubsub is an analysistest stub of cloud.google.com/go/pubsub/v2
// v2.9.0. In v2, Topic/Subscription are replaced by Publisher/Subscriber;
// Message is still `= ipubsub.Message` (cloud.google.com/go/internal/pubsub),
// i.e. identical to the v1 Message type.
package pubsub

import (
	"context"
	"time"

	ipubsub "cloud.google.com/go/internal/pubsub"
	"google.golang.org/api/option"
)

type Message = ipubsub.Message

type AckResult = ipubsub.AckResult

type AcknowledgeStatus = ipubsub.AcknowledgeStatus

const (
	AcknowledgeStatusSuccess AcknowledgeStatus = iota
	AcknowledgeStatusPermissionDenied
	AcknowledgeStatusFailedPrecondition
	AcknowledgeStatusInvalidAckID
	AcknowledgeStatusOther
)

type PublishResult = ipubsub.PublishResult

// Client is a Pub/Sub client scoped to a single project.
type Client struct {
	projectID string
}

// ClientConfig has configurations for the client (opaque in this stub).
type ClientConfig struct{}

func NewClient(ctx context.Context, projectID string, opts ...option.ClientOption) (c *Client, err error) {
	return &Client{projectID: projectID}, nil
}

func NewClientWithConfig(ctx context.Context, projectID string, config *ClientConfig, opts ...option.ClientOption) (*Client, error) {
	return &Client{projectID: projectID}, nil
}

func (c *Client) Project() string { return c.projectID }
func (c *Client) Close() error    { return nil }

// ShutdownOptions configures the shutdown behavior of the subscriber (opaque).
type ShutdownOptions struct {
	Timeout time.Duration
}

// ReceiveSettings configure the Receive method.
type ReceiveSettings struct {
	MaxExtension               time.Duration
	MaxDurationPerAckExtension time.Duration
	MinDurationPerAckExtension time.Duration
	MaxOutstandingMessages     int
	MaxOutstandingBytes        int
	EnablePerStreamFlowControl bool
	NumGoroutines              int
	ShutdownOptions            *ShutdownOptions
}

// Subscriber is a subscriber client scoped to a single subscription.
type Subscriber struct {
	c    *Client
	name string

	ReceiveSettings ReceiveSettings
}

func (c *Client) Subscriber(nameOrID string) *Subscriber { return &Subscriber{c: c, name: nameOrID} }

func (s *Subscriber) String() string { return s.name }
func (s *Subscriber) ID() string     { return s.name }

// Receive calls f with the outstanding messages from the subscription.
func (s *Subscriber) Receive(ctx context.Context, f func(context.Context, *Message)) error {
	return nil
}

// PublishSettings control the bundling of published messages (subset).
type PublishSettings struct {
	DelayThreshold            time.Duration
	CountThreshold            int
	ByteThreshold             int
	NumGoroutines             int
	Timeout                   time.Duration
	EnableCompression         bool
	CompressionBytesThreshold int
}

// Publisher is a reference to a PubSub publisher, associated with a single topic.
type Publisher struct {
	c    *Client
	name string

	PublishSettings PublishSettings

	EnableMessageOrdering bool
}

func (c *Client) Publisher(topicNameOrID string) *Publisher {
	return &Publisher{c: c, name: topicNameOrID}
}

func (t *Publisher) ID() string     { return t.name }
func (t *Publisher) String() string { return t.name }

// Publish publishes msg to the topic asynchronously.
func (t *Publisher) Publish(ctx context.Context, msg *Message) *PublishResult {
	return ipubsub.NewPublishResult()
}
func (t *Publisher) Stop()                            {}
func (t *Publisher) Flush()                           {}
func (t *Publisher) ResumePublish(orderingKey string) {}
