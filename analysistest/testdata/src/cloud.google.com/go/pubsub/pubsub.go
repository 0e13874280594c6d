// Package pubsub is an analysistest stub of cloud.google.com/go/pubsub
// v1.52.0 (the v1 API). Message and PublishResult are aliases of
// cloud.google.com/go/internal/pubsub types, as in the real package.
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

// Client is a Google Pub/Sub client scoped to a single project.
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

// ReceiveSettings configure the Receive method.
type ReceiveSettings struct {
	MaxExtension           time.Duration
	MaxExtensionPeriod     time.Duration
	MinExtensionPeriod     time.Duration
	MaxOutstandingMessages int
	MaxOutstandingBytes    int
	UseLegacyFlowControl   bool
	NumGoroutines          int
	Synchronous            bool
}

// Subscription is a reference to a PubSub subscription.
type Subscription struct {
	c    *Client
	name string

	ReceiveSettings ReceiveSettings
}

func (c *Client) Subscription(id string) *Subscription { return &Subscription{c: c, name: id} }

// SubscriptionConfig describes the configuration of a subscription (subset).
type SubscriptionConfig struct {
	Topic                     *Topic
	AckDeadline               time.Duration
	RetainAckedMessages       bool
	RetentionDuration         time.Duration
	EnableMessageOrdering     bool
	EnableExactlyOnceDelivery bool
	Filter                    string
}

func (c *Client) CreateSubscription(ctx context.Context, id string, cfg SubscriptionConfig) (*Subscription, error) {
	return &Subscription{c: c, name: id}, nil
}

func (s *Subscription) String() string                           { return s.name }
func (s *Subscription) ID() string                               { return s.name }
func (s *Subscription) Delete(ctx context.Context) error         { return nil }
func (s *Subscription) Exists(ctx context.Context) (bool, error) { return true, nil }
func (s *Subscription) Config(ctx context.Context) (SubscriptionConfig, error) {
	return SubscriptionConfig{}, nil
}

// Receive calls f with the outstanding messages from the subscription.
func (s *Subscription) Receive(ctx context.Context, f func(context.Context, *Message)) error {
	return nil
}

// PublishSettings control the bundling of published messages (subset).
type PublishSettings struct {
	DelayThreshold            time.Duration
	CountThreshold            int
	ByteThreshold             int
	NumGoroutines             int
	Timeout                   time.Duration
	BufferedByteLimit         int
	EnableCompression         bool
	CompressionBytesThreshold int
}

// Topic is a reference to a PubSub topic.
type Topic struct {
	c    *Client
	name string

	PublishSettings PublishSettings

	EnableMessageOrdering bool
}

func (c *Client) CreateTopic(ctx context.Context, topicID string) (*Topic, error) {
	return &Topic{c: c, name: topicID}, nil
}
func (c *Client) Topic(id string) *Topic                     { return &Topic{c: c, name: id} }
func (c *Client) TopicInProject(id, projectID string) *Topic { return &Topic{c: c, name: id} }

func (t *Topic) ID() string                               { return t.name }
func (t *Topic) String() string                           { return t.name }
func (t *Topic) Delete(ctx context.Context) error         { return nil }
func (t *Topic) Exists(ctx context.Context) (bool, error) { return true, nil }

// Publish publishes msg to the topic asynchronously.
func (t *Topic) Publish(ctx context.Context, msg *Message) *PublishResult {
	return ipubsub.NewPublishResult()
}
func (t *Topic) Stop()                            {}
func (t *Topic) Flush()                           {}
func (t *Topic) ResumePublish(orderingKey string) {}
