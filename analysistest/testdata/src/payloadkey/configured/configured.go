// Package configured: a payload field declared a sender id by the config
// (.idemlint.yml in this directory: sender_id_fields: [order_ref]).
package configured

import (
	"context"
	"encoding/json"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

type envelope struct {
	Ref  string `json:"order_ref"` // the producer's id (configured)
	Cart string `json:"cart"`
}

func subscribe(nc *nats.Conn, rdb *redis.Client) {
	nc.Subscribe("orders", func(m *nats.Msg) {
		var e envelope
		json.Unmarshal(m.Data, &e)
		rdb.SetNX(context.Background(), "seen:"+e.Ref, 1, time.Hour)
	})
	nc.Subscribe("carts", func(m *nats.Msg) {
		var e envelope
		json.Unmarshal(m.Data, &e)
		rdb.SetNX(context.Background(), "seen:"+e.Cart, 1, time.Hour) // want `handler func literal in subscribe derives Client\.Se.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
	})
}
