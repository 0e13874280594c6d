// Package consumer: kafka-go consumers of the accounts service. Hard
// negatives (a cache-aside read, a tag set, a delivery loop in a goroutine)
// and the bug side of ignored claim results.
package consumer

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
)

// Consumer holds the dependencies.
type Consumer struct {
	R   *kafka.Reader
	DB  *sql.DB
	RDB *redis.Client
}

type profileEvent struct {
	UserID string   `json:"user_id"`
	Tags   []string `json:"tags"`
}

func eventID(m kafka.Message) string {
	for _, h := range m.Headers {
		if h.Key == "idempotency-key" {
			return string(h.Value)
		}
	}
	return ""
}

// displayName is cache-aside: Get, on a miss load and Set the same value.
func (c *Consumer) displayName(ctx context.Context, userID string) (string, error) {
	key := "profile:name:" + userID
	name, err := c.RDB.Get(ctx, key).Result()
	if err == nil {
		return name, nil
	}
	if err != redis.Nil {
		return "", err
	}
	if err := c.DB.QueryRowContext(ctx, `SELECT name FROM users WHERE id = $1`, userID).Scan(&name); err != nil {
		return "", err
	}
	c.RDB.Set(ctx, key, name, 10*time.Minute)
	return name, nil
}

// Enrich indexes profiles by display name, reading through the cache: clean.
func (c *Consumer) Enrich(ctx context.Context) error {
	for {
		m, err := c.R.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var ev profileEvent
		if err := json.Unmarshal(m.Value, &ev); err != nil {
			continue
		}
		name, err := c.displayName(ctx, ev.UserID)
		if err != nil {
			continue
		}
		c.RDB.HSet(ctx, "profile:by-name", name, ev.UserID)
		_ = c.R.CommitMessages(ctx, m)
	}
}

// EnrichInline is the same cache-aside read written inline in the loop: clean.
func (c *Consumer) EnrichInline(ctx context.Context) error {
	for {
		m, err := c.R.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var ev profileEvent
		if err := json.Unmarshal(m.Value, &ev); err != nil {
			continue
		}
		key := "profile:name:" + ev.UserID
		name, err := c.RDB.Get(ctx, key).Result()
		if err == redis.Nil {
			if err := c.DB.QueryRowContext(ctx, `SELECT name FROM users WHERE id = $1`, ev.UserID).Scan(&name); err != nil {
				continue
			}
			c.RDB.Set(ctx, key, name, 10*time.Minute)
		}
		c.RDB.HSet(ctx, "profile:by-name", name, ev.UserID)
		_ = c.R.CommitMessages(ctx, m)
	}
}

// Tags adds the profile's tags to the global tag set, result unused: an
// idempotent set write, not a dedupe key.
func (c *Consumer) Tags(ctx context.Context) error {
	for {
		m, err := c.R.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var ev profileEvent
		if err := json.Unmarshal(m.Value, &ev); err != nil {
			continue
		}
		for _, tag := range ev.Tags {
			c.RDB.SAdd(ctx, "tags", tag)
		}
		_ = c.R.CommitMessages(ctx, m)
	}
}

// Start runs the delivery loop in a goroutine; the effect is in handle.
func (c *Consumer) Start(ctx context.Context) {
	go func() {
		for {
			m, err := c.R.FetchMessage(ctx)
			if err != nil {
				return
			}
			c.handle(ctx, m) // expect: nodedupe `handler func literal in \(\*Consumer\)\.Start: a redelivery bumps a counter again`
			_ = c.R.CommitMessages(ctx, m)
		}
	}()
}

// handle counts a login on every delivery: nodedupe bug, reported once.
func (c *Consumer) handle(ctx context.Context, m kafka.Message) {
	c.DB.ExecContext(ctx, `UPDATE users SET logins = logins + 1 WHERE id = $1`, string(m.Key))
}

// StartAMQP consumes in the caller and ranges over the deliveries in a
// goroutine: the effect in countLogin must be reported once.
func (c *Consumer) StartAMQP(ctx context.Context, ch *amqp.Channel) error {
	deliveries, err := ch.ConsumeWithContext(ctx, "logins", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	go func() {
		for d := range deliveries {
			c.countLogin(ctx, string(d.Body)) // expect: nodedupe `handler \(\*Consumer\)\.StartAMQP: a redelivery bumps a counter again \(UPDATE users SET logins = logins \+ 1 WHERE id = \$1\)`
			_ = d.Ack(false)
		}
	}()
	return nil
}

// countLogin counts a login: not idempotent.
func (c *Consumer) countLogin(ctx context.Context, userID string) {
	c.DB.ExecContext(ctx, `UPDATE users SET logins = logins + 1 WHERE id = $1`, userID)
}
