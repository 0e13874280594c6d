// Package clusteradmin is a stub of github.com/italypaleale/francis/clusteradmin
// v0.1.0-beta.23 (see the module's README.md).
package clusteradmin

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/italypaleale/francis/components"
)

// Options configures an Admin.
type Options struct {
	// HostHealthCheckDeadline should match the value used by the cluster's hosts
	HostHealthCheckDeadline time.Duration
	// ExclusiveLeaseDuration is the TTL of the exclusive-access lease
	ExclusiveLeaseDuration time.Duration
	// ExclusiveRenewInterval is how often the lease is renewed while it is held
	ExclusiveRenewInterval time.Duration
	// Logger is the slog logger (optional)
	Logger *slog.Logger
}

// AcquireOptions configures a call to AcquireExclusive.
type AcquireOptions struct {
	// Force evicts running hosts and waits for the cluster to drain
	Force bool
}

// Admin performs cluster-wide administrative operations that run outside of a host.
type Admin struct {
	providerOptions components.ProviderOptions
	opts            Options

	mu   sync.Mutex
	held bool
	lost chan struct{}
}

// New builds an Admin from the given provider options.
func New(ctx context.Context, providerOptions components.ProviderOptions, opts Options) (*Admin, error) {
	if opts.HostHealthCheckDeadline == 0 {
		opts.HostHealthCheckDeadline = components.DefaultHostHealthCheckDeadline
	}
	return &Admin{providerOptions: providerOptions, opts: opts}, nil
}

// AcquireExclusive takes an exclusive-access lease on the cluster.
func (a *Admin) AcquireExclusive(ctx context.Context, opts AcquireOptions) (lost <-chan struct{}, err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.held {
		return nil, components.ErrExclusiveHeld
	}
	a.held = true
	a.lost = make(chan struct{})
	return a.lost, nil
}

// ReleaseExclusive clears the lease if it is still held by this admin; it is idempotent.
func (a *Admin) ReleaseExclusive(ctx context.Context) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.held = false
	return nil
}

// Close stops any renewal loop and releases the provider.
func (a *Admin) Close() error {
	return a.ReleaseExclusive(context.Background())
}
