package river

import (
	"context"
	"time"

	"github.com/riverqueue/river/rivertype"
)

// Worker is an interface that can perform a job with args of type T.
type Worker[T JobArgs] interface {
	Middleware(job *rivertype.JobRow) []rivertype.WorkerMiddleware
	NextRetry(job *Job[T]) time.Time
	Timeout(job *Job[T]) time.Duration
	Work(ctx context.Context, job *Job[T]) error
}

// WorkerDefaults is an empty struct that can be embedded in your worker
// struct to make it fulfill the Worker interface with default values.
type WorkerDefaults[T JobArgs] struct{}

func (w WorkerDefaults[T]) Middleware(*rivertype.JobRow) []rivertype.WorkerMiddleware { return nil }
func (w WorkerDefaults[T]) NextRetry(*Job[T]) time.Time                               { return time.Time{} }
func (w WorkerDefaults[T]) Timeout(*Job[T]) time.Duration                             { return 0 }

// AddWorker registers a Worker on the provided Workers bundle.
func AddWorker[T JobArgs](workers *Workers, worker Worker[T]) {}

// AddWorkerSafely registers a worker on the provided Workers bundle.
func AddWorkerSafely[T JobArgs](workers *Workers, worker Worker[T]) error { return nil }

// Workers is a list of available job workers.
type Workers struct {
	workersMap map[string]any
}

func NewWorkers() *Workers { return &Workers{workersMap: make(map[string]any)} }

type workFunc[T JobArgs] struct {
	WorkerDefaults[T]

	kind string
	f    func(context.Context, *Job[T]) error
}

func (wf *workFunc[T]) Kind() string { return wf.kind }

func (wf *workFunc[T]) Work(ctx context.Context, job *Job[T]) error { return wf.f(ctx, job) }

// WorkFunc wraps a function to implement the Worker interface.
func WorkFunc[T JobArgs](f func(context.Context, *Job[T]) error) Worker[T] {
	return &workFunc[T]{f: f}
}
