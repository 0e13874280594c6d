// Package goredis: redis/go-redis/v9 guards inside NATS handlers.
package goredis

import (
	"context"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

func subscribe(nc *nats.Conn, rdb *redis.Client) {
	ctx := context.Background()
	// nodedupe bug: list append
	nc.Subscribe("log", func(m *nats.Msg) {
		rdb.RPush(ctx, "log", m.Data) // expect: nodedupe `handler func literal in subscribe: a redelivery appends a duplicate entry \(append Client\.RPush\)`
	})
	// nodedupe clean: Set/HSet/Del are idempotent
	nc.Subscribe("state", func(m *nats.Msg) {
		rdb.Set(ctx, "state", m.Data, 0)
		rdb.HSet(ctx, "states", "last", m.Data)
		rdb.Del(ctx, "stale")
	})
	// nodedupe clean: Set with SetArgs{Mode: "NX"}
	nc.Subscribe("log.nx", func(m *nats.Msg) {
		_, err := rdb.SetArgs(ctx, "seen:"+m.Header.Get(nats.MsgIdHdr), 1, redis.SetArgs{Mode: "NX", TTL: time.Hour}).Result()
		if err == redis.Nil {
			return
		}
		if err != nil {
			return
		}
		rdb.RPush(ctx, "log", m.Data)
	})
	// nodedupe clean: HSetNX
	nc.Subscribe("log.hsetnx", func(m *nats.Msg) {
		if ok, _ := rdb.HSetNX(ctx, "seen", m.Header.Get(nats.MsgIdHdr), 1).Result(); !ok {
			return
		}
		rdb.RPush(ctx, "log", m.Data)
	})
	// nodedupe clean: sync.Map.LoadOrStore on the message id
	var seen sync.Map
	nc.Subscribe("log.local", func(m *nats.Msg) {
		if _, dup := seen.LoadOrStore(m.Header.Get(nats.MsgIdHdr), struct{}{}); dup {
			return
		}
		rdb.RPush(ctx, "log", m.Data)
	})
	// payloadkey bug: HSetNX field from the payload
	nc.Subscribe("log.payload", func(m *nats.Msg) {
		if ok, _ := rdb.HSetNX(ctx, "seen", string(m.Data), 1).Result(); !ok { // expect: payloadkey "only from the payload"
			return
		}
		rdb.RPush(ctx, "log", m.Data)
	})
	// checkthenwrite bug: sync.Map Load then Store
	nc.Subscribe("log.map", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		if _, ok := seen.Load(id); ok {
			return
		}
		rdb.HSet(ctx, "last", "v", m.Data)
		seen.Store(id, true) // expect: checkthenwrite "check-then-write race"
	})
	// checkthenwrite clean: a mutex held across check and write
	var mu sync.Mutex
	nc.Subscribe("log.mutex", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		mu.Lock()
		defer mu.Unlock()
		if _, ok := seen.Load(id); ok {
			return
		}
		seen.Store(id, true)
	})
}
