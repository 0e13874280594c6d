// Package fix: the mechanical fix for a redis Get/Exists + Set pair is one SetNX.
package fix

import (
	"context"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

func work(data []byte) {}

func getSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Get(ctx, key).Val() != "" {
		return
	}
	work(m.Data)
	rdb.Set(ctx, key, 1, 0) // want `check-then-write race in getSet .*use SetNX`
}

func existsSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Exists(ctx, key).Val() > 0 {
		return
	}
	work(m.Data)
	rdb.Set(ctx, key, "done", 0) // want `check-then-write race in existsSet .*use SetNX`
}

// SetEx has no one-call NX form with the same signature: reported, no fix.
func getSetEx(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Get(ctx, key).Val() != "" {
		return
	}
	work(m.Data)
	rdb.SetEx(ctx, key, 1, 0) // want `check-then-write race in getSetEx .*SetNX`
}
