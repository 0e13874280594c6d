// Package analytics is an analysistest stub of gopkg.in/segmentio/analytics-go.v3 (v3.1.0).
// Subset: Client (complete), New, Message, Track (without Context and Integrations), Properties.
// Declarations mirror the real API surface; bodies are trivial.
package analytics

import (
	"io"
	"time"
)

type Client interface {
	io.Closer
	Enqueue(Message) error
}

func New(writeKey string) Client { return nil }

type Message interface {
	Validate() error

	internal()
}

type Properties map[string]interface{}

func NewProperties() Properties { return nil }

type Track struct {
	Type string `json:"type,omitempty"`

	MessageId   string     `json:"messageId,omitempty"`
	AnonymousId string     `json:"anonymousId,omitempty"`
	UserId      string     `json:"userId,omitempty"`
	Event       string     `json:"event"`
	Timestamp   time.Time  `json:"timestamp,omitempty"`
	Properties  Properties `json:"properties,omitempty"`
}

func (msg Track) internal() {}

func (msg Track) Validate() error { return nil }
