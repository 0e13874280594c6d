package basic

import (
	"context"
	"database/sql"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

func subscribe(nc *nats.Conn, db *sql.DB, rdb *redis.Client) {
	nc.Subscribe("orders", func(m *nats.Msg) {
		db.Exec(`UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Data)) // want `handler func literal in subscribe: a redelivery bumps a counter again \(UPDATE stock SET qty = qty - 1 WHERE sku = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
	})
	nc.Subscribe("orders.safe", func(m *nats.Msg) {
		ok, err := rdb.SetNX(context.Background(), "seen:"+m.Header.Get(nats.MsgIdHdr), 1, 0).Result()
		if err != nil || !ok {
			return
		}
		db.Exec(`UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Data)) // want `handler func literal in subscribe dedupes in redis but writes SQL: a crash between them repeats or loses work; record the key in that transaction`
	})
	nc.Subscribe("orders.status", func(m *nats.Msg) {
		db.Exec(`UPDATE orders SET status = 'paid' WHERE id = $1`, string(m.Data))
	})
}
