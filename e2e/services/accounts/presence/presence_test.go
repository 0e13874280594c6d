package presence

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

// TestRedeliveryCounter counts deliveries with a test-only handler keyed by
// an atomic counter (as a test may).
func TestRedeliveryCounter(t *testing.T) {
	nc, err := nats.Connect(nats.DefaultURL)
	if err != nil {
		t.Skip("no NATS server:", err)
	}
	defer nc.Close()
	rdb := redis.NewClient(&redis.Options{})
	var n uint64
	_, err = nc.Subscribe("presence.test", func(m *nats.Msg) {
		ctx := context.Background()
		ok, _ := rdb.SetNX(ctx, fmt.Sprint("test:", atomic.AddUint64(&n, 1)), 1, time.Minute).Result()
		if ok {
			rdb.Incr(ctx, "test:deliveries")
		}
	})
	if err != nil {
		t.Fatal(err)
	}
}
