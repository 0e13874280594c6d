package middleware

import (
	"errors"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
)

// RetryParams holds the parameters for the ShouldRetry function.
type RetryParams struct {
	Err      error
	RetryNum int
	Delay    time.Duration
}

// Retry provides a middleware that retries the handler if errors are returned.
type Retry struct {
	MaxRetries int

	InitialInterval     time.Duration
	MaxInterval         time.Duration
	Multiplier          float64
	MaxElapsedTime      time.Duration
	RandomizationFactor float64

	OnRetryHook func(retryNum int, delay time.Duration)

	ShouldRetry func(params RetryParams) bool

	ResetContextOnRetry bool

	Logger watermill.LoggerAdapter
}

func (r Retry) Middleware(h message.HandlerFunc) message.HandlerFunc { return h }

// RecoveredPanicError holds the recovered panic's error along with the stacktrace.
type RecoveredPanicError struct {
	V          interface{}
	Stacktrace string
}

func (p RecoveredPanicError) Error() string { return "" }

// Recoverer recovers from any panic in the handler and appends RecoveredPanicError with the stacktrace
// to any error returned from the handler.
func Recoverer(h message.HandlerFunc) message.HandlerFunc { return h }

const CorrelationIDMetadataKey = "correlation_id"

func SetCorrelationID(id string, msg *message.Message)     {}
func MessageCorrelationID(message *message.Message) string { return "" }
func CorrelationID(h message.HandlerFunc) message.HandlerFunc {
	return h
}

func Timeout(timeout time.Duration) func(message.HandlerFunc) message.HandlerFunc { return nil }

var ErrInvalidPoisonQueueTopic = errors.New("invalid poison queue topic")

const (
	ReasonForPoisonedKey  = "reason_poisoned"
	PoisonedTopicKey      = "topic_poisoned"
	PoisonedHandlerKey    = "handler_poisoned"
	PoisonedSubscriberKey = "subscriber_poisoned"
)

func PoisonQueue(pub message.Publisher, topic string) (message.HandlerMiddleware, error) {
	return nil, nil
}

func PoisonQueueWithFilter(pub message.Publisher, topic string, shouldGoToPoisonQueue func(err error) bool) (message.HandlerMiddleware, error) {
	return nil, nil
}

// InstantAck makes the handler instantly acknowledge the incoming message, regardless of any errors.
func InstantAck(h message.HandlerFunc) message.HandlerFunc { return h }

// Duplicator is processing messages twice, to ensure that the endpoint is idempotent.
func Duplicator(h message.HandlerFunc) message.HandlerFunc { return h }

// IgnoreErrors provides a middleware that makes the handler ignore some explicitly whitelisted errors.
type IgnoreErrors struct {
	ignoredErrors map[string]struct{}
}

func NewIgnoreErrors(errs []error) IgnoreErrors                             { return IgnoreErrors{} }
func (i IgnoreErrors) Middleware(h message.HandlerFunc) message.HandlerFunc { return h }

// DelayOnError is a middleware that adds the delay to the message metadata.
type DelayOnError struct {
	InitialInterval time.Duration
	MaxInterval     time.Duration
	Multiplier      float64
}

func (d *DelayOnError) Middleware(h message.HandlerFunc) message.HandlerFunc { return h }

// Throttle provides a middleware that limits the amount of messages processed per unit of time.
type Throttle struct {
	ticker *time.Ticker
}

func NewThrottle(count int64, duration time.Duration) *Throttle         { return &Throttle{} }
func (t Throttle) Middleware(h message.HandlerFunc) message.HandlerFunc { return h }

func RandomFail(errorProbability float32) message.HandlerMiddleware  { return nil }
func RandomPanic(panicProbability float32) message.HandlerMiddleware { return nil }
