// Package tasks holds the task handlers of the factories service (issue
// 23), each built by a factory that closes over its dependencies and
// returns the asynq handler func; cmd/factories registers them through the
// service's own worker.Register.
package tasks

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

type Deps struct {
	DB  *sql.DB
	RDB *redis.Client
}

type Receipt struct {
	OrderID string `json:"order_id"`
	Email   string `json:"email"`
}

// SendReceipts records a receipt per delivery: a redelivery inserts it again.
func SendReceipts(deps Deps) func(context.Context, *asynq.Task) error {
	return func(ctx context.Context, t *asynq.Task) error {
		var r Receipt
		if err := json.Unmarshal(t.Payload(), &r); err != nil {
			return err
		}
		_, err := deps.DB.ExecContext(ctx, `INSERT INTO receipts (order_id, email) VALUES ($1, $2)`, r.OrderID, r.Email) // expect: nodedupe `handler func literal in SendReceipts: a redelivery inserts a duplicate row \(INSERT INTO receipts`
		return err
	}
}

// SendReceiptsOnce is the clean look-alike: it claims the task id first.
func SendReceiptsOnce(deps Deps) func(context.Context, *asynq.Task) error {
	return func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		ok, err := deps.RDB.SetNX(ctx, "receipt:"+id, 1, 24*time.Hour).Result()
		if err != nil || !ok {
			return err
		}
		var r Receipt
		if err := json.Unmarshal(t.Payload(), &r); err != nil {
			return err
		}
		_, err = deps.DB.ExecContext(ctx, `INSERT INTO receipts (order_id, email) VALUES ($1, $2) ON CONFLICT DO NOTHING`, r.OrderID, r.Email)
		return err
	}
}

// JobFunc is the service's own func type over the asynq handler shape.
type JobFunc func(ctx context.Context, t *asynq.Task) error

// CountOpens bumps a counter per delivery.
func CountOpens(rdb *redis.Client) JobFunc {
	return func(ctx context.Context, t *asynq.Task) error {
		return rdb.Incr(ctx, "opens:"+string(t.Payload())).Err() // expect: nodedupe `handler func literal in CountOpens: a redelivery bumps a counter again`
	}
}

// RememberOpen is the clean look-alike: it sets a value (repeating it is harmless).
func RememberOpen(rdb *redis.Client) JobFunc {
	return func(ctx context.Context, t *asynq.Task) error {
		return rdb.Set(ctx, "opened:"+string(t.Payload()), 1, 0).Err()
	}
}
