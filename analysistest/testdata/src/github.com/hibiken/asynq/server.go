package asynq

import (
	"context"
	"time"
)

// Server is responsible for task processing and task lifecycle management.
type Server struct{}

// Config specifies the server's background-task processing behavior.
type Config struct {
	Concurrency              int
	BaseContext              func() context.Context
	TaskCheckInterval        time.Duration
	RetryDelayFunc           RetryDelayFunc
	IsFailure                func(error) bool
	Queues                   map[string]int
	StrictPriority           bool
	ErrorHandler             ErrorHandler
	Logger                   Logger
	LogLevel                 LogLevel
	ShutdownTimeout          time.Duration
	HealthCheckFunc          func(error)
	HealthCheckInterval      time.Duration
	DelayedTaskCheckInterval time.Duration
	GroupGracePeriod         time.Duration
	GroupMaxDelay            time.Duration
	GroupMaxSize             int
	GroupAggregator          GroupAggregator
	JanitorInterval          time.Duration
	JanitorBatchSize         int
}

// GroupAggregator aggregates a group of tasks into one before the tasks are passed to the Handler.
type GroupAggregator interface {
	Aggregate(group string, tasks []*Task) *Task
}

type GroupAggregatorFunc func(group string, tasks []*Task) *Task

func (fn GroupAggregatorFunc) Aggregate(group string, tasks []*Task) *Task { return fn(group, tasks) }

// ErrorHandler handles an error occurred during task processing.
type ErrorHandler interface {
	HandleError(ctx context.Context, task *Task, err error)
}

type ErrorHandlerFunc func(ctx context.Context, task *Task, err error)

func (fn ErrorHandlerFunc) HandleError(ctx context.Context, task *Task, err error) {
	fn(ctx, task, err)
}

// RetryDelayFunc calculates the retry delay duration for a failed task.
type RetryDelayFunc func(n int, e error, t *Task) time.Duration

// Logger supports logging at various log levels.
type Logger interface {
	Debug(args ...interface{})
	Info(args ...interface{})
	Warn(args ...interface{})
	Error(args ...interface{})
	Fatal(args ...interface{})
}

// LogLevel represents logging level.
type LogLevel int32

const (
	level_unspecified LogLevel = iota
	DebugLevel
	InfoLevel
	WarnLevel
	ErrorLevel
	FatalLevel
)

func NewServer(r RedisConnOpt, cfg Config) *Server { return &Server{} }

// A Handler processes tasks.
type Handler interface {
	ProcessTask(context.Context, *Task) error
}

// The HandlerFunc type is an adapter to allow the use of ordinary functions as a Handler.
type HandlerFunc func(context.Context, *Task) error

func (fn HandlerFunc) ProcessTask(ctx context.Context, task *Task) error { return fn(ctx, task) }

func (srv *Server) Run(handler Handler) error   { return nil }
func (srv *Server) Start(handler Handler) error { return nil }
func (srv *Server) Shutdown()                   {}
func (srv *Server) Stop()                       {}
func (srv *Server) Ping() error                 { return nil }
