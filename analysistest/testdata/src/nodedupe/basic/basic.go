package basic

import (
	"context"
	"database/sql"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

func subscribe(nc *nats.Conn, db *sql.DB, rdb *redis.Client) {
	nc.Subscribe("orders", func(m *nats.Msg) {
		db.Exec(`UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Data)) // want `handler subscribe\$1: UPDATE stock SET qty = qty - 1`
	})
	nc.Subscribe("orders.safe", func(m *nats.Msg) {
		ok, err := rdb.SetNX(context.Background(), "seen:"+m.Header.Get(nats.MsgIdHdr), 1, 0).Result()
		if err != nil || !ok {
			return
		}
		db.Exec(`UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Data)) // want `dedupes in redis .* but UPDATE stock .* writes the SQL database`
	})
	nc.Subscribe("orders.status", func(m *nats.Msg) {
		db.Exec(`UPDATE orders SET status = 'paid' WHERE id = $1`, string(m.Data))
	})
}
