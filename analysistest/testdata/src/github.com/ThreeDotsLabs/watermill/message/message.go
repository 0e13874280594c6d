// Package message is an analysistest stub of
// github.com/ThreeDotsLabs/watermill/message (watermill v1.5.1).
package message

import (
	"context"
	"sync"
)

// Payload is the Message's payload.
type Payload []byte

// Message is the basic transfer unit.
type Message struct {
	// UUID is a unique identifier of the message.
	UUID string

	// Metadata contains the message metadata.
	Metadata Metadata

	// Payload is the message's payload.
	Payload Payload

	ack   chan struct{}
	noAck chan struct{}

	ackMutex sync.Mutex

	ctx context.Context
}

func NewMessage(uuid string, payload Payload) *Message {
	return &Message{UUID: uuid, Metadata: make(Metadata), Payload: payload}
}

func NewMessageWithContext(ctx context.Context, uuid string, payload Payload) *Message {
	return &Message{UUID: uuid, Metadata: make(Metadata), Payload: payload, ctx: ctx}
}

func (m *Message) Equals(toCompare *Message) bool { return false }
func (m *Message) Ack() bool                      { return true }
func (m *Message) Nack() bool                     { return true }
func (m *Message) Acked() <-chan struct{}         { return m.ack }
func (m *Message) Nacked() <-chan struct{}        { return m.noAck }
func (m *Message) Context() context.Context       { return context.Background() }
func (m *Message) SetContext(ctx context.Context) { m.ctx = ctx }
func (m *Message) Copy() *Message                 { return NewMessage(m.UUID, m.Payload) }
func (m *Message) CopyWithContext() *Message      { return NewMessage(m.UUID, m.Payload) }

// Metadata is sent with every message to provide extra context without unmarshaling the message payload.
type Metadata map[string]string

func (m Metadata) Get(key string) string { return m[key] }
func (m Metadata) Set(key, value string) { m[key] = value }

// Messages is a slice of messages.
type Messages []*Message

func (m Messages) IDs() []string { return nil }
