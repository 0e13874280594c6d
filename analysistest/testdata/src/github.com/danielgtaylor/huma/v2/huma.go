// Package huma is an analysistest stub of github.com/danielgtaylor/huma/v2 (github.com/danielgtaylor/huma/v2@v2.37.2).
// Subset: Register and the Get/Post/Put/Patch/Delete/Head shorthands, Operation (the routing
// fields and a few documentation fields), and the API, Adapter and Context interfaces (API and
// Context are subsets). Declarations mirror the real API surface; bodies are trivial.
package huma

import (
	"context"
	"net/http"
	"time"
)

type Operation struct {
	Method                       string         `yaml:"-"`
	Path                         string         `yaml:"-"`
	DefaultStatus                int            `yaml:"-"`
	MaxBodyBytes                 int64          `yaml:"-"`
	BodyReadTimeout              time.Duration  `yaml:"-"`
	Errors                       []int          `yaml:"-"`
	SkipValidateParams           bool           `yaml:"-"`
	SkipValidateBody             bool           `yaml:"-"`
	RejectUnknownQueryParameters bool           `yaml:"-"`
	Hidden                       bool           `yaml:"-"`
	Metadata                     map[string]any `yaml:"-"`
	Tags                         []string       `yaml:"tags,omitempty"`
	Summary                      string         `yaml:"summary,omitempty"`
	Description                  string         `yaml:"description,omitempty"`
	OperationID                  string         `yaml:"operationId,omitempty"`
	Deprecated                   bool           `yaml:"deprecated,omitempty"`
}

type Adapter interface {
	Handle(op *Operation, handler func(ctx Context))
	ServeHTTP(http.ResponseWriter, *http.Request)
}

// Context is a subset.
type Context interface {
	Operation() *Operation
	Context() context.Context
	Method() string
	Header(name string) string
}

// API is a subset.
type API interface {
	Adapter() Adapter
}

func Register[I, O any](api API, op Operation, handler func(context.Context, *I) (*O, error)) {}

func Get[I, O any](api API, path string, handler func(context.Context, *I) (*O, error), operationHandlers ...func(o *Operation)) {
}

func Post[I, O any](api API, path string, handler func(context.Context, *I) (*O, error), operationHandlers ...func(o *Operation)) {
}

func Head[I, O any](api API, path string, handler func(context.Context, *I) (*O, error), operationHandlers ...func(o *Operation)) {
}

func Put[I, O any](api API, path string, handler func(context.Context, *I) (*O, error), operationHandlers ...func(o *Operation)) {
}

func Patch[I, O any](api API, path string, handler func(context.Context, *I) (*O, error), operationHandlers ...func(o *Operation)) {
}

func Delete[I, O any](api API, path string, handler func(context.Context, *I) (*O, error), operationHandlers ...func(o *Operation)) {
}
