// Package rivertype is an analysistest stub of
// github.com/riverqueue/river/rivertype v0.51.2.
package rivertype

import (
	"context"
	"time"
)

// JobArgs duplicates river.JobArgs to avoid an import cycle.
type JobArgs interface {
	Kind() string
}

// JobInsertResult is the result of a job insert.
type JobInsertResult struct {
	Job                      *JobRow
	UniqueSkippedAsDuplicate bool
}

// JobRow contains the properties of a job that are persisted to the database.
type JobRow struct {
	ID           int64
	Attempt      int
	AttemptedAt  *time.Time
	AttemptedBy  []string
	CreatedAt    time.Time
	EncodedArgs  []byte
	Errors       []AttemptError
	FinalizedAt  *time.Time
	Kind         string
	MaxAttempts  int
	Metadata     []byte
	Priority     int
	Queue        string
	ScheduledAt  time.Time
	State        JobState
	Tags         []string
	UniqueKey    []byte
	UniqueStates []JobState
}

func (j *JobRow) Output() []byte { return nil }

// JobState is the state of a job.
type JobState string

const (
	JobStateAvailable JobState = "available"
	JobStateCancelled JobState = "cancelled"
	JobStateCompleted JobState = "completed"
	JobStateDiscarded JobState = "discarded"
	JobStatePending   JobState = "pending"
	JobStateRetryable JobState = "retryable"
	JobStateRunning   JobState = "running"
	JobStateScheduled JobState = "scheduled"
)

// AttemptError is an error from a single job attempt that failed.
type AttemptError struct {
	At      time.Time `json:"at"`
	Attempt int       `json:"attempt"`
	Error   string    `json:"error"`
	Trace   string    `json:"trace"`
}

// JobInsertParams are parameters for a job insert.
type JobInsertParams struct {
	ID           *int64
	Args         JobArgs
	CreatedAt    *time.Time
	EncodedArgs  []byte
	Kind         string
	MaxAttempts  int
	Metadata     []byte
	Priority     int
	Queue        string
	ScheduledAt  *time.Time
	State        JobState
	Tags         []string
	UniqueKey    []byte
	UniqueStates byte
}

// Middleware is the base interface of all middleware.
type Middleware interface {
	IsMiddleware() bool
}

// Plugin is the base interface of all plugins.
type Plugin interface {
	IsPlugin() bool
}

type JobInsertMiddleware interface {
	Middleware
	InsertMany(ctx context.Context, manyParams []*JobInsertParams, doInner func(context.Context) ([]*JobInsertResult, error)) ([]*JobInsertResult, error)
}

type WorkerMiddleware interface {
	Middleware
	Work(ctx context.Context, job *JobRow, doInner func(context.Context) error) error
}
