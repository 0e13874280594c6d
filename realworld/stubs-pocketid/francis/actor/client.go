package actor

import (
	"context"
)

// Client allows interacting with the actor service, pre-configured for the active actor.
type Client[T any] interface {
	// SetState saves the actor's state.
	SetState(ctx context.Context, state T, opts *SetStateOpts) error
	// GetState retrieves the actor's state.
	GetState(ctx context.Context) (state T, err error)
	// DeleteState deletes the actor's state.
	DeleteState(ctx context.Context) error
	// ListStates returns the actors of the current actor's type that have state stored.
	ListStates(ctx context.Context, opts *ListStatesOpts) (TypedStateList[T], error)
	// SetAlarm creates or replaces an alarm.
	SetAlarm(ctx context.Context, alarmName string, properties AlarmProperties) error
	// DeleteAlarm deletes an alarm.
	DeleteAlarm(ctx context.Context, alarmName string) error
	// Invoke synchronously invokes another actor and returns its response envelope.
	Invoke(ctx context.Context, actorType string, actorID string, method string, data any, opts ...InvokeOption) (Envelope, error)
	// Peek synchronously performs a read-only invocation of another actor.
	Peek(ctx context.Context, actorType string, actorID string, method string, data any, opts ...InvokeOption) (Envelope, error)
	// Halt the current actor upon returning.
	Halt()
}

// NewActorClient returns a new Client for the given actor.
func NewActorClient[T any](actorType string, actorID string, service *Service) Client[T] {
	return &actorClient[T]{actorType: actorType, actorID: actorID, service: service}
}

type actorClient[T any] struct {
	actorType string
	actorID   string
	service   *Service
}

func (c *actorClient[T]) SetState(ctx context.Context, state T, opts *SetStateOpts) error {
	return c.service.SetState(ctx, c.actorType, c.actorID, state, opts)
}

func (c *actorClient[T]) GetState(ctx context.Context) (state T, err error) {
	err = c.service.GetState(ctx, c.actorType, c.actorID, &state)
	return state, err
}

func (c *actorClient[T]) DeleteState(ctx context.Context) error {
	return c.service.DeleteState(ctx, c.actorType, c.actorID)
}

func (c *actorClient[T]) ListStates(ctx context.Context, opts *ListStatesOpts) (TypedStateList[T], error) {
	res, err := c.service.ListStates(ctx, c.actorType, opts)
	if err != nil {
		return TypedStateList[T]{}, err
	}
	out := TypedStateList[T]{HasMore: res.HasMore, States: make([]TypedStateInfo[T], 0, len(res.States))}
	for _, st := range res.States {
		info := TypedStateInfo[T]{ActorID: st.ActorID}
		if st.Data != nil {
			err = st.Data.Decode(&info.Data)
			if err != nil {
				return TypedStateList[T]{}, err
			}
		}
		out.States = append(out.States, info)
	}
	return out, nil
}

func (c *actorClient[T]) SetAlarm(ctx context.Context, alarmName string, properties AlarmProperties) error {
	return c.service.SetAlarm(ctx, c.actorType, c.actorID, alarmName, properties)
}

func (c *actorClient[T]) DeleteAlarm(ctx context.Context, alarmName string) error {
	return c.service.DeleteAlarm(ctx, c.actorType, c.actorID, alarmName)
}

func (c *actorClient[T]) Invoke(ctx context.Context, actorType string, actorID string, method string, data any, opts ...InvokeOption) (Envelope, error) {
	return c.service.Invoke(ctx, actorType, actorID, method, data, opts...)
}

func (c *actorClient[T]) Peek(ctx context.Context, actorType string, actorID string, method string, data any, opts ...InvokeOption) (Envelope, error) {
	return c.service.Peek(ctx, actorType, actorID, method, data, opts...)
}

func (c *actorClient[T]) Halt() {
	c.service.HaltDeferred(c.actorType, c.actorID)
}
