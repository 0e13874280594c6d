// Package confluent: confluent-kafka-go Poll, ReadMessage and Events loops.
package confluent

import (
	"context"
	"database/sql"
	"time"

	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
)

func poll(ctx context.Context, c *kafka.Consumer, db *sql.DB) {
	for {
		switch e := c.Poll(100).(type) {
		case *kafka.Message:
			db.ExecContext(ctx, `UPDATE wallets SET balance = balance + $1 WHERE id = $2`, 10, string(e.Key)) // want `handler poll: a redelivery bumps a counter again \(UPDATE wallets SET balance…\); dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		case kafka.Error:
			return
		}
	}
}

// header finds a producer-set header.
func header(m *kafka.Message, key string) string {
	for _, h := range m.Headers {
		if h.Key == key {
			return string(h.Value)
		}
	}
	return ""
}

func pollClaimed(ctx context.Context, c *kafka.Consumer, db *sql.DB) {
	for {
		e, ok := c.Poll(100).(*kafka.Message)
		if !ok {
			continue
		}
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, header(e, "idempotency-key"))
		if err != nil {
			tx.Rollback()
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			tx.Rollback()
			continue
		}
		tx.ExecContext(ctx, `UPDATE wallets SET balance = balance + $1 WHERE id = $2`, 10, string(e.Key))
		tx.Commit()
		c.CommitMessage(e)
	}
}

func read(ctx context.Context, c *kafka.Consumer, p *kafka.Producer, db *sql.DB) {
	topic := "orders.out"
	for {
		m, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		p.Produce(&kafka.Message{TopicPartition: kafka.TopicPartition{Topic: &topic, Partition: kafka.PartitionAny}, Value: m.Value}, nil) // want `handler read: a redelivery publishes a duplicate message \(publish Producer\.Produce\); dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		// forwarding the inbound key in a header lets the next hop dedupe
		p.Produce(&kafka.Message{TopicPartition: kafka.TopicPartition{Topic: &topic, Partition: kafka.PartitionAny}, Value: m.Value,
			Headers: []kafka.Header{{Key: "idempotency-key", Value: []byte(header(m, "idempotency-key"))}}}, nil)
		// a set keyed by the message's own key: naturally idempotent
		db.ExecContext(ctx, `UPDATE orders SET status = 'seen' WHERE id = $1`, string(m.Key))
	}
}

func events(ctx context.Context, c *kafka.Consumer, db *sql.DB) {
	for ev := range c.Events() {
		if m, ok := ev.(*kafka.Message); ok {
			db.ExecContext(ctx, `INSERT INTO audit (body) VALUES ($1)`, m.Value) // want `handler events: a redelivery inserts a duplicate row \(INSERT INTO audit \(body\) VA…\); dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		}
	}
}

// An insert that ignores a conflict on its key is no append.
func offsetKeyed(ctx context.Context, c *kafka.Consumer, db *sql.DB) {
	for {
		m, err := c.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		db.ExecContext(ctx, `INSERT INTO audit (id, body) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, int64(m.TopicPartition.Offset), m.Value)
	}
}
