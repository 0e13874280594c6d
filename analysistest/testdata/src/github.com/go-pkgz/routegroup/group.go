// Package routegroup is an analysistest stub of github.com/go-pkgz/routegroup
// v1.6.1. Declarations mirror the real API (group.go); bodies are trivial.
package routegroup

import "net/http"

// Bundle represents a group of routes with associated middleware.
type Bundle struct {
	mux         *http.ServeMux
	basePath    string
	middlewares []func(http.Handler) http.Handler
}

// New creates a new Bundle.
func New(mux *http.ServeMux) *Bundle { return &Bundle{mux: mux} }

// Mount creates a new group with a specified base path.
func Mount(mux *http.ServeMux, basePath string) *Bundle { return &Bundle{mux: mux, basePath: basePath} }

// ServeHTTP implements the http.Handler interface.
func (b *Bundle) ServeHTTP(w http.ResponseWriter, r *http.Request) { b.mux.ServeHTTP(w, r) }

// Group creates a new group with the same middleware stack as the original on top of the existing bundle.
func (b *Bundle) Group() *Bundle { return &Bundle{mux: b.mux, basePath: b.basePath} }

// Mount creates a new group with a specified base path on top of the existing bundle.
func (b *Bundle) Mount(basePath string) *Bundle {
	return &Bundle{mux: b.mux, basePath: b.basePath + basePath}
}

// Use adds middleware(s) to the Group.
func (b *Bundle) Use(middleware func(http.Handler) http.Handler, more ...func(http.Handler) http.Handler) {
}

// With adds new middleware(s) to the Group and returns a new Group with the updated middleware stack.
func (b *Bundle) With(middleware func(http.Handler) http.Handler, more ...func(http.Handler) http.Handler) *Bundle {
	return b
}

// Handle adds a new route to the Group's mux, applying all middlewares to the handler.
func (b *Bundle) Handle(pattern string, handler http.Handler) {}

// HandleFunc registers the handler function for the given pattern to the Group's mux.
func (b *Bundle) HandleFunc(pattern string, handler http.HandlerFunc) {}

// HandleRoot adds a handler for the group's root path without trailing slash.
func (b *Bundle) HandleRoot(method string, handler http.Handler) {}

// HandleRootFunc is a convenience method for HandleRoot with http.HandlerFunc.
func (b *Bundle) HandleRootFunc(method string, handler http.HandlerFunc) {}

// Route allows for configuring the Group inside the configureFn function.
func (b *Bundle) Route(configureFn func(*Bundle)) { configureFn(b) }
