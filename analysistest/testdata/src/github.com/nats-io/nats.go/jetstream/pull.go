package jetstream

import (
	"context"
	"time"
)

type (
	// MessagesContext supports iterating over messages on a stream.
	MessagesContext interface {
		Next(opts ...NextOpt) (Msg, error)
		Stop()
		Drain()
	}

	// ConsumeContext supports processing incoming messages from a stream.
	ConsumeContext interface {
		Stop()
		Drain()
		Closed() <-chan struct{}
	}

	// MessageHandler is a handler function used as callback in Consume.
	MessageHandler func(msg Msg)

	PullConsumeOpt interface {
		configureConsume(*consumeOpts) error
	}

	PullMessagesOpt interface {
		configureMessages(*consumeOpts) error
	}

	consumeOpts struct{}
	pullRequest struct{}
	nextOpts    struct{}

	// MessageBatch provides methods to retrieve messages consumed using Fetch.
	MessageBatch interface {
		Messages() <-chan Msg
		Error() error
	}

	FetchOpt func(*pullRequest) error

	NextOpt interface {
		configureNext(*nextOpts)
	}

	ConsumeErrHandlerFunc func(consumeCtx ConsumeContext, err error)
)

// PullMaxMessages limits the number of messages to be buffered in the client.
type PullMaxMessages int

func (max PullMaxMessages) configureConsume(opts *consumeOpts) error  { return nil }
func (max PullMaxMessages) configureMessages(opts *consumeOpts) error { return nil }

// ConsumeErrHandler sets custom error handler invoked when an error was
// encountered while consuming messages.
type ConsumeErrHandler ConsumeErrHandlerFunc

func (c ConsumeErrHandler) configureConsume(opts *consumeOpts) error { return nil }

func FetchMaxWait(timeout time.Duration) FetchOpt { return nil }
func FetchContext(ctx context.Context) FetchOpt   { return nil }
