// Package members: a set member is a dedupe key only when the SADD's
// result decides whether work runs (issue 14).
package members

import (
	"context"
	"encoding/json"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

type profile struct {
	Tags []string `json:"tags"`
	Cart string   `json:"cart"`
}

func subscribe(nc *nats.Conn, rdb *redis.Client) {
	ctx := context.Background()
	// clean: the tags go into the global tag set; the result is unused
	nc.Subscribe("tags", func(m *nats.Msg) {
		var p profile
		json.Unmarshal(m.Data, &p)
		for _, tag := range p.Tags {
			rdb.SAdd(ctx, "tags", tag)
		}
	})
	// bug: the SADD's count decides whether the cart is counted
	nc.Subscribe("carts", func(m *nats.Msg) {
		var p profile
		json.Unmarshal(m.Data, &p)
		if n, _ := rdb.SAdd(ctx, "seen-carts", p.Cart).Result(); n == 0 { // want `handler func literal in subscribe derives Client\.SA.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
			return
		}
		rdb.Incr(ctx, "carts")
	})
}
