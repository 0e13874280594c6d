// Package local is a stub of github.com/italypaleale/francis/host/local
// v0.1.0-beta.23 (see the module's README.md). Host keeps registered actor
// types, active actors, state and alarms in memory: Invoke/Peek create the
// actor with its Factory and call its Invoke/Peek method, Run bootstraps the
// singleton actors and fires due alarms. Nothing is persisted or networked.
package local

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"sync"
	"time"

	"github.com/italypaleale/francis/actor"
	"github.com/italypaleale/francis/internal/actorcore"
)

type actorKey struct {
	actorType string
	actorID   string
}

type alarmKey struct {
	actorKey
	name string
}

type registeredType struct {
	factory   actor.Factory
	singleton bool
	opts      actorcore.RegisterActorOptions
}

type storedState struct {
	data      []byte
	expiresAt time.Time
}

// Host is an actor host.
type Host struct {
	opts    newHostOptions
	log     *slog.Logger
	service *actor.Service

	mu     sync.Mutex
	types  map[string]*registeredType
	active map[actorKey]actor.Actor
	states map[actorKey]storedState
	alarms map[alarmKey]actor.AlarmProperties

	ready     chan struct{}
	readyOnce sync.Once
}

// NewHost returns a new actor host.
func NewHost(opts ...HostOption) (h *Host, err error) {
	h = &Host{
		types:  map[string]*registeredType{},
		active: map[actorKey]actor.Actor{},
		states: map[actorKey]storedState{},
		alarms: map[alarmKey]actor.AlarmProperties{},
		ready:  make(chan struct{}),
	}
	for _, o := range opts {
		o(&h.opts)
	}
	if h.opts.Address == "" {
		return nil, errors.New("address is required")
	}
	h.log = h.opts.Logger
	if h.log == nil {
		h.log = slog.Default()
	}
	h.service = actor.NewService(h)
	return h, nil
}

// Service returns an actor.Service bound to this host.
func (h *Host) Service() *actor.Service {
	return h.service
}

// HostID returns the ID of the host.
func (h *Host) HostID() string {
	return h.opts.Address
}

// Ready returns a channel that is closed once the host is running.
func (h *Host) Ready() <-chan struct{} {
	return h.ready
}

// RegisterActor registers a new actor type.
func (h *Host) RegisterActor(actorType string, factory actor.Factory, opts ...RegisterActorOption) error {
	return h.register(actorType, factory, false, opts)
}

// RegisterSingletonActor registers an actor type whose SingletonActorID instance is bootstrapped when the host is ready.
func (h *Host) RegisterSingletonActor(actorType string, factory actor.Factory, opts ...RegisterActorOption) error {
	return h.register(actorType, factory, true, opts)
}

// RegisterBuiltInActor registers a built-in actor, such as a cron job or a rate limiter.
func (h *Host) RegisterBuiltInActor(b actorcore.BuiltInActor) error {
	if b == nil {
		return errors.New("built-in actor is nil")
	}
	ro := b.RegisterOptions()
	return h.register(b.ActorType(), b.Factory(), b.Singleton(), []RegisterActorOption{
		func(o *actorcore.RegisterActorOptions) { *o = ro },
	})
}

