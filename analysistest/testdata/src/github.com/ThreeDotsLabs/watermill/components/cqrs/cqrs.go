// Package cqrs is an analysistest stub of github.com/ThreeDotsLabs/watermill/components/cqrs
// (github.com/ThreeDotsLabs/watermill@v1.5.1).
// Subset: the handler interfaces and their generic constructors, the processors' AddHandlers,
// EventBus.Publish, CommandBus.Send and the original message in the context; no configs,
// marshalers or Facade. Declarations mirror the real API surface; bodies are trivial.
package cqrs

import (
	"context"

	"github.com/ThreeDotsLabs/watermill/message"
)

type EventHandler interface {
	HandlerName() string

	NewEvent() any

	Handle(ctx context.Context, event any) error
}

type genericEventHandler[T any] struct {
	handleFunc  func(ctx context.Context, event *T) error
	handlerName string
}

func NewEventHandler[T any](
	handlerName string,
	handleFunc func(ctx context.Context, event *T) error,
) EventHandler {
	return &genericEventHandler[T]{}
}

func (c genericEventHandler[T]) HandlerName() string { return "" }

func (c genericEventHandler[T]) NewEvent() any { return nil }

func (c genericEventHandler[T]) Handle(ctx context.Context, e any) error { return nil }

type GroupEventHandler interface {
	NewEvent() interface{}
	Handle(ctx context.Context, event interface{}) error
}

func NewGroupEventHandler[T any](handleFunc func(ctx context.Context, event *T) error) GroupEventHandler {
	return &genericEventHandler[T]{}
}

type CommandHandler interface {
	HandlerName() string

	NewCommand() any

	Handle(ctx context.Context, cmd any) error
}

type genericCommandHandler[Command any] struct {
	handleFunc  func(ctx context.Context, cmd *Command) error
	handlerName string
}

func NewCommandHandler[Command any](
	handlerName string,
	handleFunc func(ctx context.Context, cmd *Command) error,
) CommandHandler {
	return &genericCommandHandler[Command]{}
}

func (c genericCommandHandler[Command]) HandlerName() string { return "" }

func (c genericCommandHandler[Command]) NewCommand() any { return nil }

func (c genericCommandHandler[Command]) Handle(ctx context.Context, cmd any) error { return nil }

type EventProcessor struct {
	router   *message.Router
	handlers []EventHandler
}

func (p *EventProcessor) AddHandlers(handlers ...EventHandler) error { return nil }

func (p *EventProcessor) AddHandler(handler EventHandler) (*message.Handler, error) {
	return nil, nil
}

type EventGroupProcessor struct {
	router *message.Router
}

func (p *EventGroupProcessor) AddHandlersGroup(groupName string, handlers ...GroupEventHandler) error {
	return nil
}

type CommandProcessor struct {
	router *message.Router

	handlers []CommandHandler
}

func (p *CommandProcessor) AddHandlers(handlers ...CommandHandler) error { return nil }

func (p *CommandProcessor) AddHandler(handler CommandHandler) (*message.Handler, error) {
	return nil, nil
}

type EventBus struct {
	publisher message.Publisher
}

func (c EventBus) Publish(ctx context.Context, event any) error { return nil }

type CommandBus struct {
	publisher message.Publisher
}

func (c CommandBus) Send(ctx context.Context, cmd any) error { return nil }

func (c CommandBus) SendWithModifiedMessage(ctx context.Context, cmd any, modify func(*message.Message) error) error {
	return nil
}

func OriginalMessageFromCtx(ctx context.Context) *message.Message { return nil }

func CtxWithOriginalMessage(ctx context.Context, msg *message.Message) context.Context { return nil }
