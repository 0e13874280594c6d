// Package watermill: ThreeDotsLabs/watermill router handlers and the Deduplicator.
package watermill

import (
	"database/sql"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/ThreeDotsLabs/watermill/message/router/middleware"
	"github.com/redis/go-redis/v9"
)

func setup(r *message.Router, sub message.Subscriber, db *sql.DB, rdb *redis.Client) {
	// nodedupe bug
	r.AddConsumerHandler("stock", "stock", sub, func(msg *message.Message) error {
		_, err := db.Exec(`UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(msg.Payload)) // expect: nodedupe `handler func literal in setup: a redelivery bumps a counter again \(UPDATE stock SET qty = qty - 1 WHERE sku = \$1\)`
		return err
	})
	// nodedupe clean: claimed on msg.UUID
	r.AddConsumerHandler("stock.safe", "stock", sub, func(msg *message.Message) error {
		ok, err := rdb.SetNX(msg.Context(), "seen:"+msg.UUID, 1, time.Hour).Result()
		if err != nil || !ok {
			return err
		}
		return rdb.Decr(msg.Context(), "stock:"+string(msg.Payload)).Err()
	})
	// payloadkey bug
	r.AddConsumerHandler("audit", "audit", sub, func(msg *message.Message) error {
		ok, err := rdb.SetNX(msg.Context(), "seen:"+string(msg.Payload), 1, time.Hour).Result() // expect: payloadkey "only from the payload"
		if err != nil || !ok {
			return err
		}
		return rdb.Incr(msg.Context(), "audit").Err()
	})
	// keysource bug (+ nodedupe)
	r.AddConsumerHandler("audit.v2", "audit", sub, func(msg *message.Message) error {
		ok, err := rdb.SetNX(msg.Context(), "seen:"+watermill.NewUUID(), 1, time.Hour).Result() // expect: keysource "minted by the receiver"
		if err != nil || !ok {
			return err
		}
		return rdb.Incr(msg.Context(), "audit").Err() // expect: nodedupe `handler func literal in setup: a redelivery bumps a counter again \(increment Client\.Incr\)`
	})
	// checkthenwrite bug
	r.AddConsumerHandler("audit.v3", "audit", sub, func(msg *message.Message) error {
		if n, _ := rdb.Exists(msg.Context(), "seen:"+msg.UUID).Result(); n > 0 {
			return nil
		}
		rdb.HSet(msg.Context(), "audit", msg.UUID, msg.Payload)
		return rdb.Set(msg.Context(), "seen:"+msg.UUID, 1, time.Hour).Err() // expect: checkthenwrite "check-then-write race"
	})
}

// payloadkey bug: the Deduplicator keyed by its default payload hash.
func payloadDedup() message.HandlerMiddleware {
	repo, _ := middleware.NewMapExpiringKeyRepository(time.Hour)
	d := &middleware.Deduplicator{ // expect: payloadkey "Deduplicator keyed by"
		KeyFactory: middleware.NewMessageHasherSHA256(0),
		Repository: repo,
	}
	return d.Middleware
}

// payloadkey clean: keyed by the message UUID.
func idDedup() message.HandlerMiddleware {
	repo, _ := middleware.NewMapExpiringKeyRepository(time.Hour)
	d := &middleware.Deduplicator{
		KeyFactory: func(m *message.Message) (string, error) { return m.UUID, nil },
		Repository: repo,
	}
	return d.Middleware
}
