// Package redis holds check-then-write cases over go-redis.
package redis

import (
	"context"
	"errors"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

func work(ctx context.Context, data []byte) error { return nil }

// --- bugs ---

func getThenSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	if _, err := rdb.Get(ctx, "seen:"+id).Result(); err == nil {
		return
	} else if !errors.Is(err, redis.Nil) {
		return
	}
	_ = work(ctx, m.Data)
	rdb.Set(ctx, "seen:"+id, 1, 0) // want `check-then-write race in getThenSet on key header "Nats-Msg-Id": two concurrent calls both proceed; claim it with SetNX first`
}

func existsThenSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	key := "seen:" + m.Header.Get(nats.MsgIdHdr)
	n, err := rdb.Exists(ctx, key).Result()
	if err != nil || n > 0 {
		return
	}
	_ = work(ctx, m.Data)
	rdb.Set(ctx, key, "1", 0) // want `check-then-write race in existsThenSet on key header "Nats-Msg-Id": two concurrent calls both proceed; claim it with SetNX first`
}

func sIsMemberThenSAdd(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	if rdb.SIsMember(ctx, "processed", id).Val() {
		return
	}
	_ = work(ctx, m.Data)
	rdb.SAdd(ctx, "processed", id) // want `check-then-write race in sIsMemberThenSAdd on key header "Nats-Msg-Id": two concurrent calls both proceed; SAdd first and use its count as the guard`
}

func hGetThenHSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	if v, _ := rdb.HGet(ctx, "processed", id).Result(); v != "" {
		return
	}
	_ = work(ctx, m.Data)
	rdb.HSet(ctx, "processed", id, 1) // want `check-then-write race in hGetThenHSet on key header "Nats-Msg-Id": two concurrent calls both proceed; use HSetNX and act on its result`
}

func hExistsThenHSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	ok, err := rdb.HExists(ctx, "processed", id).Result()
	if err != nil || ok {
		return
	}
	_ = work(ctx, m.Data)
	rdb.HSet(ctx, "processed", id, "done") // want `check-then-write race in hExistsThenHSet on key header "Nats-Msg-Id": two concurrent calls both proceed; use HSetNX and act on its result`
}

// --- clean look-alikes ---

func setNX(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	ok, err := rdb.SetNX(ctx, "seen:"+id, 1, 0).Result()
	if err != nil || !ok {
		return
	}
	_ = work(ctx, m.Data)
}

func setArgsNX(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	if _, err := rdb.Get(ctx, "seen:"+id).Result(); err == nil {
		return // fast path; the SetArgs NX below is the real claim
	}
	if err := rdb.SetArgs(ctx, "seen:"+id, 1, redis.SetArgs{Mode: "NX"}).Err(); err != nil {
		return
	}
	_ = work(ctx, m.Data)
}

func hSetNX(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	if rdb.HExists(ctx, "processed", id).Val() {
		return
	}
	ok, err := rdb.HSetNX(ctx, "processed", id, 1).Result()
	if err != nil || !ok {
		return
	}
	_ = work(ctx, m.Data)
}

func sAddGuard(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	if rdb.SIsMember(ctx, "processed", id).Val() {
		return
	}
	n, err := rdb.SAdd(ctx, "processed", id).Result()
	if err != nil || n == 0 {
		return
	}
	_ = work(ctx, m.Data)
}

// A read of one key guarding a write of another key: not a check-then-write.
func otherKey(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	if rdb.Exists(ctx, "feature:enabled").Val() == 0 {
		return
	}
	rdb.Set(ctx, "last:"+id, 1, 0)
}

// A cache read-through: the read guards a write of a different value's key.
func cacheOther(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	user := string(m.Data)
	if v := rdb.Get(ctx, "user:"+user).Val(); v != "" {
		return
	}
	rdb.Set(ctx, "profile:"+user, "x", 0)
}

// Set without a preceding check: naturally idempotent.
func plainSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	rdb.Set(ctx, "status:"+id, "done", 0)
}

// The member is checked in one set and added to another: not the same key.
func otherSet(ctx context.Context, rdb *redis.Client, m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	if rdb.SIsMember(ctx, "processed", id).Val() {
		return
	}
	rdb.HSet(ctx, "last", id, m.Data)
	rdb.SAdd(ctx, "recent", id)
}
