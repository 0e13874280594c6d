// Package chi is an analysistest stub of github.com/go-chi/chi/v5 v5.5.0.
// Declarations mirror the real API; bodies are trivial.
package chi

import (
	"context"
	"net/http"
)

// NewRouter returns a new Mux object that implements the Router interface.
func NewRouter() *Mux { return NewMux() }

// Router consisting of the core routing methods used by chi's Mux.
type Router interface {
	http.Handler
	Routes

	Use(middlewares ...func(http.Handler) http.Handler)
	With(middlewares ...func(http.Handler) http.Handler) Router
	Group(fn func(r Router)) Router
	Route(pattern string, fn func(r Router)) Router
	Mount(pattern string, h http.Handler)
	Handle(pattern string, h http.Handler)
	HandleFunc(pattern string, h http.HandlerFunc)
	Method(method, pattern string, h http.Handler)
	MethodFunc(method, pattern string, h http.HandlerFunc)
	Connect(pattern string, h http.HandlerFunc)
	Delete(pattern string, h http.HandlerFunc)
	Get(pattern string, h http.HandlerFunc)
	Head(pattern string, h http.HandlerFunc)
	Options(pattern string, h http.HandlerFunc)
	Patch(pattern string, h http.HandlerFunc)
	Post(pattern string, h http.HandlerFunc)
	Put(pattern string, h http.HandlerFunc)
	Query(pattern string, h http.HandlerFunc)
	Trace(pattern string, h http.HandlerFunc)
	NotFound(h http.HandlerFunc)
	MethodNotAllowed(h http.HandlerFunc)
}

// Routes interface adds two methods for router traversal.
type Routes interface {
	Routes() []Route
	Middlewares() Middlewares
	Match(rctx *Context, method, path string) bool
	Find(rctx *Context, method, path string) string
}

// Middlewares type is a slice of standard middleware handlers with methods
// to compose middleware chains and http.Handler's.
type Middlewares []func(http.Handler) http.Handler

func Chain(middlewares ...func(http.Handler) http.Handler) Middlewares {
	return Middlewares(middlewares)
}

func (mws Middlewares) Handler(h http.Handler) http.Handler         { return h }
func (mws Middlewares) HandlerFunc(h http.HandlerFunc) http.Handler { return h }

// ChainHandler is a http.Handler with support for handler composition and execution.
type ChainHandler struct {
	Endpoint    http.Handler
	chain       http.Handler
	Middlewares Middlewares
}

func (c *ChainHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {}

// Route describes the details of a routing handler.
type Route struct {
	SubRoutes Routes
	Handlers  map[string]http.Handler
	Pattern   string
}

// URLParam returns the url parameter from a http.Request object.
func URLParam(r *http.Request, key string) string { return "" }

// URLParamFromCtx returns the url parameter from a http.Request Context.
func URLParamFromCtx(ctx context.Context, key string) string { return "" }

// RouteContext returns chi's routing Context object from a http.Request Context.
func RouteContext(ctx context.Context) *Context { return nil }

func NewRouteContext() *Context { return &Context{} }

var RouteCtxKey = &contextKey{"RouteContext"}

// Context is the default routing context set on the root node of a request context.
type Context struct {
	Routes Routes

	parentCtx context.Context

	RoutePath   string
	RouteMethod string

	URLParams RouteParams

	routeParams  RouteParams
	routePattern string

	RoutePatterns []string
}

func (x *Context) Reset()                     {}
func (x *Context) Clone() *Context            { return x }
func (x *Context) URLParam(key string) string { return "" }
func (x *Context) RoutePattern() string       { return "" }

// RouteParams is a structure to track URL routing parameters efficiently.
type RouteParams struct {
	Keys, Values []string
}

func (s *RouteParams) Add(key, value string) {}

type contextKey struct {
	name string
}
