// Package river: river Worker.Work.
package river

import (
	"context"
	"errors"
	"os"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
)

type ExportArgs struct{ Line string }

func (ExportArgs) Kind() string { return "export" }

type ExportWorker struct {
	river.WorkerDefaults[ExportArgs]
}

func (w *ExportWorker) Work(ctx context.Context, job *river.Job[ExportArgs]) error {
	f, err := os.OpenFile("/var/exports/ledger.csv", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644) // want `handler \(\*ExportWorker\)\.Work: a redelivery appends a duplicate entry \(file append \(os\.O_APPEND\)\); dedupe on job\.ID`
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.WriteString(job.Args.Line + "\n")
	return err
}

type SnapshotWorker struct {
	river.WorkerDefaults[ExportArgs]
}

// Work rewrites the whole file: a second run writes the same bytes.
func (w *SnapshotWorker) Work(ctx context.Context, job *river.Job[ExportArgs]) error {
	f, err := os.OpenFile("/var/exports/snapshot.csv", os.O_TRUNC|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.WriteString(job.Args.Line + "\n")
	return err
}

type CreditArgs struct{ Account string }

func (CreditArgs) Kind() string { return "credit" }

type CreditWorker struct {
	river.WorkerDefaults[CreditArgs]
	pool *pgxpool.Pool
}

func (w *CreditWorker) Work(ctx context.Context, job *river.Job[CreditArgs]) error {
	_, err := w.pool.Exec(ctx, `UPDATE accounts SET credits = credits + 1 WHERE id = $1`, job.Args.Account) // want `handler \(\*CreditWorker\)\.Work: a redelivery bumps a counter again \(UPDATE accounts SET credits = credits \+ 1 WHERE id = \$1\); dedupe on job\.ID`
	return err
}

type CreditOnceWorker struct {
	river.WorkerDefaults[CreditArgs]
	pool *pgxpool.Pool
}

// Work claims the job id in the same transaction; a unique violation on the
// processed_jobs primary key means this job already ran.
func (w *CreditOnceWorker) Work(ctx context.Context, job *river.Job[CreditArgs]) error {
	tx, err := w.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	_, err = tx.Exec(ctx, `INSERT INTO processed_jobs (job_id) VALUES ($1)`, job.ID)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return nil
	}
	if err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `UPDATE accounts SET credits = credits + 1 WHERE id = $1`, job.Args.Account); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

func addWorkers(ws *river.Workers, pool *pgxpool.Pool) {
	river.AddWorker[ExportArgs](ws, &ExportWorker{})
	river.AddWorker[ExportArgs](ws, &SnapshotWorker{})
	river.AddWorker[CreditArgs](ws, &CreditWorker{pool: pool})
	river.AddWorker[CreditArgs](ws, &CreditOnceWorker{pool: pool})
}
