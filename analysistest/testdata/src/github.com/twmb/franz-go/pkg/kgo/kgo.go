// Package kgo is an analysistest stub of github.com/twmb/franz-go/pkg/kgo (github.com/twmb/franz-go@v1.22.3).
// Subset: Client (NewClient, PollFetches, PollRecords, Produce, ProduceSync, TryProduce, CommitRecords,
// Flush, Close), the Fetches family and its iteration helpers, Record/RecordHeader, ProduceResults, and a
// few options. Declarations mirror the real API surface; bodies are trivial.
package kgo

import (
	"context"
	"time"
)

type cfg struct{}

type Opt interface {
	apply(*cfg)
}

type ProducerOpt interface {
	Opt
	producerOpt()
}

type ConsumerOpt interface {
	Opt
	consumerOpt()
}

type GroupOpt interface {
	Opt
	groupOpt()
}

type (
	clientOpt   struct{ fn func(*cfg) }
	consumerOpt struct{ fn func(*cfg) }
	groupOpt    struct{ fn func(*cfg) }
)

func (opt clientOpt) apply(cfg *cfg)   {}
func (opt consumerOpt) apply(cfg *cfg) {}
func (consumerOpt) consumerOpt()       {}
func (opt groupOpt) apply(cfg *cfg)    {}
func (groupOpt) groupOpt()             {}

func SeedBrokers(seeds ...string) Opt { return nil }

func ConsumeTopics(topics ...string) ConsumerOpt { return nil }

func ConsumerGroup(group string) GroupOpt { return nil }

type Client struct{}

func NewClient(opts ...Opt) (*Client, error) { return nil, nil }

func (cl *Client) Close() {}

func (cl *Client) PollFetches(ctx context.Context) Fetches { return nil }

func (cl *Client) PollRecords(ctx context.Context, maxPollRecords int) Fetches { return nil }

func (cl *Client) CommitRecords(ctx context.Context, rs ...*Record) error { return nil }

func (cl *Client) ProduceSync(ctx context.Context, rs ...*Record) ProduceResults { return nil }

func (cl *Client) TryProduce(
	ctx context.Context,
	r *Record,
	promise func(*Record, error),
) {
}

func (cl *Client) Produce(
	ctx context.Context,
	r *Record,
	promise func(*Record, error),
) {
}

func (cl *Client) Flush(ctx context.Context) error { return nil }

type ProduceResult struct {
	Record *Record

	Err error
}

type ProduceResults []ProduceResult

func (rs ProduceResults) FirstErr() error { return nil }

func (rs ProduceResults) First() (*Record, error) { return nil, nil }

type RecordHeader struct {
	Key   string
	Value []byte
}

type RecordAttrs struct {
	attrs int8
}

type Record struct {
	Key   []byte
	Value []byte

	Headers []RecordHeader

	Timestamp time.Time

	Topic string

	Partition int32

	Attrs RecordAttrs

	ProducerEpoch int16

	ProducerID int64

	LeaderEpoch int32

	Offset int64

	Context context.Context
}

func StringRecord(value string) *Record { return nil }

func KeyStringRecord(key, value string) *Record { return nil }

func SliceRecord(value []byte) *Record { return nil }

func KeySliceRecord(key, value []byte) *Record { return nil }

type FetchPartition struct {
	Partition        int32
	Err              error
	HighWatermark    int64
	LastStableOffset int64
	LogStartOffset   int64
	Records          []*Record
}

func (p *FetchPartition) EachRecord(fn func(*Record)) {}

type FetchTopic struct {
	Topic      string
	TopicID    [16]byte
	Partitions []FetchPartition
}

func (t *FetchTopic) EachPartition(fn func(FetchPartition)) {}

func (t *FetchTopic) EachRecord(fn func(*Record)) {}

func (t *FetchTopic) Records() []*Record { return nil }

type Fetch struct {
	Topics []FetchTopic
}

type Fetches []Fetch

type FetchError struct {
	Topic     string
	Partition int32
	Err       error
}

func (fs Fetches) Errors() []FetchError { return nil }

func (fs Fetches) IsClientClosed() bool { return false }

func (fs Fetches) Err0() error { return nil }

func (fs Fetches) Err() error { return nil }

func (fs Fetches) EachError(fn func(string, int32, error)) {}

func (fs Fetches) RecordIter() *FetchesRecordIter { return nil }

type FetchesRecordIter struct {
	fetches []Fetch
	ti      int // index to current topic in fetches[0]
	pi      int // index to current partition in current topic
	ri      int // index to current record in current partition
}

func (i *FetchesRecordIter) Done() bool { return false }

func (i *FetchesRecordIter) Next() *Record { return nil }

func (fs Fetches) EachPartition(fn func(FetchTopicPartition)) {}

func (fs Fetches) EachTopic(fn func(FetchTopic)) {}

func (fs Fetches) EachRecord(fn func(*Record)) {}

func (fs Fetches) Records() []*Record { return nil }

func (fs Fetches) NumRecords() (n int) { return 0 }

func (fs Fetches) Empty() bool { return false }

type FetchTopicPartition struct {
	Topic string
	FetchPartition
}

func (r *FetchTopicPartition) EachRecord(fn func(*Record)) {}
