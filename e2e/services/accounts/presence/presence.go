// Package presence tracks who is online from NATS heartbeats (a naturally
// idempotent HSET). Its test file has a test-only handler keyed by an atomic
// counter: findings in _test.go files are not reported by default.
package presence

import (
	"context"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

// Track records the last heartbeat of each user.
func Track(nc *nats.Conn, rdb *redis.Client) (*nats.Subscription, error) {
	return nc.Subscribe("presence.heartbeat", func(m *nats.Msg) {
		rdb.HSet(context.Background(), "presence", string(m.Data), m.Header.Get("ts"))
	})
}
