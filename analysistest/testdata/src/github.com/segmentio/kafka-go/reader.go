package kafka

import (
	"context"
	"time"
)

// ReaderConfig is a configuration object used to create new instances of
// Reader. Subset of the real fields (GroupBalancers omitted).
type ReaderConfig struct {
	Brokers                []string
	GroupID                string
	GroupTopics            []string
	Topic                  string
	Partition              int
	Dialer                 *Dialer
	QueueCapacity          int
	MinBytes               int
	MaxBytes               int
	MaxWait                time.Duration
	ReadBatchTimeout       time.Duration
	ReadLagInterval        time.Duration
	HeartbeatInterval      time.Duration
	CommitInterval         time.Duration
	PartitionWatchInterval time.Duration
	WatchPartitionChanges  bool
	SessionTimeout         time.Duration
	RebalanceTimeout       time.Duration
	JoinGroupBackoff       time.Duration
	RetentionTime          time.Duration
	StartOffset            int64
	ReadBackoffMin         time.Duration
	ReadBackoffMax         time.Duration
	Logger                 Logger
	ErrorLogger            Logger
	IsolationLevel         IsolationLevel
	MaxAttempts            int
	OffsetOutOfRangeError  bool
}

// Reader provides a high-level API for consuming messages from kafka.
type Reader struct {
	config ReaderConfig
}

func NewReader(config ReaderConfig) *Reader { return &Reader{config: config} }

func (r *Reader) Config() ReaderConfig { return r.config }

func (r *Reader) Close() error { return nil }

// ReadMessage reads and returns the next message; with a GroupID it commits
// the offset automatically (before the caller processes the message).
func (r *Reader) ReadMessage(ctx context.Context) (Message, error) { return Message{}, nil }

// FetchMessage reads and returns the next message without committing it.
func (r *Reader) FetchMessage(ctx context.Context) (Message, error) { return Message{}, nil }

func (r *Reader) CommitMessages(ctx context.Context, msgs ...Message) error { return nil }

func (r *Reader) ReadLag(ctx context.Context) (lag int64, err error) { return 0, nil }

func (r *Reader) Offset() int64 { return 0 }

func (r *Reader) Lag() int64 { return 0 }

func (r *Reader) SetOffset(offset int64) error { return nil }

func (r *Reader) SetOffsetAt(ctx context.Context, t time.Time) error { return nil }
