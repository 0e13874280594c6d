// Package sarama is an analysistest stub of github.com/Shopify/sarama, the import path of
// github.com/IBM/sarama before v1.41 (same API; a copy of the IBM stub).
// Declarations mirror the real API; bodies are trivial.
package sarama

import "time"

const (
	OffsetNewest int64 = -1
	OffsetOldest int64 = -2
)

// RecordHeader stores key and value for a record header.
type RecordHeader struct {
	Key   []byte
	Value []byte
}

// ConsumerMessage encapsulates a Kafka message returned by the consumer.
// Note: Headers is []*RecordHeader here, while ProducerMessage.Headers is
// []RecordHeader (values), exactly as in the real package.
type ConsumerMessage struct {
	Headers        []*RecordHeader // only set if kafka is version 0.11+
	Timestamp      time.Time       // only set if kafka is version 0.10+, inner message timestamp
	BlockTimestamp time.Time       // only set if kafka is version 0.10+, outer (compressed) block timestamp

	Key, Value []byte
	Topic      string
	Partition  int32
	Offset     int64
}

// ConsumerError is what is provided to the user when an error occurs.
type ConsumerError struct {
	Topic     string
	Partition int32
	Err       error
}

func (ce ConsumerError) Error() string { return "" }
func (ce ConsumerError) Unwrap() error { return nil }

// Encoder is a simple interface for any type that can be encoded as an array
// of bytes in order to be sent as the key or value of a Kafka message.
type Encoder interface {
	Encode() ([]byte, error)
	Length() int
}

// StringEncoder implements the Encoder interface for Go strings.
type StringEncoder string

func (s StringEncoder) Encode() ([]byte, error) { return []byte(s), nil }
func (s StringEncoder) Length() int             { return len(s) }

// ByteEncoder implements the Encoder interface for Go byte slices.
type ByteEncoder []byte

func (b ByteEncoder) Encode() ([]byte, error) { return b, nil }
func (b ByteEncoder) Length() int             { return len(b) }

// KafkaVersion instances represent versions of the upstream Kafka broker.
type KafkaVersion struct {
	version [4]uint
}

var (
	V2_1_0_0       = KafkaVersion{version: [4]uint{2, 1, 0, 0}}
	V2_8_0_0       = KafkaVersion{version: [4]uint{2, 8, 0, 0}}
	DefaultVersion = V2_8_0_0
)

func ParseKafkaVersion(s string) (KafkaVersion, error) { return KafkaVersion{}, nil }

// RequiredAcks is used in Produce Requests to tell the broker how many replica
// acknowledgements it must see before responding.
type RequiredAcks int16

const (
	NoResponse   RequiredAcks = 0
	WaitForLocal RequiredAcks = 1
	WaitForAll   RequiredAcks = -1
)

// IsolationLevel mirrors fetch_request.go.
type IsolationLevel int8

// ProducerTxnStatusFlag mirrors transaction_manager.go.
type ProducerTxnStatusFlag int16

// PartitionOffsetMetadata mirrors txn_offset_commit_request.go.
type PartitionOffsetMetadata struct {
	Partition   int32
	Offset      int64
	LeaderEpoch int32
	Metadata    *string
}

// ConsumerGroupMetadata mirrors consumer_group_metadata.go.
type ConsumerGroupMetadata struct {
	GroupID         string
	GenerationID    int32
	MemberID        string
	GroupInstanceID *string
}

// Config is used to pass multiple configuration options to Sarama's
// constructors. Minimal subset: the real nested anonymous struct layout is
// preserved for the fields present; many fields are omitted.
type Config struct {
	Admin struct {
		Retry struct {
			Max     int
			Backoff time.Duration
		}
		Timeout time.Duration
	}
	Producer struct {
		MaxMessageBytes  int
		RequiredAcks     RequiredAcks
		Timeout          time.Duration
		CompressionLevel int
		Idempotent       bool
		Transaction      struct {
			ID      string
			Timeout time.Duration
		}
		Return struct {
			Successes bool
			Errors    bool
		}
		Retry struct {
			Max     int
			Backoff time.Duration
		}
	}
	Consumer struct {
		Group struct {
			Session struct {
				Timeout time.Duration
			}
			Heartbeat struct {
				Interval time.Duration
			}
			InstanceId          string
			ResetInvalidOffsets bool
		}
		MaxWaitTime       time.Duration
		MaxProcessingTime time.Duration
		Return            struct {
			Errors bool
		}
		Offsets struct {
			CommitInterval time.Duration
			AutoCommit     struct {
				Enable   bool
				Interval time.Duration
			}
			Initial   int64
			Retention time.Duration
		}
		IsolationLevel IsolationLevel
	}
	ClientID           string
	RackID             string
	ChannelBufferSize  int
	ApiVersionsRequest bool
	Version            KafkaVersion
}

// NewConfig returns a new configuration instance with sane defaults.
func NewConfig() *Config { return &Config{} }

func (c *Config) Validate() error { return nil }
