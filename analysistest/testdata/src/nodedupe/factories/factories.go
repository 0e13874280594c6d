// Package factories: handlers built by factories (issue 23): a function
// whose result is a handler shape returns a func literal, which is the
// handler, however the service registers it (its own worker.Register, a
// map kept by its own consumer, a router in main).
package factories

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

type Deps struct {
	DB  *sql.DB
	RDB *redis.Client
}

// The factory's result is the asynq.HandlerFunc shape: its literal is a handler.
func SendReceipts(deps Deps) func(context.Context, *asynq.Task) error {
	return func(ctx context.Context, t *asynq.Task) error {
		_, err := deps.DB.ExecContext(ctx, `INSERT INTO receipts (body) VALUES ($1)`, t.Payload()) // want `handler func literal in SendReceipts: a redelivery inserts a duplicate row \(INSERT INTO receipts \(body\) VALUES \(\$1\)\); dedupe on asynq\.GetTaskID\(ctx\)`
		return err
	}
}

// Clean look-alike: the same factory claims the task id first.
func SendReceiptsOnce(deps Deps) func(context.Context, *asynq.Task) error {
	return func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		ok, err := deps.RDB.SetNX(ctx, "receipt:"+id, 1, 24*time.Hour).Result()
		if err != nil || !ok {
			return err
		}
		return deps.RDB.Incr(ctx, "receipts:"+string(t.Payload())).Err()
	}
}

// A user func type over the shape, kept in the service's own map.
type JobFunc func(ctx context.Context, t *asynq.Task) error

func MailJob(rdb *redis.Client) JobFunc {
	return func(ctx context.Context, t *asynq.Task) error {
		return rdb.Incr(ctx, "mails:"+string(t.Payload())).Err() // want `handler func literal in MailJob: a redelivery bumps a counter again \(increment Client\.Incr\); dedupe on asynq\.GetTaskID\(ctx\)`
	}
}

var Jobs = map[string]JobFunc{}

func init() { Jobs["mail"] = MailJob(nil) }

// The library's func type converted to its interface.
func Notify(db *sql.DB) asynq.Handler {
	return asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
		_, err := db.ExecContext(ctx, `UPDATE users SET notified = notified + 1 WHERE id = $1`, string(t.Payload())) // want `handler func literal in Notify: a redelivery bumps a counter again \(UPDATE users SET notified = notified \+ 1 WHERE id = \$1\); dedupe on asynq\.GetTaskID\(ctx\)`
		return err
	})
}

// Not a handler shape: a factory of func(ctx, string) error.
func Bumper(rdb *redis.Client) func(context.Context, string) error {
	return func(ctx context.Context, id string) error {
		return rdb.Incr(ctx, "bumps:"+id).Err()
	}
}

// A literal of the shape that is called, not returned: not a handler.
func Replay(ctx context.Context, rdb *redis.Client, ts []*asynq.Task) error {
	run := func(ctx context.Context, t *asynq.Task) error {
		return rdb.Incr(ctx, "replays:"+string(t.Payload())).Err()
	}
	for _, t := range ts {
		if err := run(ctx, t); err != nil {
			return err
		}
	}
	return nil
}

// A middleware taking the next handler: its literal is not a handler by
// its shape (where the result is registered, the handler it wraps is).
func Timed(next func(context.Context, *asynq.Task) error, rdb *redis.Client) func(context.Context, *asynq.Task) error {
	return func(ctx context.Context, t *asynq.Task) error {
		rdb.Incr(ctx, "tasks:"+t.Type())
		return next(ctx, t)
	}
}

type Order struct {
	ID    string `json:"id"`
	Cents int64  `json:"cents"`
}

type API struct{ DB *sql.DB }

// An HTTP factory whose literal reads the body: a write handler, registered in main.
func (a *API) CreateOrder() http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var o Order
		if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		a.DB.ExecContext(r.Context(), `INSERT INTO orders (cents) VALUES ($1)`, o.Cents) // want `handler func literal in \(\*API\)\.CreateOrder: a client retry inserts a duplicate row \(INSERT INTO orders \(cents\)…\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
	}
}

// Clean look-alike: a factory of a handler that reads no body and checks no method.
func (a *API) ListOrders() http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		a.DB.ExecContext(r.Context(), `UPDATE stats SET listed = listed + 1`)
	}
}
