// Package pubsub is an analysistest stub of cloud.google.com/go/internal/pubsub
// (cloud.google.com/go v0.123.0). Both cloud.google.com/go/pubsub (v1) and
// cloud.google.com/go/pubsub/v2 declare `type Message = ipubsub.Message` and
// `type PublishResult = ipubsub.PublishResult`, so the v1 and v2 Message are
// the SAME named type: cloud.google.com/go/internal/pubsub.Message.
package pubsub

import (
	"context"
	"time"
)

// AckHandler implements ack/nack handling.
type AckHandler interface {
	OnAck()
	OnNack()
	OnAckWithResult() *AckResult
	OnNackWithResult() *AckResult
}

// Message represents a Pub/Sub message.
type Message struct {
	// ID identifies this message. Assigned by the server; read-only.
	ID              string
	Data            []byte
	Attributes      map[string]string
	PublishTime     time.Time
	DeliveryAttempt *int
	OrderingKey     string

	ackh AckHandler
}

func (m *Message) Ack()                       {}
func (m *Message) Nack()                      {}
func (m *Message) AckWithResult() *AckResult  { return NewAckResult() }
func (m *Message) NackWithResult() *AckResult { return NewAckResult() }

// AcknowledgeStatus represents the status of an Ack or Nack request.
type AcknowledgeStatus int

const (
	AcknowledgeStatusSuccess AcknowledgeStatus = iota
	AcknowledgeStatusPermissionDenied
	AcknowledgeStatusFailedPrecondition
	AcknowledgeStatusInvalidAckID
	AcknowledgeStatusOther
)

// AckResult holds the result from a call to Ack or Nack.
type AckResult struct {
	ready chan struct{}
}

func (r *AckResult) Ready() <-chan struct{} { return r.ready }
func (r *AckResult) Get(ctx context.Context) (res AcknowledgeStatus, err error) {
	return AcknowledgeStatusSuccess, nil
}

func NewAckResult() *AckResult { return &AckResult{ready: make(chan struct{})} }

func SetAckResult(r *AckResult, res AcknowledgeStatus, err error) {}

func NewMessage(ackh AckHandler) *Message { return &Message{ackh: ackh} }

func MessageAckHandler(m *Message) AckHandler { return m.ackh }
