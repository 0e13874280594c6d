// Package worker: handlers found by their shape, with no registration in
// this package (they are registered in main, or somewhere not visible).
package worker

import (
	"context"
	"database/sql"
	"time"

	"github.com/IBM/sarama"
	shopify "github.com/Shopify/sarama"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/hibiken/asynq"
	"github.com/nats-io/nats.go"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

type TaskProcessor struct {
	db  *sql.DB
	rdb *redis.Client
}

// asynq: a method of the asynq.HandlerFunc shape, whatever its name.
func (p *TaskProcessor) ProcessTaskAddPoints(ctx context.Context, t *asynq.Task) error {
	_, err := p.db.ExecContext(ctx, `UPDATE users SET points = points + 10 WHERE id = $1`, string(t.Payload())) // want `handler \(\*TaskProcessor\)\.ProcessTaskAddPoints: a redelivery bumps a counter again \(UPDATE users SET points = p.*\); dedupe on asynq\.GetTaskID\(ctx\)`
	return err
}

// clean look-alike: claims the task id first.
func (p *TaskProcessor) ProcessTaskAddPointsOnce(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	ok, err := p.rdb.SetNX(ctx, "points:"+id, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return p.rdb.Incr(ctx, "points:"+string(t.Payload())).Err()
}

// A dispatcher of the shape calling helpers of the same shape: the helper's
// effect is reported once, at the dispatcher's call.
func (p *TaskProcessor) Dispatch(ctx context.Context, t *asynq.Task) error {
	switch t.Type() {
	case "bonus":
		return p.bonus(ctx, t) // want `handler \(\*TaskProcessor\)\.Dispatch: a redelivery bumps a counter again \(UPDATE users SET bonus = bonus \+ 1 WHERE id = \$1\); dedupe on asynq\.GetTaskID\(ctx\)`
	}
	return nil
}

func (p *TaskProcessor) bonus(ctx context.Context, t *asynq.Task) error {
	_, err := p.db.ExecContext(ctx, `UPDATE users SET bonus = bonus + 1 WHERE id = $1`, string(t.Payload()))
	return err
}

// A function with the shape's parameters but another result is not a handler.
func (p *TaskProcessor) Enqueue(ctx context.Context, t *asynq.Task) (string, error) {
	_, err := p.db.ExecContext(ctx, `UPDATE stats SET enqueued = enqueued + 1`)
	return "", err
}

// NATS: a nats.MsgHandler-shaped method.
func (p *TaskProcessor) OnReserve(m *nats.Msg) {
	p.db.Exec(`UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Data)) // want `handler \(\*TaskProcessor\)\.OnReserve: a redelivery bumps a counter again \(UPDATE stock SET qty = qty - 1 WHERE sku = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

// watermill: a NoPublishHandlerFunc-shaped method.
func (p *TaskProcessor) Project(msg *message.Message) error {
	_, err := p.db.ExecContext(msg.Context(), `INSERT INTO order_events (body) VALUES ($1)`, msg.Payload) // want `handler \(\*TaskProcessor\)\.Project: a redelivery inserts a duplicate row \(INSERT INTO order_events \(body\) VALUES \(\$1\)\); dedupe on msg\.UUID`
	return err
}

// sarama, old import path: ConsumeClaim of a Shopify/sarama consumer-group handler.
type Leaderboard struct{ rdb *redis.Client }

func (*Leaderboard) Setup(shopify.ConsumerGroupSession) error   { return nil }
func (*Leaderboard) Cleanup(shopify.ConsumerGroupSession) error { return nil }

func (l *Leaderboard) ConsumeClaim(sess shopify.ConsumerGroupSession, claim shopify.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		l.rdb.ZIncrBy(sess.Context(), "leaderboard", 1, string(msg.Key)) // want `handler \(\*Leaderboard\)\.ConsumeClaim: a redelivery bumps a counter again; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in msg\.Headers`
		sess.MarkMessage(msg, "")
	}
	return nil
}

var _ sarama.ConsumerGroupHandler = (*IBMBoard)(nil)

// clean look-alike on the IBM path: a set member, idempotent.
type IBMBoard struct{ rdb *redis.Client }

func (*IBMBoard) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (*IBMBoard) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (l *IBMBoard) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		l.rdb.SAdd(sess.Context(), "players", string(msg.Key))
		sess.MarkMessage(msg, "")
	}
	return nil
}

// amqp: a function ranging over a delivery channel parameter (a consumer
// wrapper elsewhere calls Consume and hands it the channel).
func (p *TaskProcessor) Worker(ctx context.Context, messages <-chan amqp.Delivery) {
	for d := range messages {
		p.db.ExecContext(ctx, `UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(d.Body)) // want `handler \(\*TaskProcessor\)\.Worker: a redelivery bumps a counter again \(UPDATE stock SET qty = qty - 1 WHERE sku = \$1\); dedupe on d\.MessageId`
		_ = d.Ack(false)
	}
}

// clean look-alike: a channel parameter of deliveries that is only passed on.
func (p *TaskProcessor) Forward(ctx context.Context, messages <-chan amqp.Delivery) {
	p.db.ExecContext(ctx, `UPDATE stats SET forwards = forwards + 1`)
	go p.Worker(ctx, messages)
}
