// Package asynq: asynq HandlerFunc and Handler.ProcessTask.
package asynq

import (
	"context"
	"database/sql"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/refund"
)

func register(mux *asynq.ServeMux, db *sql.DB) {
	mux.HandleFunc("refund", func(ctx context.Context, t *asynq.Task) error {
		_, err := refund.New(&stripe.RefundParams{PaymentIntent: stripe.String(string(t.Payload()))}) // want `handler func literal in register: a redelivery moves money again \(stripe refund\); dedupe on asynq\.GetTaskID\(ctx\) and forward it as the Idempotency-Key`
		return err
	})
	mux.HandleFunc("refund.safe", func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		params := &stripe.RefundParams{PaymentIntent: stripe.String(string(t.Payload()))}
		params.SetIdempotencyKey("refund-" + id)
		_, err := refund.New(params)
		return err
	})
}

type points struct{ db *sql.DB }

func (p *points) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := p.db.ExecContext(ctx, `UPDATE users SET points = points + 10 WHERE id = $1`, string(t.Payload())) // want `handler \(\*points\)\.ProcessTask: a redelivery bumps a counter again \(UPDATE users SET points = points \+ 10 WHERE id = \$1\); dedupe on asynq\.GetTaskID\(ctx\)`
	return err
}

type pointsSafe struct{ db *sql.DB }

func (p *pointsSafe) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	tx, err := p.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var claimed string
	err = tx.QueryRowContext(ctx, `INSERT INTO processed_tasks (task_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING task_id`, id).Scan(&claimed)
	if err == sql.ErrNoRows {
		return nil // already processed
	}
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET points = points + 10 WHERE id = $1`, string(t.Payload())); err != nil {
		return err
	}
	return tx.Commit()
}

// fanout hands each task on as follow-up tasks. asynq refuses a second task
// of the same TaskID while the first is pending, retrying or retained, so an
// enqueue keyed by the delivery's id or its payload adds nothing on a
// repeat; one keyed by an id minted per run adds a task each time.
type fanout struct{ c *asynq.Client }

func (f *fanout) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	f.c.Enqueue(asynq.NewTask("notify", t.Payload(), asynq.TaskID("notify:"+id)))
	f.c.EnqueueContext(ctx, asynq.NewTask("index", t.Payload()), asynq.TaskID("index:"+string(t.Payload())))
	f.enqueue(ctx, &job{ID: "audit:" + id, Payload: t.Payload()})
	return nil
}

type fanoutMinted struct{ c *asynq.Client }

func (f *fanoutMinted) ProcessTask(ctx context.Context, t *asynq.Task) error {
	f.c.Enqueue(asynq.NewTask("notify", t.Payload(), asynq.TaskID(uuid.NewString()))) // want `handler \(\*fanoutMinted\)\.ProcessTask: a redelivery publishes a duplicate message`
	(&fanout{c: f.c}).enqueue(ctx, &job{ID: uuid.NewString(), Payload: t.Payload()})  // want `handler \(\*fanoutMinted\)\.ProcessTask: a redelivery publishes a duplicate message`
	return nil
}

type job struct {
	ID      string
	Payload []byte
}

// enqueue writes a job under its ID, or a fresh one when it has none: the
// callers decide.
func (f *fanout) enqueue(ctx context.Context, j *job) error {
	if j.ID == "" {
		j.ID = uuid.NewString()
	}
	_, err := f.c.EnqueueContext(ctx, asynq.NewTask("job", j.Payload, asynq.TaskID(j.ID)))
	return err
}
