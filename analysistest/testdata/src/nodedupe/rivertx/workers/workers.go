// Package workers: River workers that complete their job in the
// transaction of their writes (river.JobCompleteTx): River runs a job
// again only when that transaction rolled back, so the writes and job
// inserts on it happen once. Writes on the pool or on another
// transaction, and external calls, are not covered.
package workers

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"nodedupe/rivertx/bot"
)

type OnboardArgs struct {
	Channel string
	TS      []string
}

func (OnboardArgs) Kind() string { return "onboard" }

// Onboard writes, inserts jobs and completes the job on one tx: clean.
type Onboard struct {
	river.WorkerDefaults[OnboardArgs]
	bot *bot.Bot
}

func (w *Onboard) Work(ctx context.Context, job *river.Job[OnboardArgs]) error {
	tx, err := w.bot.DB.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `UPDATE channels SET backfills = backfills + 1 WHERE id = $1`, job.Args.Channel); err != nil {
		return err
	}
	if err := w.bot.AddMessages(ctx, tx, job.Args.Channel, job.Args.TS); err != nil {
		return err
	}
	client := river.ClientFromContext[pgx.Tx](ctx)
	if _, err := client.InsertTx(ctx, tx, bot.ThreadArgs{Channel: job.Args.Channel}, nil); err != nil {
		return err
	}
	if _, err := river.JobCompleteTx[*riverpgxv5.Driver](ctx, tx, job); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// Pooled completes the job on tx but bumps the counter on the pool: a
// crash after the UPDATE and before the commit runs it again. Bug.
type Pooled struct {
	river.WorkerDefaults[OnboardArgs]
	bot  *bot.Bot
	pool *pgxpool.Pool
}

func (w *Pooled) Work(ctx context.Context, job *river.Job[OnboardArgs]) error {
	tx, err := w.bot.DB.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if _, err := w.pool.Exec(ctx, `UPDATE channels SET backfills = backfills + 1 WHERE id = $1`, job.Args.Channel); err != nil { // want `handler \(\*Pooled\)\.Work: a redelivery bumps a counter again \(UPDATE channels SET backfills = backfills \+ 1 WHERE id = \$1\); dedupe on job\.ID`
		return err
	}
	if _, err := river.JobCompleteTx[*riverpgxv5.Driver](ctx, tx, job); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// Announced completes on tx, but the Slack post it makes through the
// helper given tx is outside any transaction. Bug.
type Announced struct {
	river.WorkerDefaults[OnboardArgs]
	bot *bot.Bot
}

func (w *Announced) Work(ctx context.Context, job *river.Job[OnboardArgs]) error {
	tx, err := w.bot.DB.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if err := w.bot.Announce(ctx, tx, job.Args.Channel); err != nil { // want `handler \(\*Announced\)\.Work: a redelivery messages a person again \(external send Client\.PostMe.*\); dedupe on job\.ID`
		return err
	}
	if _, err := river.JobCompleteTx[*riverpgxv5.Driver](ctx, tx, job); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// NotCompleted writes on tx and commits, but lets River complete the job
// after Work returns: a crash in between runs it again. Bug.
type NotCompleted struct {
	river.WorkerDefaults[OnboardArgs]
	bot *bot.Bot
}

func (w *NotCompleted) Work(ctx context.Context, job *river.Job[OnboardArgs]) error {
	tx, err := w.bot.DB.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if err := w.bot.AddMessages(ctx, tx, job.Args.Channel, job.Args.TS); err != nil { // want `handler \(\*NotCompleted\)\.Work: a redelivery .*`
		return err
	}
	return tx.Commit(ctx)
}
