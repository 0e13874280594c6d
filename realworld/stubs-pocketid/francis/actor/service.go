package actor

import (
	"context"
)

// Host is the subset of the actor host that a Service delegates to.
type Host interface {
	Invoke(ctx context.Context, actorType string, actorID string, method string, data any, opts ...InvokeOption) (Envelope, error)
	Peek(ctx context.Context, actorType string, actorID string, method string, data any, opts ...InvokeOption) (Envelope, error)

	HaltAll() error
	Halt(actorType string, actorID string) error
	HaltDeferred(actorType string, actorID string)

	GetAlarm(ctx context.Context, actorType string, actorID string, name string) (AlarmProperties, error)
	SetAlarm(ctx context.Context, actorType string, actorID string, name string, properties AlarmProperties) error
	DeleteAlarm(ctx context.Context, actorType string, actorID string, name string) error

	SetState(ctx context.Context, actorType string, actorID string, state any, opts *SetStateOpts) error
	GetState(ctx context.Context, actorType string, actorID string, dest any) error
	DeleteState(ctx context.Context, actorType string, actorID string) error
	ListStates(ctx context.Context, actorType string, opts *ListStatesOpts) (StateList, error)
}

// Service allows interacting with the actor host, to invoke actors and perform operations on state and alarms.
type Service struct {
	host Host
}

// NewService returns a new Service configured to interact with a specific Host.
func NewService(host Host) *Service {
	return &Service{host: host}
}

// Invoke an actor.
func (s *Service) Invoke(ctx context.Context, actorType string, actorID string, method string, data any, opts ...InvokeOption) (Envelope, error) {
	if s == nil || s.host == nil {
		return nil, ErrServiceNotInitialized
	}
	return s.host.Invoke(ctx, actorType, actorID, method, data, opts...)
}

// Peek performs a read-only invocation of an actor.
func (s *Service) Peek(ctx context.Context, actorType string, actorID string, method string, data any, opts ...InvokeOption) (Envelope, error) {
	if s == nil || s.host == nil {
		return nil, ErrServiceNotInitialized
	}
	return s.host.Peek(ctx, actorType, actorID, method, data, opts...)
}

// Halt halts one actor currently active on the host.
func (s *Service) Halt(actorType string, actorID string) error {
	if s == nil || s.host == nil {
		return ErrServiceNotInitialized
	}
	return s.host.Halt(actorType, actorID)
}

// HaltAll halts all actors currently active on the host.
func (s *Service) HaltAll() error {
	if s == nil || s.host == nil {
		return ErrServiceNotInitialized
	}
	return s.host.HaltAll()
}

// HaltDeferred halts an actor in background.
func (s *Service) HaltDeferred(actorType string, actorID string) {
	if s == nil || s.host == nil {
		return
	}
	s.host.HaltDeferred(actorType, actorID)
}

// GetAlarm returns an alarm for an actor.
func (s *Service) GetAlarm(ctx context.Context, actorType string, actorID string, alarmName string) (AlarmProperties, error) {
	if s == nil || s.host == nil {
		return AlarmProperties{}, ErrServiceNotInitialized
	}
	return s.host.GetAlarm(ctx, actorType, actorID, alarmName)
}

// SetAlarm creates or replaces an alarm for an actor.
func (s *Service) SetAlarm(ctx context.Context, actorType string, actorID string, alarmName string, properties AlarmProperties) error {
	if s == nil || s.host == nil {
		return ErrServiceNotInitialized
	}
	return s.host.SetAlarm(ctx, actorType, actorID, alarmName, properties)
}

// DeleteAlarm deletes an alarm for an actor.
func (s *Service) DeleteAlarm(ctx context.Context, actorType string, actorID string, alarmName string) error {
	if s == nil || s.host == nil {
		return ErrServiceNotInitialized
	}
	return s.host.DeleteAlarm(ctx, actorType, actorID, alarmName)
}

// SetState saves the state for an actor.
func (s *Service) SetState(ctx context.Context, actorType string, actorID string, state any, opts *SetStateOpts) error {
	if s == nil || s.host == nil {
		return ErrServiceNotInitialized
	}
	return s.host.SetState(ctx, actorType, actorID, state, opts)
}

// GetState retrieves the state for an actor, decoding it into dest.
func (s *Service) GetState(ctx context.Context, actorType string, actorID string, dest any) error {
	if s == nil || s.host == nil {
		return ErrServiceNotInitialized
	}
	return s.host.GetState(ctx, actorType, actorID, dest)
}

// DeleteState deletes the state for an actor.
func (s *Service) DeleteState(ctx context.Context, actorType string, actorID string) error {
	if s == nil || s.host == nil {
		return ErrServiceNotInitialized
	}
	return s.host.DeleteState(ctx, actorType, actorID)
}

// ListStates returns the actors of a given type that have state stored, ordered by actor ID.
func (s *Service) ListStates(ctx context.Context, actorType string, opts *ListStatesOpts) (StateList, error) {
	if s == nil || s.host == nil {
		return StateList{}, ErrServiceNotInitialized
	}
	return s.host.ListStates(ctx, actorType, opts)
}
