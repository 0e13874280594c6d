package consumers

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/riverqueue/river"
)

// ReserveArgs are the River job arguments.
type ReserveArgs struct {
	OrderID string `json:"order_id"`
	SKU     string `json:"sku"`
	Qty     int    `json:"qty"`
}

// Kind implements river.JobArgs.
func (ReserveArgs) Kind() string { return "reserve" }

// ReserveWorker reserves stock on every run: nodedupe bug.
type ReserveWorker struct {
	river.WorkerDefaults[ReserveArgs]
	DB *sql.DB
}

func (w *ReserveWorker) Work(ctx context.Context, job *river.Job[ReserveArgs]) error {
	_, err := w.DB.ExecContext(ctx, `UPDATE stock SET reserved = reserved + $1 WHERE sku = $2`, job.Args.Qty, job.Args.SKU) // expect: nodedupe `handler \(\*ReserveWorker\)\.Work: a redelivery bumps a counter again \(UPDATE stock SET reserved = reserved \+ \$1 WHERE sku = \$2\)`
	return err
}

// ReserveByArgs dedupes on the job's Args fields: payloadkey bug (two
// reservations of the same order line are one).
type ReserveByArgs struct {
	river.WorkerDefaults[ReserveArgs]
	RDB *redis.Client
}

func (w *ReserveByArgs) Work(ctx context.Context, job *river.Job[ReserveArgs]) error {
	key := "reserve:" + job.Args.OrderID + ":" + job.Args.SKU
	ok, err := w.RDB.SetNX(ctx, key, 1, 24*time.Hour).Result() // expect: payloadkey "only from the payload"
	if err != nil || !ok {
		return err
	}
	return w.RDB.IncrBy(ctx, "reserved:"+job.Args.SKU, int64(job.Args.Qty)).Err()
}

// ReserveByJobID dedupes on the job id: clean.
type ReserveByJobID struct {
	river.WorkerDefaults[ReserveArgs]
	RDB *redis.Client
}

func (w *ReserveByJobID) Work(ctx context.Context, job *river.Job[ReserveArgs]) error {
	ok, err := w.RDB.SetNX(ctx, fmt.Sprintf("reserve:job:%d", job.ID), 1, 24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return w.RDB.IncrBy(ctx, "reserved:"+job.Args.SKU, int64(job.Args.Qty)).Err()
}
