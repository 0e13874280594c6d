// Package fix: the one mechanical fix for a redis Get/Exists check and a
// later Set of the same key is a SetNX claim before the work, its result
// deciding whether the work runs. Every other shape is reported without a
// fix (fix.go.golden shows the result).
package fix

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

func work(ctx context.Context, rdb *redis.Client, data []byte) { rdb.Incr(ctx, "work") }

func getSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Get(ctx, key).Val() != "" {
		return
	}
	work(ctx, rdb, m.Data)
	rdb.Set(ctx, key, 1, 0) // want `check-then-write race in getSet on key header "Nats-Msg-Id": two concurrent calls both proceed; claim it with SetNX first`
}

func existsSet(ctx context.Context, rdb *redis.Client, msgs []*nats.Msg) {
	for _, m := range msgs {
		key := "seen:" + m.Header.Get(nats.MsgIdHdr)
		if rdb.Exists(ctx, key).Val() > 0 {
			continue
		}
		work(ctx, rdb, m.Data)
		rdb.Set(ctx, key, "done", 24*time.Hour) // want `check-then-write race in existsSet .*SetNX`
	}
}

// SetEx has no one-call NX form with the same signature: reported, no fix.
func getSetEx(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Get(ctx, key).Val() != "" {
		return
	}
	work(ctx, rdb, m.Data)
	rdb.SetEx(ctx, key, 1, 0) // want `check-then-write race in getSetEx .*SetNX`
}

// The value written is computed by the work: SetNX cannot be evaluated at
// the check, so no fix.
func computedValue(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Get(ctx, key).Val() != "" {
		return
	}
	work(ctx, rdb, m.Data)
	stamp := time.Now().Unix()
	rdb.Set(ctx, key, stamp, 0) // want `check-then-write race in computedValue .*SetNX`
}

// The check keeps its error: `if err == nil` is not a condition the fix
// can rewrite, so no fix (the advice stands).
func resultCheck(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if _, err := rdb.Get(ctx, key).Result(); err == nil {
		return
	}
	work(ctx, rdb, m.Data)
	rdb.Set(ctx, key, 1, 0) // want `check-then-write race in resultCheck .*SetNX`
}

// The Set runs only on one branch after the work: not in the if's block, no fix.
func conditionalSet(ctx context.Context, rdb *redis.Client, m *nats.Msg, ok bool) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Get(ctx, key).Val() != "" {
		return
	}
	work(ctx, rdb, m.Data)
	if ok {
		rdb.Set(ctx, key, 1, 0) // want `check-then-write race in conditionalSet .*SetNX`
	}
}
