// Package backoff is an analysistest stub of github.com/cenkalti/backoff/v5 (github.com/cenkalti/backoff/v5@v5.0.3).
// Declarations mirror the real API surface; bodies are trivial.
package backoff

import (
	"context"
	"time"
)

type BackOff interface {
	NextBackOff() time.Duration
	Reset()
}

type ConstantBackOff struct {
	Interval time.Duration
}

func (b *ConstantBackOff) Reset() {}

func (b *ConstantBackOff) NextBackOff() time.Duration { return 0 }

const DefaultInitialInterval time.Duration = 500000000

const DefaultMaxElapsedTime time.Duration = 900000000000

const DefaultMaxInterval time.Duration = 60000000000

const DefaultMultiplier = 3.0 / 2

const DefaultRandomizationFactor = 1.0 / 2

type ExponentialBackOff struct {
	InitialInterval     time.Duration
	RandomizationFactor float64
	Multiplier          float64
	MaxInterval         time.Duration
}

func (b *ExponentialBackOff) Reset() {}

func (b *ExponentialBackOff) NextBackOff() time.Duration { return 0 }

func NewConstantBackOff(d time.Duration) *ConstantBackOff { return nil }

func NewExponentialBackOff() *ExponentialBackOff { return nil }

func NewTicker(b BackOff) *Ticker { return nil }

type Notify func(error, time.Duration)

type Operation[T any] func() (T, error)

func Permanent(err error) error { return nil }

type PermanentError struct {
	Err error
}

func (e *PermanentError) Error() string { return "" }

func (e *PermanentError) Unwrap() error { return nil }

func Retry[T any](ctx context.Context, operation Operation[T], opts ...RetryOption) (T, error) {
	return *new(T), nil
}

func RetryAfter(seconds int) error { return nil }

type RetryAfterError struct {
	Duration time.Duration
}

func (e *RetryAfterError) Error() string { return "" }

type RetryOption func(*retryOptions)

const Stop time.Duration = -1

type StopBackOff struct {
}

func (b *StopBackOff) Reset() {}

func (b *StopBackOff) NextBackOff() time.Duration { return 0 }

type Ticker struct {
	C <-chan time.Time
}

func (t *Ticker) Stop() {}

func WithBackOff(b BackOff) RetryOption { return nil }

func WithMaxElapsedTime(d time.Duration) RetryOption { return nil }

func WithMaxTries(n uint) RetryOption { return nil }

func WithNotify(n Notify) RetryOption { return nil }

type ZeroBackOff struct {
}

func (b *ZeroBackOff) Reset() {}

func (b *ZeroBackOff) NextBackOff() time.Duration { return 0 }

type retryOptions struct {
	BackOff        BackOff
	Notify         Notify
	MaxTries       uint
	MaxElapsedTime time.Duration
}
