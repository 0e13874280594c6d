// Package babelqueue is an analysistest stub of
// github.com/babelqueue/babelqueue-go (module path as declared in its go.mod;
// GitHub repo BabelQueue/babelqueue-go; not on the module proxy). Declarations
// mirror the real API read from the repository; bodies are trivial.
package babelqueue

import (
	"context"
	"errors"
	"time"
)

const SchemaVersion = 1

const SourceLang = "go"

const (
	StrategyFail       = "fail"
	StrategyDelete     = "delete"
	StrategyRelease    = "release"
	StrategyDeadLetter = "dead_letter"
)

var (
	ErrEmptyURN           = errors.New("babelqueue: a polyglot message must expose a stable, non-empty URN")
	ErrUnknownURN         = errors.New("babelqueue: no handler is mapped for the message URN")
	ErrReleaseUnsupported = errors.New("babelqueue: in-place release is unsupported for this message")
)

// Handler processes one decoded message. Returning an error triggers the
// retry / dead-letter path; returning nil acknowledges the message.
type Handler func(ctx context.Context, env Envelope) error

// App is the optional BabelQueue runtime.
type App struct {
	transport Transport
	handlers  map[string]Handler
}

// AppOption customizes NewApp.
type AppOption func(*App)

func WithDefaultQueue(queue string) AppOption          { return func(*App) {} }
func WithMaxAttempts(n int) AppOption                  { return func(*App) {} }
func WithUnknownURNStrategy(strategy string) AppOption { return func(*App) {} }
func WithDeadLetter(enabled bool) AppOption            { return func(*App) {} }
func WithDeadLetterQueue(queue string) AppOption       { return func(*App) {} }
func WithDeadLetterSuffix(suffix string) AppOption     { return func(*App) {} }
func WithPollTimeout(d time.Duration) AppOption        { return func(*App) {} }

// NewApp builds a runtime over the given transport.
func NewApp(transport Transport, opts ...AppOption) *App {
	return &App{transport: transport, handlers: make(map[string]Handler)}
}

// Handle registers handler as the consumer for urn (the last registration wins).
func (a *App) Handle(urn string, handler Handler) { a.handlers[urn] = handler }

// Publish builds the canonical envelope for (urn, data) and publishes it,
// returning the message id (meta.id).
func (a *App) Publish(ctx context.Context, urn string, data map[string]any, opts ...Option) (string, error) {
	return "", nil
}

func (a *App) PublishWithHeaders(
	ctx context.Context,
	urn string,
	data map[string]any,
	headers map[string]string,
	opts ...Option,
) (string, error) {
	return "", nil
}

func (a *App) Consume(ctx context.Context, queue ...string) error            { return nil }
func (a *App) Run(ctx context.Context) error                                 { return nil }
func (a *App) Drain(ctx context.Context, queue string, max int) (int, error) { return 0, nil }
