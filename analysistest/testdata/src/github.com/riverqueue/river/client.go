package river

import (
	"context"
	"log/slog"
	"time"

	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/rivertype"
)

const (
	FetchCooldownDefault     = 100 * time.Millisecond
	FetchPollIntervalDefault = 1 * time.Second
	JobTimeoutDefault        = 1 * time.Minute
	MaxAttemptsDefault       = 25
	PriorityDefault          = 1
	QueueDefault             = "default"
)

// Config is the configuration for a Client (subset of fields).
type Config struct {
	ErrorHandler         ErrorHandler
	FetchCooldown        time.Duration
	FetchPollInterval    time.Duration
	ID                   string
	JobInsertMiddleware  []rivertype.JobInsertMiddleware
	JobTimeout           time.Duration
	Logger               *slog.Logger
	MaxAttempts          int
	Middleware           []rivertype.Middleware
	PollOnly             bool
	Queues               map[string]QueueConfig
	RescueStuckJobsAfter time.Duration
	Schema               string
	SoftStopTimeout      time.Duration
	TestOnly             bool
	Workers              *Workers
	WorkerMiddleware     []rivertype.WorkerMiddleware
}

// QueueConfig contains queue-specific configuration.
type QueueConfig struct {
	FetchCooldown     time.Duration
	FetchPollInterval time.Duration
	MaxWorkers        int
}

// Client is a single isolated instance of River.
type Client[TTx any] struct {
	config *Config
	driver riverdriver.Driver[TTx]
}

// NewClient creates a new Client with the given database driver and configuration.
func NewClient[TTx any](driver riverdriver.Driver[TTx], config *Config) (*Client[TTx], error) {
	return &Client[TTx]{config: config, driver: driver}, nil
}

func (c *Client[TTx]) Start(ctx context.Context) error         { return nil }
func (c *Client[TTx]) Stop(ctx context.Context) error          { return nil }
func (c *Client[TTx]) StopAndCancel(ctx context.Context) error { return nil }

func (c *Client[TTx]) JobCancel(ctx context.Context, jobID int64) (*rivertype.JobRow, error) {
	return nil, nil
}

func (c *Client[TTx]) JobGet(ctx context.Context, id int64) (*rivertype.JobRow, error) {
	return nil, nil
}

// Insert inserts a new job with the provided args.
func (c *Client[TTx]) Insert(ctx context.Context, args JobArgs, opts *InsertOpts) (*rivertype.JobInsertResult, error) {
	return &rivertype.JobInsertResult{}, nil
}

// InsertTx inserts a new job with the provided args on the given transaction.
func (c *Client[TTx]) InsertTx(ctx context.Context, tx TTx, args JobArgs, opts *InsertOpts) (*rivertype.JobInsertResult, error) {
	return &rivertype.JobInsertResult{}, nil
}

// InsertManyParams encapsulates a single job combined with insert options for
// use with batch insertion.
type InsertManyParams struct {
	Args       JobArgs
	InsertOpts *InsertOpts
}

func (c *Client[TTx]) InsertMany(ctx context.Context, params []InsertManyParams) ([]*rivertype.JobInsertResult, error) {
	return nil, nil
}

func (c *Client[TTx]) InsertManyTx(ctx context.Context, tx TTx, params []InsertManyParams) ([]*rivertype.JobInsertResult, error) {
	return nil, nil
}

// ClientFromContext returns the Client from the context.
func ClientFromContext[TTx any](ctx context.Context) *Client[TTx] { return nil }

func ClientFromContextSafely[TTx any](ctx context.Context) (*Client[TTx], error) { return nil, nil }

// JobCompleteTx marks the job as completed as part of transaction tx.
func JobCompleteTx[TDriver riverdriver.Driver[TTx], TTx any, TArgs JobArgs](ctx context.Context, tx TTx, job *Job[TArgs]) (*Job[TArgs], error) {
	return job, nil
}
