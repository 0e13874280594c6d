package jetstream

import (
	"time"

	"github.com/nats-io/nats.go"
)

// Headers used when publishing messages (the real package re-declares these).
const (
	MsgIDHeader               = "Nats-Msg-Id"
	ExpectedStreamHeader      = "Nats-Expected-Stream"
	ExpectedLastSeqHeader     = "Nats-Expected-Last-Sequence"
	ExpectedLastSubjSeqHeader = "Nats-Expected-Last-Subject-Sequence"
	ExpectedLastMsgIDHeader   = "Nats-Expected-Last-Msg-Id"
	MsgTTLHeader              = "Nats-TTL"
	MsgRollup                 = "Nats-Rollup"
)

type (
	// PublishOpt are the options that can be passed to Publish methods.
	PublishOpt func(*pubOpts) error

	pubOpts struct{}

	// PubAckFuture is a future for a PubAck.
	PubAckFuture interface {
		Ok() <-chan *PubAck
		Err() <-chan error
		Msg() *nats.Msg
	}

	// PubAck is an ack received after successfully publishing a message.
	PubAck struct {
		Stream    string `json:"stream"`
		Sequence  uint64 `json:"seq"`
		Duplicate bool   `json:"duplicate,omitempty"`
		Domain    string `json:"domain,omitempty"`
	}
)

// WithMsgID sets the message ID used for deduplication (Nats-Msg-Id header).
func WithMsgID(id string) PublishOpt               { return nil }
func WithMsgTTL(dur time.Duration) PublishOpt      { return nil }
func WithExpectStream(stream string) PublishOpt    { return nil }
func WithExpectLastSequence(seq uint64) PublishOpt { return nil }
func WithExpectLastMsgID(id string) PublishOpt     { return nil }
func WithRetryWait(dur time.Duration) PublishOpt   { return nil }
func WithRetryAttempts(num int) PublishOpt         { return nil }
