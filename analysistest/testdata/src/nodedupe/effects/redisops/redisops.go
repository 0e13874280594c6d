// Package redisops: redis increments and appends, and the idempotent commands.
package redisops

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

func subscribe(nc *nats.Conn, rdb *redis.Client) {
	nc.Subscribe("counters", func(m *nats.Msg) {
		ctx := context.Background()
		k := string(m.Data)
		rdb.Incr(ctx, k)                                                   // want `handler func literal in subscribe: a redelivery bumps a counter again \(increment Client\.Incr\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
		rdb.HIncrBy(ctx, "h", k, 2)                                        // want `handler func literal in subscribe: a redelivery bumps a counter again \(increment Client\.HIncrBy\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
		rdb.ZIncrBy(ctx, "z", 1.5, k)                                      // want `handler func literal in subscribe: a redelivery bumps a counter again \(increment Client\.ZIncrBy\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
		rdb.DecrBy(ctx, k, 3)                                              // want `handler func literal in subscribe: a redelivery bumps a counter again \(increment Client\.DecrBy\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
		rdb.LPush(ctx, "l", k)                                             // want `handler func literal in subscribe: a redelivery appends a duplicate entry \(append Client\.LPush\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
		rdb.RPush(ctx, "l", k)                                             // want `handler func literal in subscribe: a redelivery appends a duplicate entry \(append Client\.RPush\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
		rdb.XAdd(ctx, &redis.XAddArgs{Stream: "s", Values: []any{"k", k}}) // want `handler func literal in subscribe: a redelivery appends a duplicate entry \(append Client\.XAdd\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
	})
	nc.Subscribe("state", func(m *nats.Msg) {
		ctx := context.Background()
		k := string(m.Data)
		rdb.Set(ctx, k, 1, 0)
		rdb.HSet(ctx, "h", k, 2)
		rdb.Del(ctx, k)
		rdb.SAdd(ctx, "members", k)
		rdb.ZAdd(ctx, "z", redis.Z{Score: 1, Member: k})
		rdb.Expire(ctx, k, 0)
		rdb.SRem(ctx, "members", k)
	})
	nc.Subscribe("windows", func(m *nats.Msg) {
		ctx := context.Background()
		k := string(m.Data)
		// a window counter: the key it increments expires (a rate limit, a lockout)
		if n, _ := rdb.Incr(ctx, "rl:"+k).Result(); n == 1 {
			rdb.Expire(ctx, "rl:"+k, time.Minute)
		}
		rdb.HIncrBy(ctx, "fails:"+k, "n", 1)
		rdb.PExpire(ctx, "fails:"+k, time.Minute)
		// the expiry is on another key: a plain counter
		rdb.Incr(ctx, "hits:"+k) // want `handler func literal in subscribe: a redelivery bumps a counter again \(increment Client\.Incr\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
		rdb.Expire(ctx, "other:"+k, time.Minute)
	})
	nc.Subscribe("acks", func(m *nats.Msg) {
		// a reply mailbox a waiter pops once, set in a helper's pipeline with
		// a time to live: a repeated ack expires with it
		publishAck(context.Background(), rdb, string(m.Data))
		// an audit list that never expires is an append
		auditTrail(context.Background(), rdb, string(m.Data)) // want `handler func literal in subscribe: a redelivery appends a duplicate entry`
	})
}

func publishAck(ctx context.Context, rdb *redis.Client, id string) error {
	key := "ack:" + id
	pipe := rdb.Pipeline()
	pipe.RPush(ctx, key, "ok")
	pipe.Expire(ctx, key, 5*time.Minute)
	_, err := pipe.Exec(ctx)
	return err
}

func auditTrail(ctx context.Context, rdb *redis.Client, id string) error {
	pipe := rdb.Pipeline()
	pipe.RPush(ctx, "audit", id)
	pipe.Expire(ctx, "ack:"+id, 5*time.Minute)
	_, err := pipe.Exec(ctx)
	return err
}
