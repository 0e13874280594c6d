// Package actor is a stub of github.com/italypaleale/francis/actor
// v0.1.0-beta.23 (see the module's README.md). It keeps the actor contracts
// (ActorInvoke, ActorPeek, ActorAlarm, ActorBootstrapper, ActorDeactivate),
// the typed Client and the Service that forwards to a Host.
package actor

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// SingletonActorID is the well-known actor ID of a singleton actor's cluster-wide instance.
const SingletonActorID = "singleton"

var (
	// ErrStateNotFound is returned by GetState and DeleteState when the object cannot be found.
	ErrStateNotFound = errors.New("state not found for actor")
	// ErrAlarmNotFound is returned by DeleteAlarm when the alarm cannot be found.
	ErrAlarmNotFound = errors.New("alarm not found")
	// ErrActorNotActive is returned by Invoke when requesting to invoke only active actors and the actor isn't active.
	ErrActorNotActive = errors.New("actor is not currently active")
	// ErrActorTypeUnsupported is returned when the actor type is not supported for this cluster.
	ErrActorTypeUnsupported = errors.New("actor type is not supported in the cluster")
	// ErrServiceNotInitialized is returned by Service methods when the Service was not created via NewService.
	ErrServiceNotInitialized = errors.New("actor service is not initialized; use NewService")
)

// Actor is an alias for "any".
type Actor = any

// Factory is a function that initializes a new actor.
type Factory func(actorID string, service *Service) Actor

// ActorInvoke can be implemented by actors that offer the Invoke method.
type ActorInvoke interface {
	Invoke(ctx context.Context, method string, data Envelope) (any, error)
}

// ActorPeek can be implemented by actors that offer the read-only Peek method.
type ActorPeek interface {
	Peek(ctx context.Context, method string, data Envelope) (any, error)
}

// ActorAlarm can be implemented by actors that offer the Alarm method.
type ActorAlarm interface {
	Alarm(ctx context.Context, name string, data Envelope) error
}

// ActorBootstrapper can be implemented by a (singleton) actor that needs one-time setup once the host is ready.
type ActorBootstrapper interface {
	Bootstrap(ctx context.Context, data Envelope) error
}

// ActorDeactivate can be implemented by actors that offer the Deactivate method.
type ActorDeactivate interface {
	Deactivate(ctx context.Context) error
}

// Envelope allows retrieving data and decoding it into a custom object.
type Envelope interface {
	Decode(into any) error
}

// NewEnvelope returns an Envelope holding the JSON encoding of v (nil when v is nil).
// It is not part of the real API; the stub host uses it.
func NewEnvelope(v any) (Envelope, error) {
	if v == nil {
		return nil, nil
	}
	if e, ok := v.(Envelope); ok {
		return e, nil
	}
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return RawEnvelope(data), nil
}

// RawEnvelope is an Envelope over JSON-encoded data (stub helper).
type RawEnvelope []byte

// Decode implements Envelope.
func (e RawEnvelope) Decode(into any) error {
	if len(e) == 0 {
		return nil
	}
	return json.Unmarshal(e, into)
}

// AlarmProperties contains the options for a new alarm.
type AlarmProperties struct {
	// Due time, as an absolute timestamp.
	DueTime time.Time `json:"dueTime"`
	// Alarm repetition interval (the stub accepts Go duration strings).
	Interval string `json:"interval"`
	// Deadline for repeating alarms.
	TTL time.Time `json:"ttl"`
	// Optional data associated with the alarm.
	Data any `json:"data"`
}

// SetStateOpts is the options for the SetState method.
type SetStateOpts struct {
	// Optional TTL for the state
	TTL time.Duration
}

// ListStatesOpts is the options for the ListStates method.
type ListStatesOpts struct {
	// When true, the stored state is returned alongside each actor ID
	IncludeData bool
	// Pagination cursor: only actor IDs sorting strictly after this value are returned
	After string
	// Maximum number of states to return
	Limit int
}

// StateInfo describes the stored state of a single actor.
type StateInfo struct {
	ActorID string
	Data    Envelope
}

// StateList is a page of actor states returned by ListStates.
type StateList struct {
	States  []StateInfo
	HasMore bool
}

// AfterID returns the cursor to set as ListStatesOpts.After to retrieve the next page; empty on the last page.
func (l StateList) AfterID() string {
	if !l.HasMore || len(l.States) == 0 {
		return ""
	}
	return l.States[len(l.States)-1].ActorID
}

// TypedStateInfo describes the stored state of a single actor, decoded into T.
type TypedStateInfo[T any] struct {
	ActorID string
	Data    T
}

// TypedStateList is a page of actor states decoded into T.
type TypedStateList[T any] struct {
	States  []TypedStateInfo[T]
	HasMore bool
}

// AfterID returns the cursor to set as ListStatesOpts.After to retrieve the next page; empty on the last page.
func (l TypedStateList[T]) AfterID() string {
	if !l.HasMore || len(l.States) == 0 {
		return ""
	}
	return l.States[len(l.States)-1].ActorID
}

// InvokeOptions holds the options set by InvokeOption values.
type InvokeOptions struct {
	ActiveOnly bool
}

// InvokeOption configures an invocation.
type InvokeOption func(*InvokeOptions)

// WithInvokeActiveOnly causes the invocation to not allocate an actor if it isn't already active.
func WithInvokeActiveOnly() InvokeOption {
	return func(o *InvokeOptions) { o.ActiveOnly = true }
}
