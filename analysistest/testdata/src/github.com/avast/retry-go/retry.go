// Package retry is an analysistest stub of github.com/avast/retry-go (github.com/avast/retry-go@v3.0.0+incompatible).
// Declarations mirror the real API surface; bodies are trivial.
package retry

import (
	"context"
	"time"
)

type RetryIfFunc func(error) bool

type OnRetryFunc func(n uint, err error)

type DelayTypeFunc func(n uint, err error, config *Config) time.Duration

type Config struct {
}

type Option func(*Config)

func LastErrorOnly(lastErrorOnly bool) Option { return nil }

func Attempts(attempts uint) Option { return nil }

func Delay(delay time.Duration) Option { return nil }

func MaxDelay(maxDelay time.Duration) Option { return nil }

func MaxJitter(maxJitter time.Duration) Option { return nil }

func DelayType(delayType DelayTypeFunc) Option { return nil }

func BackOffDelay(n uint, _ error, config *Config) time.Duration { return 0 }

func FixedDelay(_ uint, _ error, config *Config) time.Duration { return 0 }

func RandomDelay(_ uint, _ error, config *Config) time.Duration { return 0 }

func CombineDelay(delays ...DelayTypeFunc) DelayTypeFunc { return nil }

func OnRetry(onRetry OnRetryFunc) Option { return nil }

func RetryIf(retryIf RetryIfFunc) Option { return nil }

func Context(ctx context.Context) Option { return nil }

type RetryableFunc func() error

func Do(retryableFunc RetryableFunc, opts ...Option) error { return retryableFunc() }

type Error []error

func (e Error) Error() string { return "" }

func (e Error) WrappedErrors() []error { return e }

func Unrecoverable(err error) error { return err }

func IsRecoverable(err error) bool { return true }
