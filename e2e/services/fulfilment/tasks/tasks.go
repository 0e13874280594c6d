// Package tasks: asynq handlers of the fulfilment service that dedupe on
// payload-derived keys, registered in this package.
package tasks

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

// Worker holds the dependencies.
type Worker struct{ RDB *redis.Client }

// Register registers the handlers.
func (w *Worker) Register(mux *asynq.ServeMux) {
	mux.HandleFunc("ship:label", w.PrintLabel)
	mux.HandleFunc("ship:label:once", w.PrintLabelOnce)
}

// PrintLabel dedupes on the task type plus the payload hash: payloadkey bug
// (two identical label requests are one).
func (w *Worker) PrintLabel(ctx context.Context, t *asynq.Task) error {
	sum := sha256.Sum256(t.Payload())
	key := t.Type() + ":" + hex.EncodeToString(sum[:])
	ok, err := w.RDB.SetNX(ctx, key, 1, 24*time.Hour).Result() // expect: payloadkey "only from the payload"
	if err != nil || !ok {
		return err
	}
	return w.RDB.RPush(ctx, "labels", t.Payload()).Err()
}

// PrintLabelOnce dedupes on the task type plus the task id: clean.
func (w *Worker) PrintLabelOnce(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	ok, err := w.RDB.SetNX(ctx, t.Type()+":"+id, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return w.RDB.RPush(ctx, "labels", t.Payload()).Err()
}
