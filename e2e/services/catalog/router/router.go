// Package router is the catalog service's own tiny HTTP router: routes are
// registered by method and path, so no library route registration is visible.
package router

import "net/http"

// Router dispatches on method and path.
type Router struct {
	routes map[string]http.HandlerFunc
}

// New returns an empty router.
func New() *Router { return &Router{routes: map[string]http.HandlerFunc{}} }

// Handle registers h for method and path.
func (rt *Router) Handle(method, path string, h http.HandlerFunc) {
	rt.routes[method+" "+path] = h
}

// ServeHTTP implements http.Handler.
func (rt *Router) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h, ok := rt.routes[r.Method+" "+r.URL.Path]
	if !ok {
		http.NotFound(w, r)
		return
	}
	h(w, r)
}
