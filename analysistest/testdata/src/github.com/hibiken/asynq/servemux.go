package asynq

import "context"

// ServeMux is a multiplexer for asynchronous tasks.
type ServeMux struct{}

// MiddlewareFunc is a function which receives an asynq.Handler and returns another asynq.Handler.
type MiddlewareFunc func(Handler) Handler

func NewServeMux() *ServeMux { return &ServeMux{} }

func (mux *ServeMux) ProcessTask(ctx context.Context, task *Task) error { return nil }
func (mux *ServeMux) Handler(t *Task) (h Handler, pattern string)       { return nil, "" }
func (mux *ServeMux) Handle(pattern string, handler Handler)            {}
func (mux *ServeMux) HandleFunc(pattern string, handler func(context.Context, *Task) error) {
}
func (mux *ServeMux) Use(mws ...MiddlewareFunc) {}

func NotFound(ctx context.Context, task *Task) error { return ErrHandlerNotFound }
func NotFoundHandler() Handler                       { return HandlerFunc(NotFound) }
