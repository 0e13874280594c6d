package local

import (
	"log/slog"
	"time"

	"github.com/italypaleale/francis/components"
	"github.com/italypaleale/francis/components/postgres"
	"github.com/italypaleale/francis/components/sqlite"
	"github.com/italypaleale/francis/components/standalone"
	"github.com/italypaleale/francis/internal/actorcore"
)

// SQLiteProviderOptions is the options struct for the SQLite provider.
type SQLiteProviderOptions = sqlite.SQLiteProviderOptions

// PostgresProviderOptions is the options struct for the Postgres provider.
type PostgresProviderOptions = postgres.PostgresProviderOptions

// StandaloneMemoryProviderOptions is the options struct for the in-memory provider.
type StandaloneMemoryProviderOptions = standalone.StandaloneMemoryOptions

type newHostOptions struct {
	Address                  string
	Logger                   *slog.Logger
	RuntimePSKs              [][]byte
	ShutdownGracePeriod      time.Duration
	MaxHosts                 int
	HostHealthCheckDeadline  time.Duration
	AlarmsPollInterval       time.Duration
	AlarmsFetchAheadInterval time.Duration
	AlarmsLeaseDuration      time.Duration
	ProviderOptions          components.ProviderOptions
}

// HostOption configures a Host.
type HostOption func(*newHostOptions)

// WithAddress sets the address the host advertises (host:port).
func WithAddress(addr string) HostOption {
	return func(o *newHostOptions) { o.Address = addr }
}

// WithLogger sets the logger.
func WithLogger(logger *slog.Logger) HostOption {
	return func(o *newHostOptions) { o.Logger = logger }
}

// WithRuntimePSKs sets the pre-shared keys used to derive the cluster CA.
func WithRuntimePSKs(psks ...[]byte) HostOption {
	return func(o *newHostOptions) { o.RuntimePSKs = psks }
}

// WithShutdownGracePeriod sets the grace period for shutting down.
func WithShutdownGracePeriod(d time.Duration) HostOption {
	return func(o *newHostOptions) { o.ShutdownGracePeriod = d }
}

// WithMaxHosts sets the maximum number of hosts in the cluster (0 = no cap).
func WithMaxHosts(n int) HostOption {
	return func(o *newHostOptions) { o.MaxHosts = n }
}

// WithHostHealthCheckDeadline sets the maximum interval between host health checks.
func WithHostHealthCheckDeadline(d time.Duration) HostOption {
	return func(o *newHostOptions) { o.HostHealthCheckDeadline = d }
}

// WithAlarmsPollInterval sets the interval for polling alarms.
func WithAlarmsPollInterval(d time.Duration) HostOption {
	return func(o *newHostOptions) { o.AlarmsPollInterval = d }
}

// WithAlarmsFetchAheadInterval sets the pre-fetch interval for alarms.
func WithAlarmsFetchAheadInterval(d time.Duration) HostOption {
	return func(o *newHostOptions) { o.AlarmsFetchAheadInterval = d }
}

// WithAlarmsLeaseDuration sets the alarms lease duration.
func WithAlarmsLeaseDuration(d time.Duration) HostOption {
	return func(o *newHostOptions) { o.AlarmsLeaseDuration = d }
}

// WithPostgresProvider configures the host to use the Postgres provider.
func WithPostgresProvider(opts postgres.PostgresProviderOptions) HostOption {
	return func(o *newHostOptions) { o.ProviderOptions = opts }
}

// WithSQLiteProvider configures the host to use the SQLite provider.
func WithSQLiteProvider(opts sqlite.SQLiteProviderOptions) HostOption {
	return func(o *newHostOptions) { o.ProviderOptions = opts }
}

// WithStandaloneMemoryProvider configures the host to use the in-memory provider.
func WithStandaloneMemoryProvider(opts standalone.StandaloneMemoryOptions) HostOption {
	return func(o *newHostOptions) { o.ProviderOptions = opts }
}

// RegisterActorOption configures the registration of an actor type.
type RegisterActorOption = actorcore.RegisterActorOption

// WithBootstrapData sets the data passed to a singleton actor's Bootstrap method.
func WithBootstrapData(data any) RegisterActorOption {
	return func(o *actorcore.RegisterActorOptions) { o.BootstrapData = data }
}

// WithIdleTimeout sets the idle timeout for the actor type (negative = no timeout).
func WithIdleTimeout(d time.Duration) RegisterActorOption {
	return func(o *actorcore.RegisterActorOptions) { o.IdleTimeout = d }
}

// WithConcurrencyLimit sets the maximum number of active actors of the type on the host.
func WithConcurrencyLimit(n int) RegisterActorOption {
	return func(o *actorcore.RegisterActorOptions) { o.ConcurrencyLimit = n }
}

// WithMaxAttempts sets the maximum number of attempts when invoking the actor or executing alarms.
func WithMaxAttempts(n int) RegisterActorOption {
	return func(o *actorcore.RegisterActorOptions) { o.MaxAttempts = n }
}
