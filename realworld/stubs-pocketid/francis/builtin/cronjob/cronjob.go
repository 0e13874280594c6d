// Package cronjob is a stub of github.com/italypaleale/francis/builtin/cronjob
// v0.1.0-beta.23 (see the module's README.md): a built-in singleton actor
// that runs a function on a schedule. The stub schedules WithInterval jobs
// with a repeating alarm; cron expressions are validated only for being
// non-empty and are not evaluated (the job then only runs on Trigger or
// WithImmediate).
package cronjob

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/italypaleale/francis/actor"
	"github.com/italypaleale/francis/internal/actorcore"
)

const (
	actorTypePrefix = "francis.cronjob/"
	alarmName       = "run"
	methodTrigger   = "trigger"
	methodUnreg     = "unregister"
)

type cronJobOptions struct {
	job       func(ctx context.Context) error
	interval  time.Duration
	period    string
	cron      string
	jitter    time.Duration
	immediate bool
	logger    *slog.Logger
}

// Option configures a cron job actor.
type Option func(*cronJobOptions)

// WithJob sets the function executed on each occurrence. It is required.
func WithJob(fn func(ctx context.Context) error) Option {
	return func(o *cronJobOptions) { o.job = fn }
}

// WithInterval repeats the job on a fixed interval.
func WithInterval(d time.Duration) Option {
	return func(o *cronJobOptions) { o.interval = d }
}

// WithPeriod repeats the job on an ISO8601-formatted duration.
func WithPeriod(iso8601 string) Option {
	return func(o *cronJobOptions) { o.period = iso8601 }
}

// WithCron repeats the job on a standard cron expression.
func WithCron(expr string) Option {
	return func(o *cronJobOptions) { o.cron = expr }
}

// WithJitter spreads each occurrence around its scheduled time by a random offset in the range +/- d.
func WithJitter(d time.Duration) Option {
	return func(o *cronJobOptions) { o.jitter = d }
}

// WithImmediate also runs the job once right away, the first time the actor is registered.
func WithImmediate() Option {
	return func(o *cronJobOptions) { o.immediate = true }
}

// WithLogger sets an optional logger.
func WithLogger(logger *slog.Logger) Option {
	return func(o *cronJobOptions) { o.logger = logger }
}

// CronJob is a built-in cron job actor, returned by New and registered on a host with RegisterBuiltInActor.
type CronJob struct {
	name string
	opts cronJobOptions
}

// New builds a cron job built-in actor identified by name.
func New(name string, opts ...Option) (*CronJob, error) {
	if name == "" || strings.Contains(name, "/") {
		return nil, errors.New("cron job name must be non-empty and must not contain '/'")
	}
	c := &CronJob{name: name}
	for _, o := range opts {
		o(&c.opts)
	}
	if c.opts.job == nil {
		return nil, errors.New("option WithJob is required")
	}
	n := 0
	if c.opts.interval > 0 {
		n++
	}
	if c.opts.period != "" {
		n++
	}
	if c.opts.cron != "" {
		n++
	}
	if n != 1 {
		return nil, errors.New("exactly one of WithInterval, WithPeriod, or WithCron is required")
	}
	if c.opts.logger == nil {
		c.opts.logger = slog.Default()
	}
	return c, nil
}

// ActorType returns the reserved actor type registered for this cron job.
func (c *CronJob) ActorType() string {
	return actorTypePrefix + c.name
}

// Factory returns the actor factory the host registers.
func (c *CronJob) Factory() actor.Factory {
	return func(actorID string, service *actor.Service) actor.Actor {
		return &cronJobScheduler{
			job:    c,
			client: actor.NewActorClient[schedulerState](c.ActorType(), actorID, service),
		}
	}
}

// RegisterOptions returns the registration options the host uses to register the actor.
func (c *CronJob) RegisterOptions() actorcore.RegisterActorOptions {
	return actorcore.RegisterActorOptions{IdleTimeout: -1}
}

// Singleton reports that the cron job has a cluster-wide singleton instance the host bootstraps.
func (c *CronJob) Singleton() bool {
	return true
}

// Service binds the cron job to an actor.Service.
func (c *CronJob) Service(svc *actor.Service) *CronJobService {
	return &CronJobService{job: c, svc: svc}
}

// CronJobService exposes the on-demand operations of a cron job.
type CronJobService struct {
	job *CronJob
	svc *actor.Service
}

// Trigger runs the job once, immediately, regardless of the schedule.
func (s *CronJobService) Trigger(ctx context.Context) error {
	_, err := s.svc.Invoke(ctx, s.job.ActorType(), actor.SingletonActorID, methodTrigger, nil)
	return err
}

// Unregister cancels the recurring job and clears the actor's state.
func (s *CronJobService) Unregister(ctx context.Context) error {
	_, err := s.svc.Invoke(ctx, s.job.ActorType(), actor.SingletonActorID, methodUnreg, nil)
	return err
}

type schedulerState struct {
	Registered bool `json:"registered"`
}

type cronJobScheduler struct {
	job    *CronJob
	client actor.Client[schedulerState]
}

// Bootstrap implements actor.ActorBootstrapper: it registers the recurring alarm once.
func (a *cronJobScheduler) Bootstrap(ctx context.Context, _ actor.Envelope) error {
	state, err := a.client.GetState(ctx)
	if err != nil && !errors.Is(err, actor.ErrStateNotFound) {
		return err
	}
	if state.Registered {
		return nil
	}

	interval := a.job.opts.interval
	if interval > 0 {
		err = a.client.SetAlarm(ctx, alarmName, actor.AlarmProperties{
			DueTime:  time.Now().Add(interval),
			Interval: interval.String(),
		})
		if err != nil {
			return err
		}
	}
	err = a.client.SetState(ctx, schedulerState{Registered: true}, nil)
	if err != nil {
		return err
	}

	if a.job.opts.immediate {
		return a.run(ctx)
	}
	return nil
}

// Invoke implements actor.ActorInvoke for the trigger and unregister operations.
func (a *cronJobScheduler) Invoke(ctx context.Context, method string, _ actor.Envelope) (any, error) {
	switch method {
	case methodTrigger:
		return nil, a.run(ctx)
	case methodUnreg:
		err := a.client.DeleteAlarm(ctx, alarmName)
		if err != nil && !errors.Is(err, actor.ErrAlarmNotFound) {
			return nil, err
		}
		err = a.client.DeleteState(ctx)
		if err != nil && !errors.Is(err, actor.ErrStateNotFound) {
			return nil, err
		}
		return nil, nil
	default:
		return nil, errors.New("unsupported method: " + method)
	}
}

// Alarm implements actor.ActorAlarm: each occurrence runs the job.
func (a *cronJobScheduler) Alarm(ctx context.Context, _ string, _ actor.Envelope) error {
	return a.run(ctx)
}

func (a *cronJobScheduler) run(ctx context.Context) error {
	err := a.job.opts.job(ctx)
	if err != nil {
		a.job.opts.logger.ErrorContext(ctx, "Cron job failed", slog.String("name", a.job.name), slog.Any("error", err))
	}
	return err
}
