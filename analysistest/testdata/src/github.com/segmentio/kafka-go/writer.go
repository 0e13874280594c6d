package kafka

import (
	"context"
	"net"
	"time"
)

// Writer is a type that can write messages to kafka. Subset of the real
// exported fields (Compression, Transport omitted).
type Writer struct {
	Addr                   net.Addr
	Topic                  string
	Balancer               Balancer
	MaxAttempts            int
	WriteBackoffMin        time.Duration
	WriteBackoffMax        time.Duration
	BatchSize              int
	BatchBytes             int64
	BatchTimeout           time.Duration
	ReadTimeout            time.Duration
	WriteTimeout           time.Duration
	RequiredAcks           RequiredAcks
	Async                  bool
	Completion             func(messages []Message, err error)
	Logger                 Logger
	ErrorLogger            Logger
	AllowAutoTopicCreation bool
}

func (w *Writer) Close() error { return nil }

func (w *Writer) WriteMessages(ctx context.Context, msgs ...Message) error { return nil }
