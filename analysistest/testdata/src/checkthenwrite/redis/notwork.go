package redis

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

// Hard negatives (issue 14): a check that decides no work.

// Cache-aside: Get, on a miss compute and Set the same value.
func cacheAside(ctx context.Context, rdb *redis.Client, m *nats.Msg) string {
	key := "profile:" + string(m.Data)
	if v, err := rdb.Get(ctx, key).Result(); err == nil {
		return v
	}
	v := "computed:" + string(m.Data)
	rdb.Set(ctx, key, v, 10*time.Minute)
	return v
}

// A cooldown window: Exists, then the code and the window's Set; the
// window key is the user's, nothing but idempotent writes is skipped.
func cooldown(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	phone := string(m.Data)
	window := "otp:cooldown:" + phone
	if rdb.Exists(ctx, window).Val() > 0 {
		return
	}
	rdb.Set(ctx, "otp:code:"+phone, "123456", 5*time.Minute)
	rdb.Set(ctx, window, 1, time.Minute)
}

// The check guards only the write itself.
func onlyTheWrite(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Exists(ctx, key).Val() == 0 {
		rdb.Set(ctx, key, 1, time.Hour)
	}
}

// The marker is the whole handler: a duplicate writes it twice, nothing
// else runs twice.
func markerOnly(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	if rdb.Exists(ctx, key).Val() > 0 {
		return
	}
	rdb.Set(ctx, key, 1, time.Hour)
}

// A constant key (a feature flag), not a key from the delivery.
func constantKey(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	if rdb.Exists(ctx, "migration:done").Val() > 0 {
		return
	}
	_ = work(ctx, m.Data)
	rdb.Set(ctx, "migration:done", 1, 0)
}

// The same cooldown with work behind it that is not idempotent: reported.
func cooldownCharge(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	window := "otp:cooldown:" + string(m.Data)
	if rdb.Exists(ctx, window).Val() > 0 {
		return
	}
	rdb.Incr(ctx, "sms:sent")
	rdb.Set(ctx, window, 1, time.Minute) // want `check-then-write race in cooldownCharge`
}
