// Package actorcore holds the registration options and the built-in actor
// contract shared by host/local and the builtin actors (stub of francis'
// internal packages actorcore and builtinactor).
package actorcore

import (
	"time"

	"github.com/italypaleale/francis/actor"
)

// RegisterActorOptions holds the options for registering an actor type on a host.
type RegisterActorOptions struct {
	IdleTimeout         time.Duration
	ConcurrencyLimit    int
	DeactivationTimeout time.Duration
	MaxAttempts         int
	InitialRetryDelay   time.Duration
	BootstrapData       any
}

// RegisterActorOption configures RegisterActorOptions.
type RegisterActorOption func(*RegisterActorOptions)

// BuiltInActor is the contract of the framework's built-in actors (cron jobs, rate limiters).
type BuiltInActor interface {
	ActorType() string
	Factory() actor.Factory
	RegisterOptions() RegisterActorOptions
	Singleton() bool
}
