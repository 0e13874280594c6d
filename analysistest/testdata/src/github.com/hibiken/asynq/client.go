package asynq

import (
	"context"
	"time"
)

// Client is responsible for scheduling tasks.
type Client struct{}

func NewClient(r RedisConnOpt) *Client { return &Client{} }

type OptionType int

const (
	MaxRetryOpt OptionType = iota
	QueueOpt
	TimeoutOpt
	DeadlineOpt
	UniqueOpt
	ProcessAtOpt
	ProcessInOpt
	TaskIDOpt
	RetentionOpt
	GroupOpt
)

// Option specifies the task processing behavior.
type Option interface {
	String() string
	Type() OptionType
	Value() interface{}
}

type (
	retryOption     int
	queueOption     string
	taskIDOption    string
	timeoutOption   time.Duration
	deadlineOption  time.Time
	uniqueOption    time.Duration
	processAtOption time.Time
	processInOption time.Duration
	retentionOption time.Duration
	groupOption     string
)

func MaxRetry(n int) Option            { return retryOption(n) }
func Queue(name string) Option         { return queueOption(name) }
func TaskID(id string) Option          { return taskIDOption(id) }
func Timeout(d time.Duration) Option   { return timeoutOption(d) }
func Deadline(t time.Time) Option      { return deadlineOption(t) }
func Unique(ttl time.Duration) Option  { return uniqueOption(ttl) }
func ProcessAt(t time.Time) Option     { return processAtOption(t) }
func ProcessIn(d time.Duration) Option { return processInOption(d) }
func Retention(d time.Duration) Option { return retentionOption(d) }
func Group(name string) Option         { return groupOption(name) }

func (n retryOption) String() string         { return "" }
func (n retryOption) Type() OptionType       { return MaxRetryOpt }
func (n retryOption) Value() interface{}     { return int(n) }
func (o queueOption) String() string         { return "" }
func (o queueOption) Type() OptionType       { return QueueOpt }
func (o queueOption) Value() interface{}     { return string(o) }
func (o taskIDOption) String() string        { return "" }
func (o taskIDOption) Type() OptionType      { return TaskIDOpt }
func (o taskIDOption) Value() interface{}    { return string(o) }
func (o timeoutOption) String() string       { return "" }
func (o timeoutOption) Type() OptionType     { return TimeoutOpt }
func (o timeoutOption) Value() interface{}   { return time.Duration(o) }
func (o deadlineOption) String() string      { return "" }
func (o deadlineOption) Type() OptionType    { return DeadlineOpt }
func (o deadlineOption) Value() interface{}  { return time.Time(o) }
func (o uniqueOption) String() string        { return "" }
func (o uniqueOption) Type() OptionType      { return UniqueOpt }
func (o uniqueOption) Value() interface{}    { return time.Duration(o) }
func (o processAtOption) String() string     { return "" }
func (o processAtOption) Type() OptionType   { return ProcessAtOpt }
func (o processAtOption) Value() interface{} { return time.Time(o) }
func (o processInOption) String() string     { return "" }
func (o processInOption) Type() OptionType   { return ProcessInOpt }
func (o processInOption) Value() interface{} { return time.Duration(o) }
func (o retentionOption) String() string     { return "" }
func (o retentionOption) Type() OptionType   { return RetentionOpt }
func (o retentionOption) Value() interface{} { return time.Duration(o) }
func (o groupOption) String() string         { return "" }
func (o groupOption) Type() OptionType       { return GroupOpt }
func (o groupOption) Value() interface{}     { return string(o) }

func (c *Client) Close() error { return nil }

// Enqueue enqueues the given task to a queue.
func (c *Client) Enqueue(task *Task, opts ...Option) (*TaskInfo, error) { return &TaskInfo{}, nil }

// EnqueueContext enqueues the given task to a queue.
func (c *Client) EnqueueContext(ctx context.Context, task *Task, opts ...Option) (*TaskInfo, error) {
	return &TaskInfo{}, nil
}

func (c *Client) Ping() error { return nil }
