// Package fixed: what the checkthenwrite fix produces is quiet because it is
// safe; what the old fix produced (the Set renamed to SetNX after the work,
// its result ignored) still races and is reported.
package fixed

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

func work(ctx context.Context, rdb *redis.Client, data []byte) { rdb.Incr(ctx, "work") }

// The fix's output (fix.go.golden): claim first, branch on it. Clean.
func getSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if !rdb.SetNX(ctx, key, 1, 0).Val() {
		return
	}
	work(ctx, rdb, m.Data)
}

// The same in a loop. Clean.
func existsSet(ctx context.Context, rdb *redis.Client, msgs []*nats.Msg) {
	for _, m := range msgs {
		key := "seen:" + m.Header.Get(nats.MsgIdHdr)
		if !rdb.SetNX(ctx, key, "done", 24*time.Hour).Val() {
			continue
		}
		work(ctx, rdb, m.Data)
	}
}

// The old fix's output: the Get still races and the SetNX result is ignored.
func renamedOnly(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Get(ctx, key).Val() != "" {
		return
	}
	work(ctx, rdb, m.Data)
	rdb.SetNX(ctx, key, 1, 0) // want `check-then-write race in renamedOnly on key header "Nats-Msg-Id": two concurrent calls both proceed; SetNX before the work and act on its result`
}

// A SetNX whose result is looked at but after the work: still a race.
func claimAfterWork(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Exists(ctx, key).Val() > 0 {
		return
	}
	work(ctx, rdb, m.Data)
	if !rdb.SetNX(ctx, key, 1, 0).Val() { // want `check-then-write race in claimAfterWork on key header "Nats-Msg-Id": two concurrent calls both proceed; SetNX before the work and act on its result`
		return
	}
}
