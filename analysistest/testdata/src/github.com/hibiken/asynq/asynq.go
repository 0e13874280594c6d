// Package asynq is an analysistest stub of github.com/hibiken/asynq v0.26.0.
// Declarations mirror the real API; bodies are trivial. The redis-client
// based constructors (NewClientFromRedisClient, NewServerFromRedisClient) and
// Inspector/Scheduler are not stubbed.
package asynq

import (
	"context"
	"crypto/tls"
	"errors"
	"time"
)

// Task represents a unit of work to be performed.
type Task struct {
	typename string
	payload  []byte
	headers  map[string]string
	opts     []Option
	w        *ResultWriter
}

func (t *Task) Type() string               { return t.typename }
func (t *Task) Payload() []byte            { return t.payload }
func (t *Task) Headers() map[string]string { return t.headers }

// ResultWriter returns a pointer to the ResultWriter associated with the task.
// Nil pointer is returned if called on a newly created task (i.e. task created
// by calling NewTask). Only the tasks passed to Handler.ProcessTask have a
// valid ResultWriter pointer.
func (t *Task) ResultWriter() *ResultWriter { return t.w }

func NewTask(typename string, payload []byte, opts ...Option) *Task {
	return &Task{typename: typename, payload: payload, opts: opts}
}

func NewTaskWithHeaders(typename string, payload []byte, headers map[string]string, opts ...Option) *Task {
	return &Task{typename: typename, payload: payload, headers: headers, opts: opts}
}

// TaskState denotes the state of a task.
type TaskState int

const (
	TaskStateActive TaskState = iota + 1
	TaskStatePending
	TaskStateScheduled
	TaskStateRetry
	TaskStateArchived
	TaskStateCompleted
	TaskStateAggregating
)

func (s TaskState) String() string { return "" }

// TaskInfo describes a task and its metadata.
type TaskInfo struct {
	ID            string
	Queue         string
	Type          string
	Payload       []byte
	Headers       map[string]string
	State         TaskState
	MaxRetry      int
	Retried       int
	LastErr       string
	LastFailedAt  time.Time
	Timeout       time.Duration
	Deadline      time.Time
	Group         string
	NextProcessAt time.Time
	IsOrphaned    bool
	Retention     time.Duration
	CompletedAt   time.Time
	Result        []byte
}

// RedisConnOpt is a discriminated union of types that represent Redis connection configuration option.
type RedisConnOpt interface {
	MakeRedisClient() interface{}
}

// RedisClientOpt is used to create a redis client that connects to a redis server directly.
type RedisClientOpt struct {
	Network      string
	Addr         string
	Username     string
	Password     string
	DB           int
	DialTimeout  time.Duration
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	PoolSize     int
	TLSConfig    *tls.Config
}

func (opt RedisClientOpt) MakeRedisClient() interface{} { return nil }

// ResultWriter is a client interface to write result data for a task.
type ResultWriter struct {
	id    string
	qname string
	ctx   context.Context
}

func (w *ResultWriter) Write(data []byte) (n int, err error) { return len(data), nil }

// TaskID returns the ID of the task the ResultWriter is associated with.
func (w *ResultWriter) TaskID() string { return w.id }

// GetTaskID extracts a task ID from a context, if any.
func GetTaskID(ctx context.Context) (id string, ok bool) { return "", false }

// GetRetryCount extracts retry count from a context, if any.
func GetRetryCount(ctx context.Context) (n int, ok bool) { return 0, false }

// GetMaxRetry extracts maximum retry from a context, if any.
func GetMaxRetry(ctx context.Context) (n int, ok bool) { return 0, false }

// GetQueueName extracts queue name from a context, if any.
func GetQueueName(ctx context.Context) (queue string, ok bool) { return "", false }

var (
	ErrDuplicateTask   = errors.New("task already exists")
	ErrTaskIDConflict  = errors.New("task ID conflicts with another task")
	ErrHandlerNotFound = errors.New("handler not found for task")
	ErrServerClosed    = errors.New("asynq: Server closed")
	ErrLeaseExpired    = errors.New("asynq: task lease expired")
	SkipRetry          = errors.New("skip retry for the task")
	RevokeTask         = errors.New("revoke task")
)
