package consumer // want package:`wiring: \(\*Consumer\)\.Run → nodedupe/sources/consumer\.Handler\.Handle`

// Package consumer loops over the wrapper's Receive (through its interface)
// and hands each message to a Handler in a goroutine: the Handler's
// implementations in importing packages are handlers.

import (
	"context"

	"nodedupe/sources/mq"
)

// Handler handles one message.
type Handler interface {
	Handle(ctx context.Context, m *mq.Message) error
}

// Consumer runs a Handler over a Subscription.
type Consumer struct {
	Sub mq.Subscription
	H   Handler
}

func (c *Consumer) Run(ctx context.Context) error {
	for {
		m, err := c.Sub.Receive(ctx)
		if err != nil {
			return err
		}
		go func() {
			_ = c.H.Handle(ctx, m)
		}()
	}
}
