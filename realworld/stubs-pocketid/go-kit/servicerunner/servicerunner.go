// Package servicerunner is a stub of github.com/italypaleale/go-kit/servicerunner
// v1.0.0 (see the module's doc.go): it runs services concurrently.
package servicerunner

import (
	"context"
	"errors"
	"sync"
)

// Service is a background service.
type Service func(ctx context.Context) error

// ServiceRunner oversees a number of services running in background.
type ServiceRunner struct {
	// WaitAll makes Run wait for every service instead of canceling the others when the first one returns.
	WaitAll bool

	services []Service
}

// NewServiceRunner creates a new ServiceRunner.
func NewServiceRunner(services ...Service) *ServiceRunner {
	return &ServiceRunner{services: services}
}

// Run all background services and return their errors joined.
func (r *ServiceRunner) Run(parentCtx context.Context) error {
	ctx, cancel := context.WithCancel(parentCtx)
	defer cancel()

	errCh := make(chan error, len(r.services))
	for _, service := range r.services {
		go func(service Service) {
			err := service(ctx)
			if errors.Is(err, context.Canceled) {
				err = nil
			}
			errCh <- err
		}(service)
	}

	errs := make([]error, 0)
	for range r.services {
		err := <-errCh
		if !r.WaitAll {
			cancel()
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Ready is a one-shot signal that services can wait on.
type Ready struct {
	once sync.Once
	ch   chan struct{}
}

// NewReady returns a new, unsignaled Ready.
func NewReady() *Ready {
	return &Ready{ch: make(chan struct{})}
}

// Signal marks the Ready as signaled; it is safe to call more than once.
func (r *Ready) Signal() {
	r.once.Do(func() { close(r.ch) })
}

// Await returns a Service that waits for the signal and then runs fn.
func (r *Ready) Await(fn Service) Service {
	return func(ctx context.Context) error {
		select {
		case <-r.ch:
			return fn(ctx)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}
