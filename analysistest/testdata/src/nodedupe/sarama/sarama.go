// Package sarama: sarama ConsumerGroupHandler.ConsumeClaim.
package sarama

import (
	"context"

	"github.com/IBM/sarama"
	"github.com/redis/go-redis/v9"
)

type counter struct{ rdb *redis.Client }

func (counter) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (counter) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (c counter) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		c.rdb.HIncrBy(context.Background(), "clicks", string(msg.Key), 1) // want `handler \(counter\)\.ConsumeClaim: a redelivery bumps a counter again; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in msg\.Headers`
		sess.MarkMessage(msg, "")
	}
	return nil
}

type safeCounter struct{ rdb *redis.Client }

func (safeCounter) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (safeCounter) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (c safeCounter) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	ctx := context.Background()
	for msg := range claim.Messages() {
		ok, err := c.rdb.SetNX(ctx, "seen:"+string(msg.Headers[0].Value), 1, 0).Result()
		if err != nil || !ok {
			sess.MarkMessage(msg, "")
			continue
		}
		c.rdb.HIncrBy(ctx, "clicks", string(msg.Key), 1)
		sess.MarkMessage(msg, "")
	}
	return nil
}
