// Package nats: nats.go Subscribe and QueueSubscribe callbacks.
package nats

import (
	"database/sql"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
)

func subscribe(nc *nats.Conn, db *sql.DB, rdb *redis.Client) {
	nc.QueueSubscribe("orders", "workers", func(m *nats.Msg) {
		db.Exec(`INSERT INTO order_events (payload) VALUES ($1)`, m.Data) // want `handler func literal in subscribe: a redelivery inserts a duplicate row \(INSERT INTO order_events \(payload\) VALUES \(\$1\)\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
	})
	nc.QueueSubscribe("orders.safe", "workers", func(m *nats.Msg) {
		tx, err := db.Begin()
		if err != nil {
			return
		}
		defer tx.Rollback()
		res, err := tx.Exec(`INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, m.Header.Get(nats.MsgIdHdr))
		if err != nil {
			return
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return
		}
		tx.Exec(`INSERT INTO order_events (payload) VALUES ($1)`, m.Data)
		tx.Commit()
	})
}
