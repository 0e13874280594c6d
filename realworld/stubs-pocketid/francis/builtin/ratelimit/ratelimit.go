// Package ratelimit is a stub of github.com/italypaleale/francis/builtin/ratelimit
// v0.1.0-beta.23 (see the module's README.md): a built-in actor, one
// instance per key, holding an in-memory token bucket.
package ratelimit

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/italypaleale/francis/actor"
	"github.com/italypaleale/francis/internal/actorcore"
)

const (
	actorTypePrefix = "francis.ratelimit/"
	methodAllow     = "allow"
)

type rateLimitOptions struct {
	rate        int
	per         time.Duration
	burst       int
	idleTimeout time.Duration
}

// Option configures a rate limit actor.
type Option func(*rateLimitOptions)

// WithRate sets the number of calls admitted per period. It is required.
func WithRate(rate int) Option {
	return func(o *rateLimitOptions) { o.rate = rate }
}

// WithPer sets the window the rate applies over; it defaults to one second.
func WithPer(period time.Duration) Option {
	return func(o *rateLimitOptions) { o.per = period }
}

// WithBurst sets the token bucket's capacity; it defaults to one.
func WithBurst(burst int) Option {
	return func(o *rateLimitOptions) { o.burst = burst }
}

// WithIdleTimeout overrides how long a key's in-memory limiter is kept after its last call.
func WithIdleTimeout(d time.Duration) Option {
	return func(o *rateLimitOptions) { o.idleTimeout = d }
}

// RateLimit is a built-in rate limit actor, returned by New and registered on a host with RegisterBuiltInActor.
type RateLimit struct {
	name string
	opts rateLimitOptions
}

// New builds a rate limit built-in actor identified by name.
func New(name string, opts ...Option) (*RateLimit, error) {
	if name == "" || strings.Contains(name, "/") {
		return nil, errors.New("rate limiter name must be non-empty and must not contain '/'")
	}
	r := &RateLimit{name: name, opts: rateLimitOptions{per: time.Second, burst: 1}}
	for _, o := range opts {
		o(&r.opts)
	}
	if r.opts.rate <= 0 {
		return nil, errors.New("option WithRate is required and must be greater than zero")
	}
	if r.opts.per <= 0 || r.opts.burst <= 0 {
		return nil, errors.New("period and burst must be greater than zero")
	}
	if r.opts.idleTimeout <= 0 {
		r.opts.idleTimeout = max(2*r.opts.per, time.Minute)
	}
	return r, nil
}

// ActorType returns the reserved actor type registered for this rate limiter.
func (r *RateLimit) ActorType() string {
	return actorTypePrefix + r.name
}

// Factory returns the actor factory the host registers.
func (r *RateLimit) Factory() actor.Factory {
	return func(actorID string, _ *actor.Service) actor.Actor {
		return &rateLimitActor{rl: r, tokens: float64(r.opts.burst), last: time.Now()}
	}
}

// RegisterOptions returns the registration options the host uses to register the actor.
func (r *RateLimit) RegisterOptions() actorcore.RegisterActorOptions {
	return actorcore.RegisterActorOptions{IdleTimeout: r.opts.idleTimeout}
}

// Singleton reports that the rate limiter is not a singleton.
func (r *RateLimit) Singleton() bool {
	return false
}

// Service binds the rate limiter to an actor.Service.
func (r *RateLimit) Service(svc *actor.Service) *RateLimitService {
	return &RateLimitService{rl: r, svc: svc}
}

// RateLimitService exposes the per-key Allow operation of a rate limiter.
type RateLimitService struct {
	rl  *RateLimit
	svc *actor.Service
}

type allowResult struct {
	Allowed    bool          `json:"allowed"`
	RetryAfter time.Duration `json:"retryAfter"`
}

// Allow reports whether a call for the given key is admitted under the configured rate, without blocking.
func (s *RateLimitService) Allow(ctx context.Context, key string) (allowed bool, retryAfter time.Duration, err error) {
	if key == "" || strings.Contains(key, "/") {
		return false, 0, errors.New("invalid rate-limit key")
	}
	env, err := s.svc.Invoke(ctx, s.rl.ActorType(), key, methodAllow, nil)
	if err != nil {
		return false, 0, err
	}
	var res allowResult
	err = env.Decode(&res)
	if err != nil {
		return false, 0, err
	}
	return res.Allowed, res.RetryAfter, nil
}

type rateLimitActor struct {
	rl     *RateLimit
	tokens float64
	last   time.Time
}

// Invoke implements actor.ActorInvoke.
func (a *rateLimitActor) Invoke(_ context.Context, method string, _ actor.Envelope) (any, error) {
	if method != methodAllow {
		return nil, errors.New("unsupported method: " + method)
	}
	now := time.Now()
	ratePerSec := float64(a.rl.opts.rate) / a.rl.opts.per.Seconds()
	a.tokens = min(float64(a.rl.opts.burst), a.tokens+now.Sub(a.last).Seconds()*ratePerSec)
	a.last = now
	if a.tokens >= 1 {
		a.tokens--
		return allowResult{Allowed: true}, nil
	}
	wait := time.Duration((1 - a.tokens) / ratePerSec * float64(time.Second))
	return allowResult{Allowed: false, RetryAfter: wait}, nil
}
