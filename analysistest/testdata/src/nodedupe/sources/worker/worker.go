package worker // want package:`wiring: \(\*Consumer\)\.Run → nodedupe/sources/consumer\.Handler\.Handle`

// Package worker implements consumer.Handler; nothing here registers it
// (main wires it): handler-ness comes from the consumer's delivery loop.

import (
	"context"

	"github.com/redis/go-redis/v9"

	"nodedupe/sources/consumer"
	"nodedupe/sources/mq"
)

var _ consumer.Handler = (*Tally)(nil)

// Tally counts every message: a redelivery counts it again.
type Tally struct{ RDB *redis.Client }

func (t *Tally) Handle(ctx context.Context, m *mq.Message) error {
	return t.RDB.Incr(ctx, "tally").Err() // want `handler \(\*Tally\)\.Handle: a redelivery bumps a counter again \(increment Client\.Incr\); dedupe on the sender's message id`
}

// Last records the last message seen: naturally idempotent, clean.
type Last struct{ RDB *redis.Client }

func (l *Last) Handle(ctx context.Context, m *mq.Message) error {
	return l.RDB.Set(ctx, "last", m.ID, 0).Err()
}

// Counter has the same method but takes another message type: not a
// consumer.Handler, so not a handler.
type Counter struct{ RDB *redis.Client }

func (c *Counter) Handle(ctx context.Context, n int) error {
	return c.RDB.IncrBy(ctx, "n", int64(n)).Err()
}
