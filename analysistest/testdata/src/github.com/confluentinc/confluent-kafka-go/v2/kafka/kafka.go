// Package kafka is an analysistest stub of github.com/confluentinc/confluent-kafka-go/v2/kafka
// (github.com/confluentinc/confluent-kafka-go/v2@v2.11.1; the real package is cgo over librdkafka).
// Subset: Consumer, Producer, Message, Header, TopicPartition, Event, Error and ConfigMap; the
// constants that are cgo values in the real package (PartitionAny, ErrTimedOut) have their C values.
// Declarations mirror the real API surface; bodies are trivial.
package kafka

import (
	"context"
	"time"
)

type ConfigValue interface{}

type ConfigMap map[string]ConfigValue

func (m ConfigMap) SetKey(key string, value ConfigValue) error { return nil }

type Offset int64

func (o Offset) String() string { return "" }

func (o *Offset) Set(offset interface{}) error { return nil }

const PartitionAny = int32(-1)

type TopicPartition struct {
	Topic       *string
	Partition   int32
	Offset      Offset
	Metadata    *string
	Error       error
	LeaderEpoch *int32 // LeaderEpoch or nil if not available
}

func (p TopicPartition) String() string { return "" }

type TimestampType int

type Header struct {
	Key   string // Header name (utf-8 string)
	Value []byte // Header value (nil, empty, or binary)
}

func (h Header) String() string { return "" }

type Message struct {
	TopicPartition TopicPartition
	Value          []byte
	Key            []byte
	Timestamp      time.Time
	TimestampType  TimestampType
	Opaque         interface{}
	Headers        []Header
	LeaderEpoch    *int32 // Deprecated: LeaderEpoch or nil if not available. Use m.TopicPartition.LeaderEpoch instead.
}

func (m *Message) String() string { return "" }

type Event interface {
	// String returns a human-readable representation of the event
	String() string
}

type ErrorCode int

func (c ErrorCode) String() string { return "" }

const ErrTimedOut ErrorCode = -185

type Error struct {
	code             ErrorCode
	str              string
	fatal            bool
	retriable        bool
	txnRequiresAbort bool
}

func (e Error) Error() string { return "" }

func (e Error) String() string { return "" }

func (e Error) Code() ErrorCode { return 0 }

func (e Error) IsFatal() bool { return false }

func (e Error) IsRetriable() bool { return false }

func (e Error) IsTimeout() bool { return false }

type RebalanceCb func(*Consumer, Event) error

type Consumer struct{}

func NewConsumer(conf *ConfigMap) (*Consumer, error) { return nil, nil }

func (c *Consumer) Subscribe(topic string, rebalanceCb RebalanceCb) error { return nil }

func (c *Consumer) SubscribeTopics(topics []string, rebalanceCb RebalanceCb) (err error) { return nil }

func (c *Consumer) Commit() ([]TopicPartition, error) { return nil, nil }

func (c *Consumer) CommitMessage(m *Message) ([]TopicPartition, error) { return nil, nil }

func (c *Consumer) StoreMessage(m *Message) (storedOffsets []TopicPartition, err error) {
	return nil, nil
}

func (c *Consumer) Poll(timeoutMs int) (event Event) { return nil }

func (c *Consumer) Events() chan Event { return nil }

func (c *Consumer) ReadMessage(timeout time.Duration) (*Message, error) { return nil, nil }

func (c *Consumer) Close() (err error) { return nil }

type Producer struct{}

func NewProducer(conf *ConfigMap) (*Producer, error) { return nil, nil }

func (p *Producer) Produce(msg *Message, deliveryChan chan Event) error { return nil }

func (p *Producer) Events() chan Event { return nil }

func (p *Producer) ProduceChannel() chan *Message { return nil }

func (p *Producer) Flush(timeoutMs int) int { return 0 }

func (p *Producer) Close() {}

func (p *Producer) BeginTransaction() error { return nil }

func (p *Producer) CommitTransaction(ctx context.Context) error { return nil }
