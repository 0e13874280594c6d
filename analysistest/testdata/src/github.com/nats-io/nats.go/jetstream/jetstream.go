// Package jetstream is an analysistest stub of
// github.com/nats-io/nats.go/jetstream (nats.go v1.56.0). Declarations mirror
// the real API; several large interfaces are subsets (see comments).
package jetstream

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
)

type (
	// JetStream is the top-level interface. Subset: KeyValueManager,
	// ObjectStoreManager and AccountInfo/Options are not stubbed.
	JetStream interface {
		Conn() *nats.Conn
		StreamConsumerManager
		StreamManager
		Publisher
	}

	// Publisher provides methods for publishing messages to a stream.
	Publisher interface {
		Publish(ctx context.Context, subject string, payload []byte, opts ...PublishOpt) (*PubAck, error)
		PublishMsg(ctx context.Context, msg *nats.Msg, opts ...PublishOpt) (*PubAck, error)
		PublishAsync(subject string, payload []byte, opts ...PublishOpt) (PubAckFuture, error)
		PublishMsgAsync(msg *nats.Msg, opts ...PublishOpt) (PubAckFuture, error)
		PublishAsyncPending() int
		PublishAsyncComplete() <-chan struct{}
		CleanupPublisher()
	}

	// StreamManager (subset).
	StreamManager interface {
		CreateStream(ctx context.Context, cfg StreamConfig) (Stream, error)
		UpdateStream(ctx context.Context, cfg StreamConfig) (Stream, error)
		CreateOrUpdateStream(ctx context.Context, cfg StreamConfig) (Stream, error)
		Stream(ctx context.Context, stream string) (Stream, error)
		StreamNameBySubject(ctx context.Context, subject string) (string, error)
		DeleteStream(ctx context.Context, stream string) error
	}

	// StreamConsumerManager (subset: pause/reset/push-consumer methods omitted).
	StreamConsumerManager interface {
		CreateOrUpdateConsumer(ctx context.Context, stream string, cfg ConsumerConfig) (Consumer, error)
		CreateConsumer(ctx context.Context, stream string, cfg ConsumerConfig) (Consumer, error)
		UpdateConsumer(ctx context.Context, stream string, cfg ConsumerConfig) (Consumer, error)
		Consumer(ctx context.Context, stream string, consumer string) (Consumer, error)
		DeleteConsumer(ctx context.Context, stream string, consumer string) error
	}

	// JetStreamOptions (opaque in this stub).
	JetStreamOptions struct{}

	// JetStreamOpt is a functional option for New.
	JetStreamOpt func(*JetStreamOptions) error
)

// New returns a new JetStream instance.
func New(nc *nats.Conn, opts ...JetStreamOpt) (JetStream, error) { return nil, nil }

func WithDefaultTimeout(timeout time.Duration) JetStreamOpt { return nil }
func WithPublishAsyncMaxPending(max int) JetStreamOpt       { return nil }
