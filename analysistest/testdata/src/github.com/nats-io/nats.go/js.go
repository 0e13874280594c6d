package nats

import (
	"context"
	"time"
)

// Headers for published messages.
const (
	MsgIdHdr               = "Nats-Msg-Id"
	ExpectedStreamHdr      = "Nats-Expected-Stream"
	ExpectedLastSeqHdr     = "Nats-Expected-Last-Sequence"
	ExpectedLastSubjSeqHdr = "Nats-Expected-Last-Subject-Sequence"
	ExpectedLastMsgIdHdr   = "Nats-Expected-Last-Msg-Id"
	MsgRollup              = "Nats-Rollup"
	MsgTTLHdr              = "Nats-TTL"
)

type jsOpts struct{}
type pubOpts struct{}
type subOpts struct{}
type ackOpts struct{}

// JSOpt configures a JetStreamContext.
type JSOpt interface {
	configureJSContext(opts *jsOpts) error
}

// PubOpt configures options for publishing JetStream messages.
type PubOpt interface {
	configurePublish(opts *pubOpts) error
}

type pubOptFn func(opts *pubOpts) error

func (opt pubOptFn) configurePublish(opts *pubOpts) error { return opt(opts) }

// SubOpt configures options for subscribing to JetStream consumers.
type SubOpt interface {
	configureSubscribe(opts *subOpts) error
}

type subOptFn func(opts *subOpts) error

func (opt subOptFn) configureSubscribe(opts *subOpts) error { return opt(opts) }

// AckOpt are the options that can be passed when acknowledge a message.
type AckOpt interface {
	configureAck(opts *ackOpts) error
}

// ContextOpt is an option used to set a context.Context.
type ContextOpt struct {
	context.Context
}

func (ctx ContextOpt) configureJSContext(opts *jsOpts) error  { return nil }
func (ctx ContextOpt) configurePublish(opts *pubOpts) error   { return nil }
func (ctx ContextOpt) configureSubscribe(opts *subOpts) error { return nil }
func (ctx ContextOpt) configureAck(opts *ackOpts) error       { return nil }

func Context(ctx context.Context) ContextOpt { return ContextOpt{ctx} }

// MsgId sets the message ID used for deduplication.
func MsgId(id string) PubOpt            { return pubOptFn(func(*pubOpts) error { return nil }) }
func ExpectStream(stream string) PubOpt { return pubOptFn(func(*pubOpts) error { return nil }) }

func ManualAck() SubOpt                   { return subOptFn(func(*subOpts) error { return nil }) }
func Durable(consumer string) SubOpt      { return subOptFn(func(*subOpts) error { return nil }) }
func DeliverAll() SubOpt                  { return subOptFn(func(*subOpts) error { return nil }) }
func DeliverNew() SubOpt                  { return subOptFn(func(*subOpts) error { return nil }) }
func AckExplicit() SubOpt                 { return subOptFn(func(*subOpts) error { return nil }) }
func MaxDeliver(n int) SubOpt             { return subOptFn(func(*subOpts) error { return nil }) }
func BindStream(stream string) SubOpt     { return subOptFn(func(*subOpts) error { return nil }) }
func Bind(stream, consumer string) SubOpt { return subOptFn(func(*subOpts) error { return nil }) }

// PubAck is an ack received after successfully publishing a message.
type PubAck struct {
	Stream    string `json:"stream"`
	Sequence  uint64 `json:"seq"`
	Duplicate bool   `json:"duplicate,omitempty"`
	Domain    string `json:"domain,omitempty"`
}

// PubAckFuture is a future for a PubAck.
type PubAckFuture interface {
	Ok() <-chan *PubAck
	Err() <-chan error
	Msg() *Msg
}

// SequencePair includes the consumer and stream sequence info from a JetStream consumer.
type SequencePair struct {
	Consumer uint64 `json:"consumer_seq"`
	Stream   uint64 `json:"stream_seq"`
}

// MsgMetadata is the JetStream metadata associated with received messages.
type MsgMetadata struct {
	Sequence     SequencePair
	NumDelivered uint64
	NumPending   uint64
	Timestamp    time.Time
	Stream       string
	Consumer     string
	Domain       string
}

// JetStream allows persistent messaging through JetStream (legacy API).
type JetStream interface {
	Publish(subj string, data []byte, opts ...PubOpt) (*PubAck, error)
	PublishMsg(m *Msg, opts ...PubOpt) (*PubAck, error)
	PublishAsync(subj string, data []byte, opts ...PubOpt) (PubAckFuture, error)
	PublishMsgAsync(m *Msg, opts ...PubOpt) (PubAckFuture, error)
	PublishAsyncPending() int
	PublishAsyncComplete() <-chan struct{}
	CleanupPublisher()
	Subscribe(subj string, cb MsgHandler, opts ...SubOpt) (*Subscription, error)
	SubscribeSync(subj string, opts ...SubOpt) (*Subscription, error)
	ChanSubscribe(subj string, ch chan *Msg, opts ...SubOpt) (*Subscription, error)
	ChanQueueSubscribe(subj, queue string, ch chan *Msg, opts ...SubOpt) (*Subscription, error)
	QueueSubscribe(subj, queue string, cb MsgHandler, opts ...SubOpt) (*Subscription, error)
	QueueSubscribeSync(subj, queue string, opts ...SubOpt) (*Subscription, error)
	PullSubscribe(subj, durable string, opts ...SubOpt) (*Subscription, error)
}

// JetStreamContext allows JetStream messaging and stream management.
// Minimal: the real interface also embeds JetStreamManager, KeyValueManager
// and ObjectStoreManager, which are not stubbed.
type JetStreamContext interface {
	JetStream
}

// JetStream returns a JetStreamContext for messaging and stream management.
func (nc *Conn) JetStream(opts ...JSOpt) (JetStreamContext, error) { return nil, nil }
