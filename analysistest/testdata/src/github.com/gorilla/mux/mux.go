// Package mux is an analysistest stub of github.com/gorilla/mux (github.com/gorilla/mux@v1.8.1).
// Subset: Router and Route registration and matcher methods, Vars, MiddlewareFunc; struct fields
// omitted. Declarations mirror the real API surface; bodies are trivial.
package mux

import "net/http"

type MiddlewareFunc func(http.Handler) http.Handler

type Router struct{}

func NewRouter() *Router { return nil }

func (r *Router) Use(mwf ...MiddlewareFunc) {}

func (r *Router) ServeHTTP(w http.ResponseWriter, req *http.Request) {}

func (r *Router) NewRoute() *Route { return nil }

func (r *Router) Handle(path string, handler http.Handler) *Route { return nil }

func (r *Router) HandleFunc(path string, f func(http.ResponseWriter,
	*http.Request)) *Route {
	return nil
}

func (r *Router) Methods(methods ...string) *Route { return nil }

func (r *Router) Path(tpl string) *Route { return nil }

func (r *Router) PathPrefix(tpl string) *Route { return nil }

func Vars(r *http.Request) map[string]string { return nil }

type Route struct{}

func (r *Route) Handler(handler http.Handler) *Route { return nil }

func (r *Route) HandlerFunc(f func(http.ResponseWriter, *http.Request)) *Route { return nil }

func (r *Route) Name(name string) *Route { return nil }

func (r *Route) Headers(pairs ...string) *Route { return nil }

func (r *Route) Methods(methods ...string) *Route { return nil }

func (r *Route) Path(tpl string) *Route { return nil }

func (r *Route) PathPrefix(tpl string) *Route { return nil }

func (r *Route) Queries(pairs ...string) *Route { return nil }

func (r *Route) Subrouter() *Router { return nil }
