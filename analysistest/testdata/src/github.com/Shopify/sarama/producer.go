package sarama

import "time"

// ProducerMessage is the collection of elements passed to the Producer in order to send a message.
type ProducerMessage struct {
	Topic     string // The Kafka topic for this message.
	Key       Encoder
	Value     Encoder
	Headers   []RecordHeader
	Metadata  any
	Offset    int64
	Partition int32
	Timestamp time.Time
}

// ProducerError is the type of error generated when the producer fails to deliver a message.
type ProducerError struct {
	Msg *ProducerMessage
	Err error
}

func (pe ProducerError) Error() string { return "" }
func (pe ProducerError) Unwrap() error { return nil }

// ProducerErrors is a type that wraps a batch of "ProducerError"s.
type ProducerErrors []*ProducerError

func (pe ProducerErrors) Error() string { return "" }

// SyncProducer publishes Kafka messages, blocking until they have been acknowledged.
type SyncProducer interface {
	SendMessage(msg *ProducerMessage) (partition int32, offset int64, err error)
	SendMessages(msgs []*ProducerMessage) error
	Close() error
	TxnStatus() ProducerTxnStatusFlag
	IsTransactional() bool
	BeginTxn() error
	CommitTxn() error
	AbortTxn() error
	AddOffsetsToTxn(offsets map[string][]*PartitionOffsetMetadata, groupId string) error
	AddOffsetsToTxnWithGroupMetadata(offsets map[string][]*PartitionOffsetMetadata, groupMetadata *ConsumerGroupMetadata) error
	AddMessageToTxn(msg *ConsumerMessage, groupId string, metadata *string) error
	AddMessageToTxnWithGroupMetadata(msg *ConsumerMessage, groupMetadata *ConsumerGroupMetadata, metadata *string) error
}

// NewSyncProducer creates a new SyncProducer using the given broker addresses and configuration.
func NewSyncProducer(addrs []string, config *Config) (SyncProducer, error) { return nil, nil }

// AsyncProducer publishes Kafka messages using a non-blocking API.
type AsyncProducer interface {
	AsyncClose()
	Close() error
	Input() chan<- *ProducerMessage
	Successes() <-chan *ProducerMessage
	Errors() <-chan *ProducerError
	IsTransactional() bool
	TxnStatus() ProducerTxnStatusFlag
	BeginTxn() error
	CommitTxn() error
	AbortTxn() error
	AddOffsetsToTxn(offsets map[string][]*PartitionOffsetMetadata, groupId string) error
	AddOffsetsToTxnWithGroupMetadata(offsets map[string][]*PartitionOffsetMetadata, groupMetadata *ConsumerGroupMetadata) error
	AddMessageToTxn(msg *ConsumerMessage, groupId string, metadata *string) error
	AddMessageToTxnWithGroupMetadata(msg *ConsumerMessage, groupMetadata *ConsumerGroupMetadata, metadata *string) error
}

// NewAsyncProducer creates a new AsyncProducer using the given broker addresses and configuration.
func NewAsyncProducer(addrs []string, conf *Config) (AsyncProducer, error) { return nil, nil }
