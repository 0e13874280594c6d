// Package pgx4: jackc/pgx v4 writes in asynq handlers: Exec, a Batch's
// queued queries and CopyFrom classified as their SQL (CopyFrom is an
// INSERT of its rows); appends of fresh rows are reported, upserts,
// claims, handled unique violations and copies into a unique key are not.
package pgx4

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgconn"
	"github.com/jackc/pgx/v4"
	"github.com/jackc/pgx/v4/pgxpool"
)

type Worker struct{ pool *pgxpool.Pool }

func (w *Worker) Register(mux *asynq.ServeMux) {
	mux.HandleFunc("ledger:post", w.Post)
	mux.HandleFunc("ledger:batch", w.Batch)
	mux.HandleFunc("ledger:copy", w.Copy)
	mux.HandleFunc("ledger:copy-keyed", w.CopyKeyed)
	mux.HandleFunc("ledger:batch-upsert", w.BatchUpsert)
	mux.HandleFunc("ledger:claim", w.Claim)
}

// --- bugs ---

func (w *Worker) Post(ctx context.Context, t *asynq.Task) error {
	_, err := w.pool.Exec(ctx, `INSERT INTO journal (payload) VALUES ($1)`, t.Payload()) // want `handler \(\*Worker\)\.Post: a redelivery inserts a duplicate row \(INSERT INTO journal \(payload\) VALUES \(\$1\)\); dedupe on asynq\.GetTaskID\(ctx\)`
	return err
}

func (w *Worker) Batch(ctx context.Context, t *asynq.Task) error {
	b := &pgx.Batch{}
	b.Queue(`INSERT INTO journal (payload) VALUES ($1)`, t.Payload())                       // want `handler \(\*Worker\)\.Batch: a redelivery inserts a duplicate row \(INSERT INTO journal \(payload\) VALUES \(\$1\)\); dedupe on asynq\.GetTaskID\(ctx\)`
	b.Queue(`UPDATE accounts SET balance = balance + 1 WHERE id = $1`, string(t.Payload())) // want `handler \(\*Worker\)\.Batch: a redelivery bumps a counter again \(UPDATE accounts SET balance = balance \+ 1 WHERE id = \$1\); dedupe on asynq\.GetTaskID\(ctx\)`
	br := w.pool.SendBatch(ctx, b)
	defer br.Close()
	_, err := br.Exec()
	return err
}

func (w *Worker) Copy(ctx context.Context, t *asynq.Task) error {
	rows := [][]interface{}{{uuid.NewString(), t.Payload()}}
	_, err := w.pool.CopyFrom(ctx, pgx.Identifier{"journal"}, []string{"id", "payload"}, pgx.CopyFromRows(rows)) // want `handler \(\*Worker\)\.Copy: a redelivery inserts a duplicate row \(Pool\.CopyFrom into journal \(id, payload\)\); dedupe on asynq\.GetTaskID\(ctx\)`
	return err
}

// --- clean look-alikes ---

// The rows bind the unique key (event_id, line) to the task's id: a
// redelivered COPY fails on it instead of adding rows.
func (w *Worker) CopyKeyed(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	rows := [][]interface{}{{id, 1, int64(100)}, {id, 2, int64(-100)}}
	_, err := w.pool.CopyFrom(ctx, pgx.Identifier{"pgx4_ledger"}, []string{"event_id", "line", "amount"}, pgx.CopyFromRows(rows))
	return err
}

func (w *Worker) BatchUpsert(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	b := &pgx.Batch{}
	b.Queue(`INSERT INTO journal (id, payload) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, id, t.Payload())
	b.Queue(`UPDATE orders SET status = 'posted' WHERE id = $1`, string(t.Payload()))
	return w.pool.SendBatch(ctx, b).Close()
}

// The unique violation (v4's github.com/jackc/pgconn.PgError) is the claim.
func (w *Worker) Claim(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	tx, err := w.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	_, err = tx.Exec(ctx, `INSERT INTO processed (task_id) VALUES ($1)`, id)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return nil
	}
	if err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `INSERT INTO journal (payload) VALUES ($1)`, t.Payload()); err != nil {
		return err
	}
	return tx.Commit(ctx)
}
