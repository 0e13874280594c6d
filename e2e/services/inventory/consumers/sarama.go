package consumers

import (
	"time"

	"github.com/IBM/sarama"
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

// Leaderboard adds each score on every delivery: nodedupe bug.
type Leaderboard struct{ RDB *redis.Client }

func (*Leaderboard) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (*Leaderboard) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (l *Leaderboard) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		l.RDB.ZIncrBy(sess.Context(), "leaderboard", 1, string(msg.Key)) // expect: nodedupe `handler \(\*Leaderboard\)\.ConsumeClaim: a redelivery bumps a counter again`
		sess.MarkMessage(msg, "")
	}
	return nil
}

// LeaderboardOnce claims the producer's idempotency-key header first: clean.
type LeaderboardOnce struct{ RDB *redis.Client }

func (*LeaderboardOnce) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (*LeaderboardOnce) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (l *LeaderboardOnce) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	ctx := sess.Context()
	for msg := range claim.Messages() {
		ok, err := l.RDB.SetNX(ctx, "score:"+header(msg, "idempotency-key"), 1, 24*time.Hour).Result()
		if err != nil {
			return err
		}
		if ok {
			l.RDB.ZIncrBy(ctx, "leaderboard", 1, string(msg.Key))
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}
