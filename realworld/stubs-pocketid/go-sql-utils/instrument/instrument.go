// Package instrument is a stub of github.com/italypaleale/go-sql-utils/instrument
// v0.3.5 (see the module's README.md).
package instrument

import (
	"log/slog"
	"time"
)

// Options configures SQL instrumentation.
type Options struct {
	// System overrides the database system name
	System string
	// Log receives query and slow-operation logs; nil disables logging
	Log *slog.Logger
	// QueryLog enables Debug logs for completed SQL statements
	QueryLog bool
	// IncludeParameters includes query parameter values in traces and in SQL logs
	IncludeParameters bool
	// SlowThreshold emits Warn logs for queries at or above this duration; zero disables them
	SlowThreshold time.Duration
}

// SystemName returns the configured database system, or fallback when the options are nil or the configured value is empty.
func (o *Options) SystemName(fallback string) string {
	if o == nil || o.System == "" {
		return fallback
	}
	return o.System
}

// Logger returns the logger that receives query logs, or nil when logging is disabled.
func (o *Options) Logger() *slog.Logger {
	if o == nil {
		return nil
	}
	return o.Log
}

// QueryLoggingEnabled reports whether completed statements are logged.
func (o *Options) QueryLoggingEnabled() bool {
	return o != nil && o.QueryLog
}

// QueryParametersIncluded reports whether query parameter values are included in traces and logs.
func (o *Options) QueryParametersIncluded() bool {
	return o != nil && o.IncludeParameters
}

// SlowQueryThreshold returns the slow-operation threshold, or zero when slow-operation logs are disabled.
func (o *Options) SlowQueryThreshold() time.Duration {
	if o == nil || o.SlowThreshold <= 0 {
		return 0
	}
	return o.SlowThreshold
}
