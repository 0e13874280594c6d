// Package batcher is a stand-in for go.vallahaye.net/batcher v0.6.0, which the
// Go module proxy refuses (403) on the machine the real-service ledger was
// built on. It mirrors the API formancehq/ledger uses
// (internal/replication/drivers/batcher.go) with a small working
// implementation, so that every package of that service loads and type-checks:
//
//	New(commit, WithTimeout[T, R](d), WithMaxSize[T, R](n)) *Batcher[T, R]
//	(*Batcher[T, R]).Send(ctx, v) (*Operation[T, R], error)
//	(*Batcher[T, R]).Batch(ctx)
//	Operations[T, R] = []*Operation[T, R]
//	(*Operation[T, R]).Value, SetResult, SetError, Wait
package batcher

import (
	"context"
	"time"
)

// CommitFunc receives one batch of operations and must settle each of them
// (SetResult or SetError).
type CommitFunc[T, R any] func(ctx context.Context, ops Operations[T, R])

// Operation is one value sent to the batcher and the result it gets.
type Operation[T, R any] struct {
	Value  T
	result R
	err    error
	done   chan struct{}
}

// Operations is one batch.
type Operations[T, R any] []*Operation[T, R]

// SetResult settles the operation with a result.
func (o *Operation[T, R]) SetResult(r R) {
	o.result = r
	close(o.done)
}

// SetError settles the operation with an error.
func (o *Operation[T, R]) SetError(err error) {
	o.err = err
	close(o.done)
}

// Wait blocks until the operation is settled or ctx is done.
func (o *Operation[T, R]) Wait(ctx context.Context) (R, error) {
	select {
	case <-o.done:
		return o.result, o.err
	case <-ctx.Done():
		var zero R
		return zero, ctx.Err()
	}
}

// Opt configures a Batcher.
type Opt[T, R any] func(*Batcher[T, R])

// WithTimeout flushes a non-empty batch after d.
func WithTimeout[T, R any](d time.Duration) Opt[T, R] {
	return func(b *Batcher[T, R]) { b.timeout = d }
}

// WithMaxSize flushes a batch when it holds n operations (0: no limit).
func WithMaxSize[T, R any](n int) Opt[T, R] {
	return func(b *Batcher[T, R]) { b.maxSize = n }
}

// Batcher groups the values sent to it into batches handed to its commit func.
type Batcher[T, R any] struct {
	commit  CommitFunc[T, R]
	timeout time.Duration
	maxSize int
	in      chan *Operation[T, R]
}

// New returns a Batcher that calls commit with each batch.
func New[T, R any](commit CommitFunc[T, R], opts ...Opt[T, R]) *Batcher[T, R] {
	b := &Batcher[T, R]{commit: commit, in: make(chan *Operation[T, R])}
	for _, o := range opts {
		o(b)
	}
	return b
}

// Send queues v for the next batch; Batch must be running.
func (b *Batcher[T, R]) Send(ctx context.Context, v T) (*Operation[T, R], error) {
	op := &Operation[T, R]{Value: v, done: make(chan struct{})}
	select {
	case b.in <- op:
		return op, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Batch collects operations and commits them until ctx is done.
func (b *Batcher[T, R]) Batch(ctx context.Context) {
	var batch Operations[T, R]
	var tick <-chan time.Time
	flush := func() {
		if len(batch) > 0 {
			b.commit(ctx, batch)
			batch = nil
		}
		tick = nil
	}
	for {
		select {
		case <-ctx.Done():
			flush()
			return
		case op := <-b.in:
			batch = append(batch, op)
			if b.maxSize > 0 && len(batch) >= b.maxSize {
				flush()
			} else if tick == nil && b.timeout > 0 {
				tick = time.After(b.timeout)
			}
		case <-tick:
			flush()
		}
	}
}
