// Package httprouter is an analysistest stub of
// github.com/julienschmidt/httprouter v1.3.0. Declarations mirror the real
// API; bodies are trivial.
package httprouter

import "net/http"

// Handle is a function that can be registered to a route to handle HTTP
// requests. Like http.HandlerFunc, but has a third parameter for the values of
// wildcards (path variables).
type Handle func(http.ResponseWriter, *http.Request, Params)

// Param is a single URL parameter, consisting of a key and a value.
type Param struct {
	Key   string
	Value string
}

// Params is a Param-slice, as returned by the router.
type Params []Param

// ByName returns the value of the first Param which key matches the given name.
func (ps Params) ByName(name string) string {
	for i := range ps {
		if ps[i].Key == name {
			return ps[i].Value
		}
	}
	return ""
}

// Router is a http.Handler which can be used to dispatch requests to different
// handler functions via configurable routes
type Router struct {
	RedirectTrailingSlash  bool
	RedirectFixedPath      bool
	HandleMethodNotAllowed bool
	HandleOPTIONS          bool
	NotFound               http.Handler
	MethodNotAllowed       http.Handler
	PanicHandler           func(http.ResponseWriter, *http.Request, interface{})
}

// New returns a new initialized Router.
func New() *Router { return &Router{} }

// GET is a shortcut for router.Handle(http.MethodGet, path, handle)
func (r *Router) GET(path string, handle Handle) { r.Handle(http.MethodGet, path, handle) }

// HEAD is a shortcut for router.Handle(http.MethodHead, path, handle)
func (r *Router) HEAD(path string, handle Handle) { r.Handle(http.MethodHead, path, handle) }

// OPTIONS is a shortcut for router.Handle(http.MethodOptions, path, handle)
func (r *Router) OPTIONS(path string, handle Handle) { r.Handle(http.MethodOptions, path, handle) }

// POST is a shortcut for router.Handle(http.MethodPost, path, handle)
func (r *Router) POST(path string, handle Handle) { r.Handle(http.MethodPost, path, handle) }

// PUT is a shortcut for router.Handle(http.MethodPut, path, handle)
func (r *Router) PUT(path string, handle Handle) { r.Handle(http.MethodPut, path, handle) }

// PATCH is a shortcut for router.Handle(http.MethodPatch, path, handle)
func (r *Router) PATCH(path string, handle Handle) { r.Handle(http.MethodPatch, path, handle) }

// DELETE is a shortcut for router.Handle(http.MethodDelete, path, handle)
func (r *Router) DELETE(path string, handle Handle) { r.Handle(http.MethodDelete, path, handle) }

// Handle registers a new request handle with the given path and method.
func (r *Router) Handle(method, path string, handle Handle) {}

// Handler is an adapter which allows the usage of an http.Handler as a
// request handle.
func (r *Router) Handler(method, path string, handler http.Handler) {}

// HandlerFunc is an adapter which allows the usage of an http.HandlerFunc as a
// request handle.
func (r *Router) HandlerFunc(method, path string, handler http.HandlerFunc) {}

// ServeFiles serves files from the given file system root.
func (r *Router) ServeFiles(path string, root http.FileSystem) {}

// Lookup allows the manual lookup of a method + path combo.
func (r *Router) Lookup(method, path string) (Handle, Params, bool) { return nil, nil, false }

// ServeHTTP makes the router implement the http.Handler interface.
func (r *Router) ServeHTTP(w http.ResponseWriter, req *http.Request) {}
