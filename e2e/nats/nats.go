// Package nats: nats.go subscriptions and jetstream consumers.
package nats

import (
	"context"
	"database/sql"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/redis/go-redis/v9"
)

func subscribe(nc *nats.Conn, db *sql.DB, rdb *redis.Client) {
	ctx := context.Background()
	// nodedupe bug
	nc.Subscribe("stock.decrement", func(m *nats.Msg) {
		db.Exec(`UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Data)) // expect: nodedupe `handler func literal in subscribe: a redelivery bumps a counter again \(UPDATE stock SET qty = qty - 1 WHERE sku = \$1\)`
	})
	// nodedupe clean: naturally idempotent
	nc.Subscribe("orders.paid", func(m *nats.Msg) {
		db.Exec(`UPDATE orders SET status = 'paid' WHERE id = $1`, string(m.Data))
	})
	// nodedupe clean: Nats-Msg-Id claimed with SetNX, effect in redis
	nc.QueueSubscribe("stock.decrement", "workers", func(m *nats.Msg) {
		ok, err := rdb.SetNX(ctx, "seen:"+m.Header.Get(nats.MsgIdHdr), 1, 24*time.Hour).Result()
		if err != nil || !ok {
			return
		}
		rdb.DecrBy(ctx, "stock:"+string(m.Data), 1)
	})
	// nodedupe (seen-set store) bug: redis guard, SQL effect
	nc.Subscribe("stock.decrement.v2", func(m *nats.Msg) {
		ok, err := rdb.SetNX(ctx, "seen:"+m.Header.Get(nats.MsgIdHdr), 1, 24*time.Hour).Result()
		if err != nil || !ok {
			return
		}
		db.Exec(`UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Data)) // expect: nodedupe `handler func literal in subscribe dedupes in redis but writes SQL: a crash between them repeats or loses work`
	})
	// payloadkey bug
	nc.Subscribe("audit", func(m *nats.Msg) {
		var seen sync.Map
		if _, dup := seen.LoadOrStore(string(m.Data), true); dup { // expect: payloadkey "only from the payload"
			return
		}
		rdb.Incr(ctx, "audit")
	})
	// keysource bug (and so nodedupe: a minted key never matches a redelivery)
	nc.Subscribe("audit.v2", func(m *nats.Msg) {
		ok, _ := rdb.SetNX(ctx, "seen:"+uuid.NewString(), 1, time.Hour).Result() // expect: keysource "minted by the receiver"
		if !ok {
			return
		}
		rdb.Incr(ctx, "audit") // expect: nodedupe `handler func literal in subscribe: a redelivery bumps a counter again \(increment Client\.Incr\)`
	})
	// checkthenwrite bug
	nc.Subscribe("audit.v3", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		if v, _ := rdb.Get(ctx, "seen:"+id).Result(); v != "" {
			return
		}
		rdb.HSet(ctx, "audit", id, m.Data)
		rdb.Set(ctx, "seen:"+id, 1, time.Hour) // expect: checkthenwrite "check-then-write race"
	})
	// checkthenwrite clean: the same as one SetNX
	nc.Subscribe("audit.v4", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		if ok, _ := rdb.SetNX(ctx, "seen:"+id, 1, time.Hour).Result(); !ok {
			return
		}
		rdb.HSet(ctx, "audit", id, m.Data)
	})
}

// jetstream consumers.
func consume(ctx context.Context, cons jetstream.Consumer, db *sql.DB, rdb *redis.Client) error {
	// nodedupe bug
	_, err := cons.Consume(func(msg jetstream.Msg) {
		db.ExecContext(ctx, `INSERT INTO audit_log (body) VALUES ($1)`, msg.Data()) // expect: nodedupe `handler func literal in consume: a redelivery inserts a duplicate row \(INSERT INTO audit_log \(body.*\)`
		_ = msg.Ack()
	})
	if err != nil {
		return err
	}
	// clean: claimed on the JetStream message id
	_, err = cons.Consume(func(msg jetstream.Msg) {
		ok, _ := rdb.SetNX(ctx, "seen:"+msg.Headers().Get(jetstream.MsgIDHeader), 1, time.Hour).Result()
		if ok {
			rdb.Incr(ctx, "audit")
		}
		_ = msg.Ack()
	})
	return err
}

// publisher side: keysource clean (the id is derived from the business key).
func publishOrder(ctx context.Context, js jetstream.JetStream, orderID string, body []byte) error {
	_, err := js.Publish(ctx, "orders", body, jetstream.WithMsgID("order-"+orderID))
	return err
}