func (h *Host) register(actorType string, factory actor.Factory, singleton bool, opts []RegisterActorOption) error {
	if actorType == "" || factory == nil {
		return errors.New("actor type and factory are required")
	}
	rt := &registeredType{factory: factory, singleton: singleton}
	for _, o := range opts {
		o(&rt.opts)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, ok := h.types[actorType]; ok {
		return fmt.Errorf("actor type '%s' is already registered", actorType)
	}
	h.types[actorType] = rt
	return nil
}

// Run the host: it bootstraps the singleton actors, then fires due alarms until ctx is canceled.
func (h *Host) Run(parentCtx context.Context) error {
	h.mu.Lock()
	singletons := map[string]*registeredType{}
	for t, rt := range h.types {
		if rt.singleton {
			singletons[t] = rt
		}
	}
	h.mu.Unlock()

	for t, rt := range singletons {
		act, err := h.getActor(t, actor.SingletonActorID, true)
		if err != nil {
			return err
		}
		if b, ok := act.(actor.ActorBootstrapper); ok {
			data, err := actor.NewEnvelope(rt.opts.BootstrapData)
			if err != nil {
				return err
			}
			err = b.Bootstrap(parentCtx, data)
			if err != nil {
				return fmt.Errorf("failed to bootstrap actor '%s': %w", t, err)
			}
		}
	}

	h.readyOnce.Do(func() { close(h.ready) })

	ticker := time.NewTicker(time.Second)
	defer ticker.Stop()
	for {
		select {
		case <-parentCtx.Done():
			_ = h.HaltAll()
			return nil
		case now := <-ticker.C:
			h.fireAlarms(parentCtx, now)
		}
	}
}

func (h *Host) fireAlarms(ctx context.Context, now time.Time) {
	h.mu.Lock()
	due := map[alarmKey]actor.AlarmProperties{}
	for k, a := range h.alarms {
		if !a.DueTime.After(now) {
			due[k] = a
		}
	}
	h.mu.Unlock()

	for k, a := range due {
		// Reschedule repeating alarms, drop the others
		h.mu.Lock()
		next := a
		interval, perr := time.ParseDuration(a.Interval)
		if a.Interval != "" && perr == nil && interval > 0 && (a.TTL.IsZero() || now.Before(a.TTL)) {
			next.DueTime = now.Add(interval)
			h.alarms[k] = next
		} else {
			delete(h.alarms, k)
		}
		h.mu.Unlock()

		act, err := h.getActor(k.actorType, k.actorID, true)
		if err != nil {
			h.log.WarnContext(ctx, "Failed to activate actor for alarm", slog.String("actorType", k.actorType), slog.Any("error", err))
			continue
		}
		am, ok := act.(actor.ActorAlarm)
		if !ok {
			continue
		}
		data, _ := actor.NewEnvelope(a.Data)
		err = am.Alarm(ctx, k.name, data)
		if err != nil {
			h.log.WarnContext(ctx, "Alarm failed", slog.String("actorType", k.actorType), slog.String("name", k.name), slog.Any("error", err))
		}
	}
}

func (h *Host) getActor(actorType string, actorID string, create bool) (actor.Actor, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	key := actorKey{actorType, actorID}
	if act, ok := h.active[key]; ok {
		return act, nil
	}
	rt, ok := h.types[actorType]
	if !ok {
		return nil, actor.ErrActorTypeUnsupported
	}
	if !create {
		return nil, actor.ErrActorNotActive
	}
	act := rt.factory(actorID, h.service)
	h.active[key] = act
	return act, nil
}

func invokeOpts(optsFn []actor.InvokeOption) actor.InvokeOptions {
	var o actor.InvokeOptions
	for _, fn := range optsFn {
		fn(&o)
	}
	return o
}

// Invoke an actor.
func (h *Host) Invoke(ctx context.Context, actorType string, actorID string, method string, data any, optsFn ...actor.InvokeOption) (actor.Envelope, error) {
	act, err := h.getActor(actorType, actorID, !invokeOpts(optsFn).ActiveOnly)
	if err != nil {
		return nil, err
	}
	inv, ok := act.(actor.ActorInvoke)
	if !ok {
		return nil, fmt.Errorf("actor type '%s' does not implement Invoke", actorType)
	}
	in, err := actor.NewEnvelope(data)
	if err != nil {
		return nil, err
	}
	res, err := inv.Invoke(ctx, method, in)
	if err != nil {
		return nil, err
	}
	return envelopeOf(res)
}

// Peek performs a read-only invocation of an actor.
func (h *Host) Peek(ctx context.Context, actorType string, actorID string, method string, data any, optsFn ...actor.InvokeOption) (actor.Envelope, error) {
	act, err := h.getActor(actorType, actorID, !invokeOpts(optsFn).ActiveOnly)
	if err != nil {
		return nil, err
	}
	p, ok := act.(actor.ActorPeek)
	if !ok {
		return nil, fmt.Errorf("actor type '%s' does not implement Peek", actorType)
	}
	in, err := actor.NewEnvelope(data)
	if err != nil {
		return nil, err
	}
	res, err := p.Peek(ctx, method, in)
	if err != nil {
		return nil, err
	}
	return envelopeOf(res)
}

func envelopeOf(res any) (actor.Envelope, error) {
	env, err := actor.NewEnvelope(res)
	if err != nil {
		return nil, err
	}
	if env == nil {
		env = actor.RawEnvelope(nil)
	}
	return env, nil
}

// Halt halts one actor currently active on the host.
func (h *Host) Halt(actorType string, actorID string) error {
	key := actorKey{actorType, actorID}
	h.mu.Lock()
	act, ok := h.active[key]
	delete(h.active, key)
	h.mu.Unlock()
	if !ok {
		return errors.New("actor is not active on the current host")
	}
	if d, ok := act.(actor.ActorDeactivate); ok {
		return d.Deactivate(context.Background())
	}
	return nil
}

// HaltAll halts all actors currently active on the host.
func (h *Host) HaltAll() error {
	h.mu.Lock()
	keys := make([]actorKey, 0, len(h.active))
	for k := range h.active {
		keys = append(keys, k)
	}
	h.mu.Unlock()
	var errs []error
	for _, k := range keys {
		err := h.Halt(k.actorType, k.actorID)
		if err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// HaltDeferred halts an actor in background.
func (h *Host) HaltDeferred(actorType string, actorID string) {
	go func() { _ = h.Halt(actorType, actorID) }()
}

// GetAlarm returns an alarm.
func (h *Host) GetAlarm(ctx context.Context, actorType string, actorID string, name string) (actor.AlarmProperties, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	a, ok := h.alarms[alarmKey{actorKey{actorType, actorID}, name}]
	if !ok {
		return actor.AlarmProperties{}, actor.ErrAlarmNotFound
	}
	return a, nil
}

// SetAlarm creates or replaces an alarm.
func (h *Host) SetAlarm(ctx context.Context, actorType string, actorID string, name string, properties actor.AlarmProperties) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.alarms[alarmKey{actorKey{actorType, actorID}, name}] = properties
	return nil
}

// DeleteAlarm deletes an alarm.
func (h *Host) DeleteAlarm(ctx context.Context, actorType string, actorID string, name string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	k := alarmKey{actorKey{actorType, actorID}, name}
	if _, ok := h.alarms[k]; !ok {
		return actor.ErrAlarmNotFound
	}
	delete(h.alarms, k)
	return nil
}

// SetState saves the state of an actor (JSON-encoded).
func (h *Host) SetState(ctx context.Context, actorType string, actorID string, state any, opts *actor.SetStateOpts) (err error) {
	data, err := json.Marshal(state)
	if err != nil {
		return err
	}
	st := storedState{data: data}
	if opts != nil && opts.TTL > 0 {
		st.expiresAt = time.Now().Add(opts.TTL)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.states[actorKey{actorType, actorID}] = st
	return nil
}

func (h *Host) loadState(key actorKey) (storedState, bool) {
	st, ok := h.states[key]
	if ok && !st.expiresAt.IsZero() && time.Now().After(st.expiresAt) {
		delete(h.states, key)
		return storedState{}, false
	}
	return st, ok
}

// GetState retrieves the state of an actor, decoding it into dest.
func (h *Host) GetState(ctx context.Context, actorType string, actorID string, dest any) (err error) {
	h.mu.Lock()
	st, ok := h.loadState(actorKey{actorType, actorID})
	h.mu.Unlock()
	if !ok {
		return actor.ErrStateNotFound
	}
	return json.Unmarshal(st.data, dest)
}

// DeleteState deletes the state of an actor.
func (h *Host) DeleteState(ctx context.Context, actorType string, actorID string) (err error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	k := actorKey{actorType, actorID}
	if _, ok := h.loadState(k); !ok {
		return actor.ErrStateNotFound
	}
	delete(h.states, k)
	return nil
}

// ListStates returns the actors of a given type that have state stored, ordered by actor ID.
func (h *Host) ListStates(ctx context.Context, actorType string, opts *actor.ListStatesOpts) (res actor.StateList, err error) {
	if opts == nil {
		opts = &actor.ListStatesOpts{}
	}
	limit := opts.Limit
	if limit <= 0 {
		limit = 100
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	ids := make([]string, 0)
	for k := range h.states {
		if k.actorType == actorType && k.actorID > opts.After {
			if _, ok := h.loadState(k); ok {
				ids = append(ids, k.actorID)
			}
		}
	}
	sort.Strings(ids)
	if len(ids) > limit {
		ids = ids[:limit]
		res.HasMore = true
	}
	for _, id := range ids {
		info := actor.StateInfo{ActorID: id}
		if opts.IncludeData {
			info.Data = actor.RawEnvelope(h.states[actorKey{actorType, id}].data)
		}
		res.States = append(res.States, info)
	}
	return res, nil
}
