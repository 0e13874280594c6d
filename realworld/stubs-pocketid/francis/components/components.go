// Package components is a stub of github.com/italypaleale/francis/components
// v0.1.0-beta.23 (see the module's README.md): provider options and
// configuration, the errors pocket-id checks, and the subset of the
// ActorProvider interface that pocket-id calls (backup and restore).
package components

import (
	"context"
	"errors"
	"io"
	"time"
)

const (
	DefaultHostHealthCheckDeadline   = 20 * time.Second
	DefaultAlarmsLeaseDuration       = 20 * time.Second
	DefaultAlarmsFetchAheadInterval  = 2500 * time.Millisecond
	DefaultAlarmsFetchAheadBatchSize = 25
)

var (
	ErrAlreadyRunning = errors.New("already running")
	ErrHostsConnected = errors.New("one or more hosts are currently connected")
	ErrClusterFull    = errors.New("the cluster has reached its maximum number of hosts")
	ErrClusterLocked  = errors.New("the cluster is locked for exclusive access")
	ErrExclusiveHeld  = errors.New("another exclusive-access lease is currently held")
)

// ProviderOptions is an empty interface implemented by all options structs for providers.
type ProviderOptions any

// ActorProvider is the interface implemented by all actor providers (subset).
type ActorProvider interface {
	// Init the actor provider
	Init(ctx context.Context) error
	// Run the actor provider; blocks until the context is canceled
	Run(ctx context.Context) error
	// Close releases the resources owned by the provider
	Close() error
	// Backup writes a portable snapshot of all persistent data to w
	Backup(ctx context.Context, w io.Writer) error
	// Restore wipes all existing persistent data and loads a snapshot produced by Backup from r
	Restore(ctx context.Context, r io.Reader) error
}

// OperationLogConfig controls optional provider-operation logging.
type OperationLogConfig struct {
	Enabled       bool
	SlowThreshold time.Duration
}

// QueryLogConfig controls optional SQL statement logging.
type QueryLogConfig struct {
	Enabled           bool
	IncludeParameters bool
	SlowThreshold     time.Duration
}

// ProviderConfig contains the configuration for the actor provider.
type ProviderConfig struct {
	HostHealthCheckDeadline   time.Duration
	AlarmsLeaseDuration       time.Duration
	AlarmsFetchAheadInterval  time.Duration
	AlarmsFetchAheadBatchSize int
	MaxHosts                  int
}

// NewProviderConfig returns a ProviderConfig with all default values.
func NewProviderConfig() ProviderConfig {
	return ProviderConfig{
		HostHealthCheckDeadline:   DefaultHostHealthCheckDeadline,
		AlarmsLeaseDuration:       DefaultAlarmsLeaseDuration,
		AlarmsFetchAheadInterval:  DefaultAlarmsFetchAheadInterval,
		AlarmsFetchAheadBatchSize: DefaultAlarmsFetchAheadBatchSize,
	}
}

// Validate the configuration.
func (o *ProviderConfig) Validate() error {
	if o.HostHealthCheckDeadline <= 0 {
		return errors.New("HostHealthCheckDeadline must be positive")
	}
	return nil
}

// NoopProvider is an ActorProvider that stores nothing (stub helper, not in the real API).
type NoopProvider struct{}

func (NoopProvider) Init(ctx context.Context) error { return nil }
func (NoopProvider) Run(ctx context.Context) error  { <-ctx.Done(); return nil }
func (NoopProvider) Close() error                   { return nil }
func (NoopProvider) Backup(ctx context.Context, w io.Writer) error {
	_, err := io.WriteString(w, "{}\n")
	return err
}
func (NoopProvider) Restore(ctx context.Context, r io.Reader) error {
	_, err := io.Copy(io.Discard, r)
	return err
}
