// Package postgres is a stub of github.com/italypaleale/francis/components/postgres
// v0.1.0-beta.23 (see the module's README.md).
package postgres

import (
	"errors"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/italypaleale/francis/components"
)

// PostgresProviderOptions contains the options for the Postgres provider.
type PostgresProviderOptions struct {
	components.ProviderOptions

	// Connection string for the Postgres database
	ConnectionString string
	// Connection to an existing database
	DB *pgxpool.Pool
	// Timeout for requests to the database
	Timeout time.Duration
	// Interval at which to perform garbage collection
	CleanupInterval time.Duration
	// Prefix added to the name of every table
	TablePrefix string
	// QueryLog controls optional SQL statement logging
	QueryLog components.QueryLogConfig
	// OperationLog controls optional provider-operation logging
	OperationLog components.OperationLogConfig
}

// PostgresProvider is an actor provider backed by Postgres (the stub stores nothing).
type PostgresProvider struct {
	components.NoopProvider

	log  *slog.Logger
	opts PostgresProviderOptions
	cfg  components.ProviderConfig
}

// NewPostgresProvider returns a new Postgres provider.
func NewPostgresProvider(log *slog.Logger, postgresOpts PostgresProviderOptions, providerConfig components.ProviderConfig) (*PostgresProvider, error) {
	if postgresOpts.DB == nil && postgresOpts.ConnectionString == "" {
		return nil, errors.New("one of DB and ConnectionString is required")
	}
	return &PostgresProvider{log: log, opts: postgresOpts, cfg: providerConfig}, nil
}
