// Package river: riverqueue/river workers.
package river

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
	"github.com/riverqueue/river"
)

type ChargeArgs struct {
	CustomerID string `json:"customer_id"`
	Cents      int64  `json:"cents"`
}

func (ChargeArgs) Kind() string { return "charge" }

// Debit: nodedupe bug.
type Debit struct {
	river.WorkerDefaults[ChargeArgs]
	DB *sql.DB
}

func (w *Debit) Work(ctx context.Context, job *river.Job[ChargeArgs]) error {
	_, err := w.DB.ExecContext(ctx, `UPDATE wallets SET cents = cents - $1 WHERE customer_id = $2`, job.Args.Cents, job.Args.CustomerID) // expect: nodedupe `handler \(\*Debit\)\.Work: a redelivery bumps a counter again \(UPDATE wallets SET cents = cents - \$1 WHERE customer_id = \$2\)`
	return err
}

// DebitOnce: clean, the job id is claimed in the same transaction.
type DebitOnce struct {
	river.WorkerDefaults[ChargeArgs]
	DB *sql.DB
}

func (w *DebitOnce) Work(ctx context.Context, job *river.Job[ChargeArgs]) error {
	tx, err := w.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_jobs (job_id) VALUES ($1) ON CONFLICT DO NOTHING`, job.ID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE wallets SET cents = cents - $1 WHERE customer_id = $2`, job.Args.Cents, job.Args.CustomerID); err != nil {
		return err
	}
	return tx.Commit()
}

// ArgsKey: payloadkey bug (the args are payload).
type ArgsKey struct {
	river.WorkerDefaults[ChargeArgs]
	RDB *redis.Client
}

func (w *ArgsKey) Work(ctx context.Context, job *river.Job[ChargeArgs]) error {
	key := fmt.Sprintf("charge:%s:%d", job.Args.CustomerID, job.Args.Cents)
	ok, err := w.RDB.SetNX(ctx, key, 1, time.Hour).Result() // expect: payloadkey "only from the payload"
	if err != nil || !ok {
		return err
	}
	return w.RDB.IncrBy(ctx, "charged:"+job.Args.CustomerID, job.Args.Cents).Err()
}

// JobIDKey: clean (job.ID).
type JobIDKey struct {
	river.WorkerDefaults[ChargeArgs]
	RDB *redis.Client
}

func (w *JobIDKey) Work(ctx context.Context, job *river.Job[ChargeArgs]) error {
	ok, err := w.RDB.SetNX(ctx, fmt.Sprintf("job:%d", job.ID), 1, time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return w.RDB.IncrBy(ctx, "charged:"+job.Args.CustomerID, job.Args.Cents).Err()
}

// MintedKey: keysource bug (+ nodedupe: the minted key never matches a retry).
type MintedKey struct {
	river.WorkerDefaults[ChargeArgs]
	RDB *redis.Client
}

func (w *MintedKey) Work(ctx context.Context, job *river.Job[ChargeArgs]) error {
	ok, err := w.RDB.SetNX(ctx, "job:"+uuid.NewString(), 1, time.Hour).Result() // expect: keysource "minted by the receiver"
	if err != nil || !ok {
		return err
	}
	return w.RDB.IncrBy(ctx, "charged:"+job.Args.CustomerID, job.Args.Cents).Err() // expect: nodedupe `handler \(\*MintedKey\)\.Work: a redelivery bumps a counter again \(increment Client\.IncrBy\)`
}

// CheckThenMark: checkthenwrite bug.
type CheckThenMark struct {
	river.WorkerDefaults[ChargeArgs]
	RDB *redis.Client
}

func (w *CheckThenMark) Work(ctx context.Context, job *river.Job[ChargeArgs]) error {
	key := fmt.Sprintf("job:%d", job.ID)
	if v, _ := w.RDB.Get(ctx, key).Result(); v == "done" {
		return nil
	}
	w.RDB.HSet(ctx, "charges", job.Args.CustomerID, job.Args.Cents)
	return w.RDB.Set(ctx, key, "done", time.Hour).Err() // expect: checkthenwrite "check-then-write race"
}
