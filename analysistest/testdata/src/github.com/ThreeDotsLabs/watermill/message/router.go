package message

import (
	"context"
	"errors"
	"time"

	"github.com/ThreeDotsLabs/watermill"
)

var ErrOutputInNoPublisherHandler = errors.New("returned output messages in a handler without publisher")

// HandlerFunc is function called when message is received.
// msg.Ack() is called automatically when HandlerFunc doesn't return error.
type HandlerFunc func(msg *Message) ([]*Message, error)

// NoPublishHandlerFunc is HandlerFunc alternative, which doesn't produce any messages.
type NoPublishHandlerFunc func(msg *Message) error

var PassthroughHandler HandlerFunc = func(msg *Message) ([]*Message, error) {
	return []*Message{msg}, nil
}

// HandlerMiddleware allows us to write something like decorators to HandlerFunc.
type HandlerMiddleware func(h HandlerFunc) HandlerFunc

type RouterPlugin func(*Router) error

type PublisherDecorator func(pub Publisher) (Publisher, error)

type SubscriberDecorator func(sub Subscriber) (Subscriber, error)

type RouterConfig struct {
	// CloseTimeout determines how long router should work for handlers when closing.
	CloseTimeout time.Duration
}

func (c RouterConfig) Validate() error { return nil }

func NewRouter(config RouterConfig, logger watermill.LoggerAdapter) (*Router, error) {
	return &Router{}, nil
}

func NewDefaultRouter(logger watermill.LoggerAdapter) *Router { return &Router{} }

// Router is responsible for handling messages from subscribers using provided handler functions.
type Router struct{}

func (r *Router) Logger() watermill.LoggerAdapter                  { return watermill.NopLogger{} }
func (r *Router) AddMiddleware(m ...HandlerMiddleware)             {}
func (r *Router) AddPlugin(p ...RouterPlugin)                      {}
func (r *Router) AddPublisherDecorators(dec ...PublisherDecorator) {}
func (r *Router) AddSubscriberDecorators(dec ...SubscriberDecorator) {
}
func (r *Router) Handlers() map[string]HandlerFunc { return nil }

type DuplicateHandlerNameError struct {
	HandlerName string
}

func (d DuplicateHandlerNameError) Error() string { return "" }

// AddHandler adds a new handler.
func (r *Router) AddHandler(
	handlerName string,
	subscribeTopic string,
	subscriber Subscriber,
	publishTopic string,
	publisher Publisher,
	handlerFunc HandlerFunc,
) *Handler {
	return &Handler{router: r}
}

// AddConsumerHandler adds a new handler that doesn't publish messages.
func (r *Router) AddConsumerHandler(
	handlerName string,
	subscribeTopic string,
	subscriber Subscriber,
	handlerFunc NoPublishHandlerFunc,
) *Handler {
	return &Handler{router: r}
}

// AddNoPublisherHandler is deprecated: use AddConsumerHandler.
func (r *Router) AddNoPublisherHandler(
	handlerName string,
	subscribeTopic string,
	subscriber Subscriber,
	handlerFunc NoPublishHandlerFunc,
) *Handler {
	return r.AddConsumerHandler(handlerName, subscribeTopic, subscriber, handlerFunc)
}

func (r *Router) Run(ctx context.Context) (err error)   { return nil }
func (r *Router) RunHandlers(ctx context.Context) error { return nil }
func (r *Router) Running() chan struct{}                { return nil }
func (r *Router) IsRunning() bool                       { return false }
func (r *Router) Close() error                          { return nil }
func (r *Router) IsClosed() bool                        { return false }

// Handler handles Messages.
type Handler struct {
	router *Router
}

func (h *Handler) AddMiddleware(m ...HandlerMiddleware) {}
func (h *Handler) Started() chan struct{}               { return nil }
func (h *Handler) Stop()                                {}
func (h *Handler) Stopped() chan struct{}               { return nil }

func HandlerNameFromCtx(ctx context.Context) string    { return "" }
func PublisherNameFromCtx(ctx context.Context) string  { return "" }
func SubscriberNameFromCtx(ctx context.Context) string { return "" }
func SubscribeTopicFromCtx(ctx context.Context) string { return "" }
func PublishTopicFromCtx(ctx context.Context) string   { return "" }
