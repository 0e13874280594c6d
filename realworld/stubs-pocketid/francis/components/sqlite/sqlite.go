// Package sqlite is a stub of github.com/italypaleale/francis/components/sqlite
// v0.1.0-beta.23 (see the module's README.md).
package sqlite

import (
	"database/sql"
	"errors"
	"log/slog"
	"time"

	"github.com/italypaleale/francis/components"
)

// SQLiteProviderOptions contains the options for the SQLite provider.
type SQLiteProviderOptions struct {
	components.ProviderOptions

	// Connection string or path to the SQLite database
	ConnectionString string
	// Connection to an existing database
	DB *sql.DB
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

// SQLiteProvider is an actor provider backed by SQLite (the stub stores nothing).
type SQLiteProvider struct {
	components.NoopProvider

	log  *slog.Logger
	opts SQLiteProviderOptions
	cfg  components.ProviderConfig
}

// NewSQLiteProvider returns a new SQLite provider.
func NewSQLiteProvider(log *slog.Logger, sqliteOpts SQLiteProviderOptions, providerConfig components.ProviderConfig) (*SQLiteProvider, error) {
	if sqliteOpts.DB == nil && sqliteOpts.ConnectionString == "" {
		return nil, errors.New("one of DB and ConnectionString is required")
	}
	return &SQLiteProvider{log: log, opts: sqliteOpts, cfg: providerConfig}, nil
}
