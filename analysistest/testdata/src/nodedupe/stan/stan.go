// Package stan: NATS Streaming subscription callbacks and MsgHandler-shaped
// methods.
package stan

import (
	"context"
	"database/sql"
	"strconv"
	"time"

	"github.com/nats-io/stan.go"
	"github.com/redis/go-redis/v9"
)

type svc struct {
	db  *sql.DB
	rdb *redis.Client
}

func (s *svc) wire(sc stan.Conn) {
	sc.Subscribe("orders", func(m *stan.Msg) {
		s.db.Exec(`UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Data)) // want `handler func literal in \(\*svc\)\.wire: a redelivery bumps a counter again \(UPDATE stock SET qty = qty - 1 WHERE sku = \$1\); dedupe on m\.Sequence`
		m.Ack()
	}, stan.SetManualAckMode())
	sc.QueueSubscribe("orders", "workers", func(m *stan.Msg) {
		ok, err := s.rdb.SetNX(context.Background(), "order:"+strconv.FormatUint(m.Sequence, 10), 1, time.Hour).Result()
		if err != nil || !ok {
			return
		}
		s.rdb.DecrBy(context.Background(), "stock:"+string(m.Data), 1)
		m.Ack()
	})
}

// a MsgHandler-shaped method registered elsewhere.
func (s *svc) Forward(m *stan.Msg) {
	s.db.Exec(`INSERT INTO forwarded (body) VALUES ($1)`, m.Data) // want `handler \(\*svc\)\.Forward: a redelivery inserts a duplicate row \(INSERT INTO forwarded \(body\) VALUES \(\$1\)\); dedupe on m\.Sequence`
}

// acknowledging is not an effect.
func (s *svc) AckOnly(m *stan.Msg) {
	m.Ack()
}
