package jetstream

import (
	"context"
	"time"
)

type (
	// Stream contains operations on an existing stream (subset).
	Stream interface {
		ConsumerManager
		CachedInfo() *StreamInfo
		DeleteMsg(ctx context.Context, seq uint64) error
	}

	// ConsumerManager (subset).
	ConsumerManager interface {
		CreateOrUpdateConsumer(ctx context.Context, cfg ConsumerConfig) (Consumer, error)
		CreateConsumer(ctx context.Context, cfg ConsumerConfig) (Consumer, error)
		UpdateConsumer(ctx context.Context, cfg ConsumerConfig) (Consumer, error)
		Consumer(ctx context.Context, consumer string) (Consumer, error)
		DeleteConsumer(ctx context.Context, consumer string) error
	}

	// StreamInfo (subset of fields).
	StreamInfo struct {
		Config  StreamConfig `json:"config"`
		Created time.Time    `json:"created"`
		Domain  string       `json:"domain,omitempty"`
	}

	// StreamConfig (subset of fields).
	StreamConfig struct {
		Name        string        `json:"name"`
		Description string        `json:"description,omitempty"`
		Subjects    []string      `json:"subjects,omitempty"`
		MaxAge      time.Duration `json:"max_age"`
		Replicas    int           `json:"num_replicas"`
		Duplicates  time.Duration `json:"duplicate_window,omitempty"`
	}
)
