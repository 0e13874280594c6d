package redis

import (
	"context"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

// The read's branch does not decide whether the write runs (it runs on both
// paths): a read-modify-write of a status value, not a check-then-write.
func defaultThenSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "status:" + m.Header.Get(nats.MsgIdHdr)
	v := rdb.Get(ctx, key).Val()
	if v == "" {
		v = "new"
	}
	rdb.Set(ctx, key, v+":seen", 0)
}

// In a loop, `continue` skips the write for this message only: still a race.
func loopContinue(ctx context.Context, rdb *redis.Client, msgs []*nats.Msg) {
	for _, m := range msgs {
		key := "seen:" + m.Header.Get(nats.MsgIdHdr)
		if rdb.Exists(ctx, key).Val() > 0 {
			continue
		}
		work(ctx, m.Data)
		rdb.Set(ctx, key, 1, 0) // want `check-then-write race in loopContinue on key header "Nats-Msg-Id": two concurrent calls both proceed; claim it with SetNX first`
	}
}

// Suppressed with a reason.
func suppressed(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Exists(ctx, key).Val() > 0 {
		return
	}
	work(ctx, m.Data)
	rdb.Set(ctx, key, 1, 0) //idemlint:ignore single consumer per partition, no concurrent duplicates
}

// Suppressed by nolint for this analyzer.
func nolinted(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Exists(ctx, key).Val() > 0 {
		return
	}
	work(ctx, m.Data)
	rdb.Set(ctx, key, 1, 0) //nolint:idemlint/checkthenwrite
}
