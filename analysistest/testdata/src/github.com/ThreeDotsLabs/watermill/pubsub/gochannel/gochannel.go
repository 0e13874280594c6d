// Package gochannel is an analysistest stub of github.com/ThreeDotsLabs/watermill/pubsub/gochannel
// (github.com/ThreeDotsLabs/watermill@v1.5.1). Subset: GoChannel (NewGoChannel, Publish, Subscribe,
// Close) and Config (fields omitted). Declarations mirror the real API surface; bodies are trivial.
package gochannel

import (
	"context"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
)

type Config struct{}

type GoChannel struct{}

func NewGoChannel(config Config, logger watermill.LoggerAdapter) *GoChannel { return nil }

func (g *GoChannel) Publish(topic string, messages ...*message.Message) error { return nil }

func (g *GoChannel) Subscribe(ctx context.Context, topic string) (<-chan *message.Message, error) {
	return nil, nil
}

func (g *GoChannel) Close() error { return nil }
