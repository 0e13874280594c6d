// Package asynq is an analysistest stub of
// github.com/babelqueue/babelqueue-go/asynq (its own module): the adapter
// between github.com/hibiken/asynq and the BabelQueue envelope. Task TypeName
// = URN; Payload = canonical envelope JSON.
package asynq

import (
	"context"
	"errors"

	babelqueue "github.com/babelqueue/babelqueue-go"
	hasynq "github.com/hibiken/asynq"
)

var ErrNotAccepted = errors.New("babelqueue/asynq: task payload is not an acceptable envelope")

// Enqueuer is the subset of *hibiken/asynq.Client the Producer uses.
type Enqueuer interface {
	EnqueueContext(ctx context.Context, task *hasynq.Task, opts ...hasynq.Option) (*hasynq.TaskInfo, error)
}

func Task(env babelqueue.Envelope, opts ...hasynq.Option) (*hasynq.Task, error) { return nil, nil }

func TaskFor(urn string, data map[string]any, opts ...any) (*hasynq.Task, error) { return nil, nil }

func Envelope(task *hasynq.Task) (babelqueue.Envelope, error) { return babelqueue.Envelope{}, nil }

// Producer publishes BabelQueue envelopes as asynq tasks over an Enqueuer.
type Producer struct {
	client Enqueuer
}

func NewProducer(client Enqueuer) *Producer { return &Producer{client: client} }

func (p *Producer) Dispatch(ctx context.Context, urn string, data map[string]any, opts ...any) (*hasynq.TaskInfo, error) {
	return nil, nil
}

func (p *Producer) Enqueue(ctx context.Context, env babelqueue.Envelope, opts ...hasynq.Option) (*hasynq.TaskInfo, error) {
	return nil, nil
}

// Bind adapts a BabelQueue Handler to an asynq handler.
func Bind(handler babelqueue.Handler) hasynq.HandlerFunc { return nil }

// muxRegistrar is the subset of *hibiken/asynq.ServeMux that Register needs.
type muxRegistrar interface {
	Handle(pattern string, handler hasynq.Handler)
}

// Register wires handler onto mux for the given URN (mux.Handle(urn, Bind(handler))).
func Register(mux muxRegistrar, urn string, handler babelqueue.Handler) {}

var _ Enqueuer = (*hasynq.Client)(nil)
