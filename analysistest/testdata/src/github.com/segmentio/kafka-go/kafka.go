// Package kafka is an analysistest stub of github.com/segmentio/kafka-go
// v0.4.51. Declarations mirror the real API; bodies are trivial.
package kafka

import (
	"context"
	"hash"
	"net"
	"time"

	"github.com/segmentio/kafka-go/protocol"
)

const (
	LastOffset  int64 = -1 // The most recent offset available for a partition.
	FirstOffset int64 = -2 // The least recent offset available for a partition.
)

// Header is an alias of protocol.Header, as in the real package (record.go).
type Header = protocol.Header

// Message is a data structure representing kafka messages.
type Message struct {
	Topic         string
	Partition     int
	Offset        int64
	HighWaterMark int64
	Key           []byte
	Value         []byte
	Headers       []Header
	WriterData    interface{}
	Time          time.Time
}

// Logger interface API for log.Logger.
type Logger interface {
	Printf(string, ...interface{})
}

// LoggerFunc is a bridge between Logger and any third party logger.
type LoggerFunc func(string, ...interface{})

func (f LoggerFunc) Printf(msg string, args ...interface{}) {}

// IsolationLevel mirrors conn.go.
type IsolationLevel int8

const (
	ReadUncommitted IsolationLevel = 0
	ReadCommitted   IsolationLevel = 1
)

// RequiredAcks mirrors produce.go.
type RequiredAcks int

const (
	RequireNone RequiredAcks = 0
	RequireOne  RequiredAcks = 1
	RequireAll  RequiredAcks = -1
)

// Dialer mirrors dialer.go (subset of fields).
type Dialer struct {
	ClientID  string
	DialFunc  func(ctx context.Context, network string, address string) (net.Conn, error)
	Timeout   time.Duration
	Deadline  time.Time
	LocalAddr net.Addr
	DualStack bool
	KeepAlive time.Duration
}

// Balancer mirrors balancer.go.
type Balancer interface {
	Balance(msg Message, partitions ...int) (partition int)
}

type RoundRobin struct {
	ChunkSize int
}

func (rr *RoundRobin) Balance(msg Message, partitions ...int) int { return 0 }

type LeastBytes struct{}

func (lb *LeastBytes) Balance(msg Message, partitions ...int) int { return 0 }

type Hash struct {
	Hasher hash.Hash32
}

func (h *Hash) Balance(msg Message, partitions ...int) int { return 0 }

// TCP constructs an address with the network set to "tcp".
func TCP(address ...string) net.Addr { return nil }
