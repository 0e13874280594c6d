// Package jobs: River workers of the coffee service that complete their
// job in the transaction of their writes (river.JobCompleteTx): River
// runs a job again only when that transaction rolled back.
package jobs

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
)

type BackfillArgs struct {
	Channel string `json:"channel"`
	TS      string `json:"ts"`
}

func (BackfillArgs) Kind() string { return "backfill" }

type OnboardArgs struct {
	Channel string   `json:"channel"`
	TS      []string `json:"ts"`
}

func (OnboardArgs) Kind() string { return "onboard" }

// Store writes on the transaction it is given.
type Store struct{ Pool *pgxpool.Pool }

func (s *Store) AddMessages(ctx context.Context, tx pgx.Tx, channel string, ts []string) ([]river.InsertManyParams, error) {
	var jobs []river.InsertManyParams
	for _, t := range ts {
		if _, err := tx.Exec(ctx, `INSERT INTO messages (channel, ts, seen_at) VALUES ($1, $2, now())`, channel, t); err != nil {
			return nil, err
		}
		jobs = append(jobs, river.InsertManyParams{Args: BackfillArgs{Channel: channel, TS: t}})
	}
	return jobs, nil
}

// OnboardWorker counts the backfill, stores the messages and schedules
// their backfill jobs on tx, and completes the job on tx: clean.
type OnboardWorker struct {
	river.WorkerDefaults[OnboardArgs]
	Store *Store
}

func (w *OnboardWorker) Work(ctx context.Context, job *river.Job[OnboardArgs]) error {
	tx, err := w.Store.Pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `UPDATE channels SET backfills = backfills + 1 WHERE id = $1`, job.Args.Channel); err != nil {
		return err
	}
	jobs, err := w.Store.AddMessages(ctx, tx, job.Args.Channel, job.Args.TS)
	if err != nil {
		return err
	}
	if len(jobs) > 0 {
		client := river.ClientFromContext[pgx.Tx](ctx)
		if _, err := client.InsertManyTx(ctx, tx, jobs); err != nil {
			return err
		}
	}
	if _, err := river.JobCompleteTx[*riverpgxv5.Driver](ctx, tx, job); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// RecountWorker completes the job on tx but counts on the pool, outside
// it: a crash before the commit counts again. Bug.
type RecountWorker struct {
	river.WorkerDefaults[OnboardArgs]
	Store *Store
}

func (w *RecountWorker) Work(ctx context.Context, job *river.Job[OnboardArgs]) error {
	tx, err := w.Store.Pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if _, err := w.Store.Pool.Exec(ctx, `UPDATE channels SET backfills = backfills + 1 WHERE id = $1`, job.Args.Channel); err != nil { // expect: nodedupe `handler \(\*RecountWorker\)\.Work: a redelivery bumps a counter again`
		return err
	}
	if _, err := river.JobCompleteTx[*riverpgxv5.Driver](ctx, tx, job); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// BackfillWorker stores on tx and commits, leaving completion to River
// after Work returns: a crash in between stores the messages again. Bug.
type BackfillWorker struct {
	river.WorkerDefaults[BackfillArgs]
	Store *Store
}

func (w *BackfillWorker) Work(ctx context.Context, job *river.Job[BackfillArgs]) error {
	tx, err := w.Store.Pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if _, err := w.Store.AddMessages(ctx, tx, job.Args.Channel, []string{job.Args.TS}); err != nil { // expect: nodedupe `handler \(\*BackfillWorker\)\.Work: a redelivery inserts a duplicate row`
		return err
	}
	return tx.Commit(ctx)
}
