// Package callback: a helper that claims the key and only then runs the
// work it is given as a callback (outpost's idempotence.Exec shape).
package callback

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

type Guard struct{ RDB *redis.Client }

// Once runs fn only when it claimed key.
func (g *Guard) Once(ctx context.Context, key string, fn func(context.Context) error) error {
	ok, err := g.RDB.SetNX(ctx, "once:"+key, 1, time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return fn(ctx)
}

// Always claims the key but runs fn whatever the claim said.
func (g *Guard) Always(ctx context.Context, key string, fn func(context.Context) error) error {
	g.RDB.SetNX(ctx, "once:"+key, 1, time.Hour)
	return fn(ctx)
}

func subscribe(nc *nats.Conn, g *Guard, rdb *redis.Client) {
	// the work runs under the claim on the sender's id: clean
	nc.Subscribe("once", func(m *nats.Msg) {
		_ = g.Once(context.Background(), m.Header.Get(nats.MsgIdHdr), func(ctx context.Context) error {
			return rdb.Incr(ctx, "n").Err()
		})
	})
	// the claim does not decide the callback: reported
	nc.Subscribe("always", func(m *nats.Msg) {
		_ = g.Always(context.Background(), m.Header.Get(nats.MsgIdHdr), func(ctx context.Context) error {
			return rdb.Incr(ctx, "n").Err() // want `handler func literal in subscribe: a redelivery bumps a counter again \(increment Client\.Incr\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
		})
	})
}
