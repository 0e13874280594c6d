// Package sarama: IBM/sarama consumer-group handlers (ConsumeClaim).
package sarama

import (
	"context"
	"database/sql"
	"time"

	"github.com/IBM/sarama"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

func header(msg *sarama.ConsumerMessage, name string) string {
	for _, h := range msg.Headers {
		if string(h.Key) == name {
			return string(h.Value)
		}
	}
	return ""
}

// Ledger appends a ledger row per message: nodedupe bug.
type Ledger struct{ DB *sql.DB }

func (Ledger) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (Ledger) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (l Ledger) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if _, err := l.DB.Exec(`INSERT INTO ledger (account, amount) VALUES ($1, 1)`, string(msg.Key)); err != nil { // expect: nodedupe `handler \(Ledger\)\.ConsumeClaim: a redelivery inserts a duplicate row`
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// SafeLedger records the key in the same statement (ON CONFLICT DO NOTHING, RowsAffected checked): clean.
type SafeLedger struct{ DB *sql.DB }

func (SafeLedger) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (SafeLedger) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (l SafeLedger) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		res, err := l.DB.Exec(`INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, header(msg, "idempotency-key"))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			sess.MarkMessage(msg, "")
			continue
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// Upserter upserts on a stable id: clean.
type Upserter struct{ DB *sql.DB }

func (Upserter) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (Upserter) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (u Upserter) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if _, err := u.DB.Exec(`INSERT INTO profiles (id, body) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body`, string(msg.Key), msg.Value); err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// BodyDedupe keys the seen-set by the payload: payloadkey bug.
type BodyDedupe struct{ RDB *redis.Client }

func (BodyDedupe) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (BodyDedupe) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (b BodyDedupe) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	ctx := context.Background()
	for msg := range claim.Messages() {
		ok, _ := b.RDB.SetNX(ctx, "seen:"+string(msg.Value), 1, time.Hour).Result() // expect: payloadkey "only from the payload"
		if ok {
			b.RDB.Incr(ctx, "count")
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// HeaderDedupe keys the seen-set by the producer's header: clean.
type HeaderDedupe struct{ RDB *redis.Client }

func (HeaderDedupe) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (HeaderDedupe) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (b HeaderDedupe) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	ctx := context.Background()
	for msg := range claim.Messages() {
		ok, _ := b.RDB.SetNX(ctx, "seen:"+header(msg, "idempotency-key"), 1, time.Hour).Result()
		if ok {
			b.RDB.Incr(ctx, "count")
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// MintedDedupe keys the seen-set by a fresh UUID: keysource bug.
type MintedDedupe struct{ RDB *redis.Client }

func (MintedDedupe) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (MintedDedupe) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (b MintedDedupe) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	ctx := context.Background()
	for msg := range claim.Messages() {
		id := uuid.New().String()
		ok, _ := b.RDB.SetNX(ctx, "seen:"+id, 1, time.Hour).Result() // expect: keysource "minted by the receiver"
		if ok {
			b.RDB.Incr(ctx, "count") // expect: nodedupe `handler \(MintedDedupe\)\.ConsumeClaim: a redelivery bumps a counter again`
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// CheckThenWrite reads the seen-set, then writes it: checkthenwrite bug.
type CheckThenWrite struct{ RDB *redis.Client }

func (CheckThenWrite) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (CheckThenWrite) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (c CheckThenWrite) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	ctx := context.Background()
	for msg := range claim.Messages() {
		key := "seen:" + header(msg, "idempotency-key")
		if err := c.RDB.Get(ctx, key).Err(); err == nil {
			sess.MarkMessage(msg, "")
			continue
		}
		c.RDB.HSet(ctx, "latest", string(msg.Key), string(msg.Value))
		c.RDB.Set(ctx, key, 1, time.Hour) // expect: checkthenwrite "check-then-write race"
		sess.MarkMessage(msg, "")
	}
	return nil
}
