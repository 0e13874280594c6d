package jetstream

import (
	"context"
	"time"
)

type (
	// Consumer contains methods for fetching/processing messages from a stream.
	Consumer interface {
		Fetch(batch int, opts ...FetchOpt) (MessageBatch, error)
		FetchBytes(maxBytes int, opts ...FetchOpt) (MessageBatch, error)
		FetchNoWait(batch int) (MessageBatch, error)
		Consume(handler MessageHandler, opts ...PullConsumeOpt) (ConsumeContext, error)
		Messages(opts ...PullMessagesOpt) (MessagesContext, error)
		Next(opts ...FetchOpt) (Msg, error)
		Info(context.Context) (*ConsumerInfo, error)
		CachedInfo() *ConsumerInfo
	}

	// ConsumerInfo (subset of fields).
	ConsumerInfo struct {
		Stream         string         `json:"stream_name"`
		Name           string         `json:"name"`
		Created        time.Time      `json:"created"`
		Config         ConsumerConfig `json:"config"`
		NumAckPending  int            `json:"num_ack_pending"`
		NumRedelivered int            `json:"num_redelivered"`
	}

	// ConsumerConfig (subset of fields).
	ConsumerConfig struct {
		Name           string          `json:"name,omitempty"`
		Durable        string          `json:"durable_name,omitempty"`
		Description    string          `json:"description,omitempty"`
		DeliverPolicy  DeliverPolicy   `json:"deliver_policy"`
		OptStartSeq    uint64          `json:"opt_start_seq,omitempty"`
		OptStartTime   *time.Time      `json:"opt_start_time,omitempty"`
		AckPolicy      AckPolicy       `json:"ack_policy"`
		AckWait        time.Duration   `json:"ack_wait,omitempty"`
		MaxDeliver     int             `json:"max_deliver,omitempty"`
		BackOff        []time.Duration `json:"backoff,omitempty"`
		FilterSubject  string          `json:"filter_subject,omitempty"`
		MaxWaiting     int             `json:"max_waiting,omitempty"`
		MaxAckPending  int             `json:"max_ack_pending,omitempty"`
		HeadersOnly    bool            `json:"headers_only,omitempty"`
		FilterSubjects []string        `json:"filter_subjects,omitempty"`
	}

	DeliverPolicy int
	AckPolicy     int
)

const (
	DeliverAllPolicy DeliverPolicy = iota
	DeliverLastPolicy
	DeliverNewPolicy
	DeliverByStartSequencePolicy
	DeliverByStartTimePolicy
	DeliverLastPerSubjectPolicy
)

const (
	AckExplicitPolicy AckPolicy = iota
	AckAllPolicy
	AckNonePolicy
)
