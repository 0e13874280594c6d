// Package worker is the factories service's own task registry over asynq.
package worker

import (
	"context"

	"github.com/hibiken/asynq"
)

type Worker struct{ mux *asynq.ServeMux }

func New() *Worker { return &Worker{mux: asynq.NewServeMux()} }

// Register adds a task handler under its type name.
func (w *Worker) Register(name string, fn func(context.Context, *asynq.Task) error) {
	w.mux.HandleFunc(name, fn)
}

func (w *Worker) Run(addr string) error {
	return asynq.NewServer(asynq.RedisClientOpt{Addr: addr}, asynq.Config{Concurrency: 10}).Run(w.mux)
}
