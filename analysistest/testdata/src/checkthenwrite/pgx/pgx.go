// Package pgx holds check-then-write cases over pgx/v5 (pgxpool and pgx.Tx).
package pgx

import (
	"context"
	"errors"

	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Worker struct{ pool *pgxpool.Pool }

func work(ctx context.Context, data []byte) error { return nil }

// --- bugs ---

func (w *Worker) selectThenInsert(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	var one int
	err := w.pool.QueryRow(ctx, `SELECT 1 FROM processed_tasks WHERE task_id = $1`, id).Scan(&one)
	if err == nil {
		return nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return err
	}
	if err := work(ctx, t.Payload()); err != nil {
		return err
	}
	_, err = w.pool.Exec(ctx, `INSERT INTO processed_tasks (task_id) VALUES ($1)`, id) // want `check-then-write race in \(\*Worker\)\.selectThenInsert on key asynq\.GetTaskID\(\): two concurrent deliveries both proceed; INSERT .* ON CONFLICT DO NOTHING first`
	return err
}

func (w *Worker) existsThenInsert(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	var seen bool
	if err := w.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM inbox WHERE task_id = $1)`, id).Scan(&seen); err != nil {
		return err
	}
	if seen {
		return nil
	}
	_ = work(ctx, t.Payload())
	_, err := w.pool.Exec(ctx, `INSERT INTO inbox (task_id) VALUES ($1)`, id) // want `check-then-write race in \(\*Worker\)\.existsThenInsert on key asynq\.GetTaskID\(\): two concurrent deliveries both proceed; INSERT .* ON CONFLICT DO NOTHING first`
	return err
}

func (w *Worker) txNoLock(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	tx, err := w.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	var n int
	if err := tx.QueryRow(ctx, `SELECT count(*) FROM processed WHERE id = $1`, id).Scan(&n); err != nil || n > 0 {
		return err
	}
	_ = work(ctx, t.Payload())
	if _, err := tx.Exec(ctx, `INSERT INTO processed (id) VALUES ($1)`, id); err != nil { // want `check-then-write race in \(\*Worker\)\.txNoLock on key asynq\.GetTaskID\(\): two concurrent deliveries both proceed; INSERT .* ON CONFLICT DO NOTHING first`
		return err
	}
	return tx.Commit(ctx)
}

// --- clean look-alikes ---

func (w *Worker) onConflict(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	var one int
	if w.pool.QueryRow(ctx, `SELECT 1 FROM processed WHERE id = $1`, id).Scan(&one) == nil {
		return nil
	}
	tag, err := w.pool.Exec(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`, id)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return nil
	}
	return work(ctx, t.Payload())
}

func (w *Worker) uniqueViolation(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	var one int
	if w.pool.QueryRow(ctx, `SELECT 1 FROM processed WHERE id = $1`, id).Scan(&one) == nil {
		return nil
	}
	if _, err := w.pool.Exec(ctx, `INSERT INTO processed (id) VALUES ($1)`, id); err != nil {
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return nil // already processed
		}
		return err
	}
	return work(ctx, t.Payload())
}

func (w *Worker) forUpdate(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	tx, err := w.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	var n int
	if err := tx.QueryRow(ctx, `SELECT count(*) FROM processed WHERE id = $1 FOR UPDATE`, id).Scan(&n); err != nil || n > 0 {
		return err
	}
	if _, err := tx.Exec(ctx, `INSERT INTO processed (id) VALUES ($1)`, id); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// The read guards an INSERT keyed by something else (a minted row id).
func (w *Worker) otherKey(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	var one int
	if w.pool.QueryRow(ctx, `SELECT 1 FROM processed WHERE id = $1`, id).Scan(&one) == nil {
		return nil
	}
	_, err := w.pool.Exec(ctx, `INSERT INTO processed (id) VALUES ($1)`, string(t.Payload()))
	return err
}

// FOR UPDATE on the pool autocommits: the row lock is gone before the INSERT.
func (w *Worker) forUpdateNoTx(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	var n int
	if err := w.pool.QueryRow(ctx, `SELECT count(*) FROM processed WHERE id = $1 FOR UPDATE`, id).Scan(&n); err != nil || n > 0 {
		return err
	}
	_ = work(ctx, t.Payload())
	_, err := w.pool.Exec(ctx, `INSERT INTO processed (id) VALUES ($1)`, id) // want `check-then-write race in \(\*Worker\)\.forUpdateNoTx on key asynq\.GetTaskID\(\): two concurrent deliveries both proceed; INSERT .* ON CONFLICT DO NOTHING first`
	return err
}
