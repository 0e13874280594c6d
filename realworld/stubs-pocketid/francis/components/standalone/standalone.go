// Package standalone is a stub of github.com/italypaleale/francis/components/standalone
// v0.1.0-beta.23 (see the module's README.md).
package standalone

import (
	"log/slog"
	"time"

	"github.com/italypaleale/francis/components"
)

// StandaloneMemoryOptions contains options for creating a StandaloneMemory provider.
type StandaloneMemoryOptions struct {
	components.ProviderOptions

	// OperationLog controls optional provider-operation logging
	OperationLog components.OperationLogConfig
	// Interval at which to purge expired state from memory
	CleanupInterval time.Duration
}

// StandaloneMemory is a pure in-memory provider with no persistence.
type StandaloneMemory struct {
	components.NoopProvider
}

// NewStandaloneMemory creates a new pure in-memory ActorProvider.
func NewStandaloneMemory(log *slog.Logger, opts StandaloneMemoryOptions, providerConfig components.ProviderConfig) (*StandaloneMemory, error) {
	return &StandaloneMemory{}, nil
}
