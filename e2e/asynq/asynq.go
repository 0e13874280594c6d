// Package asynq: hibiken/asynq task handlers.
package asynq

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

type emailPayload struct {
	UserID string `json:"user_id"`
}

func register(mux *asynq.ServeMux, db *sql.DB, rdb *redis.Client) {
	// nodedupe bug
	mux.HandleFunc("points:add", func(ctx context.Context, t *asynq.Task) error {
		var p emailPayload
		if err := json.Unmarshal(t.Payload(), &p); err != nil {
			return err
		}
		_, err := db.ExecContext(ctx, `UPDATE users SET points = points + 10 WHERE id = $1`, p.UserID) // expect: nodedupe `handler func literal in register: a redelivery bumps a counter again \(UPDATE users SET points = points \+ 10 WHERE id = \$1\)`
		return err
	})
	// nodedupe clean: claimed on the task id
	mux.HandleFunc("points:add:safe", func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		ok, err := rdb.SetNX(ctx, "task:"+id, 1, 24*time.Hour).Result()
		if err != nil || !ok {
			return err
		}
		rdb.IncrBy(ctx, "points:"+string(t.Payload()), 10)
		return nil
	})
	// payloadkey bug
	mux.HandleFunc("digest", func(ctx context.Context, t *asynq.Task) error {
		ok, err := rdb.SetNX(ctx, "digest:"+string(t.Payload()), 1, time.Hour).Result() // expect: payloadkey "only from the payload"
		if err != nil || !ok {
			return err
		}
		rdb.Incr(ctx, "digests")
		return nil
	})
	// keysource bug (and nodedupe: the minted key never matches a retry)
	mux.HandleFunc("digest:v2", func(ctx context.Context, t *asynq.Task) error {
		ok, err := rdb.SetNX(ctx, "digest:"+uuid.New().String(), 1, time.Hour).Result() // expect: keysource "minted by the receiver"
		if err != nil || !ok {
			return err
		}
		rdb.Incr(ctx, "digests") // expect: nodedupe `handler func literal in register: a redelivery bumps a counter again \(increment Client\.Incr\)`
		return nil
	})
	// checkthenwrite bug
	mux.HandleFunc("digest:v3", func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		if n, _ := rdb.Exists(ctx, "done:"+id).Result(); n > 0 {
			return nil
		}
		rdb.HSet(ctx, "digests", id, t.Payload())
		return rdb.SetEx(ctx, "done:"+id, 1, time.Hour).Err() // expect: checkthenwrite "check-then-write race"
	})
}

// Enqueue side: keysource clean (the task id is the business key) and bug (minted).
func enqueue(ctx context.Context, c *asynq.Client, orderID string) error {
	t := asynq.NewTask("email:receipt", []byte(orderID))
	_, err := c.EnqueueContext(ctx, t, asynq.TaskID("receipt:"+orderID))
	return err
}

// Worker is a Handler type: nodedupe bug through ProcessTask.
type Worker struct{ DB *sql.DB }

func (w *Worker) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := w.DB.ExecContext(ctx, `INSERT INTO emails_sent (payload) VALUES ($1)`, t.Payload()) // expect: nodedupe `handler \(\*Worker\)\.ProcessTask: a redelivery inserts a duplicate row \(INSERT INTO emails_sent \(payload\) VALUES \(\$1\)\)`
	return err
}
