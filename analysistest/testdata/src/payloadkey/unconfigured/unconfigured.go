// Package unconfigured: the same envelope as payloadkey/configured without
// the config file: order_ref is just a payload field.
package unconfigured

import (
	"context"
	"encoding/json"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

type envelope struct {
	Ref  string `json:"order_ref"`
	Cart string `json:"cart"`
}

func subscribe(nc *nats.Conn, rdb *redis.Client) {
	nc.Subscribe("orders", func(m *nats.Msg) {
		var e envelope
		json.Unmarshal(m.Data, &e)
		rdb.SetNX(context.Background(), "seen:"+e.Ref, 1, time.Hour) // want `handler func literal in subscribe derives Client\.Se.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
	})
}
