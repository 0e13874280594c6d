package chi

import "net/http"

// Mux is a simple HTTP route multiplexer.
type Mux struct{}

func NewMux() *Mux { return &Mux{} }

func (mx *Mux) ServeHTTP(w http.ResponseWriter, r *http.Request)              {}
func (mx *Mux) Use(middlewares ...func(http.Handler) http.Handler)            {}
func (mx *Mux) Handle(pattern string, handler http.Handler)                   {}
func (mx *Mux) HandleFunc(pattern string, handlerFn http.HandlerFunc)         {}
func (mx *Mux) Method(method, pattern string, handler http.Handler)           {}
func (mx *Mux) MethodFunc(method, pattern string, handlerFn http.HandlerFunc) {}
func (mx *Mux) Connect(pattern string, handlerFn http.HandlerFunc)            {}
func (mx *Mux) Delete(pattern string, handlerFn http.HandlerFunc)             {}
func (mx *Mux) Get(pattern string, handlerFn http.HandlerFunc)                {}
func (mx *Mux) Head(pattern string, handlerFn http.HandlerFunc)               {}
func (mx *Mux) Options(pattern string, handlerFn http.HandlerFunc)            {}
func (mx *Mux) Patch(pattern string, handlerFn http.HandlerFunc)              {}
func (mx *Mux) Post(pattern string, handlerFn http.HandlerFunc)               {}
func (mx *Mux) Put(pattern string, handlerFn http.HandlerFunc)                {}
func (mx *Mux) Query(pattern string, handlerFn http.HandlerFunc)              {}
func (mx *Mux) Trace(pattern string, handlerFn http.HandlerFunc)              {}
func (mx *Mux) NotFound(handlerFn http.HandlerFunc)                           {}
func (mx *Mux) MethodNotAllowed(handlerFn http.HandlerFunc)                   {}
func (mx *Mux) With(middlewares ...func(http.Handler) http.Handler) Router    { return mx }
func (mx *Mux) Group(fn func(r Router)) Router                                { return mx }
func (mx *Mux) Route(pattern string, fn func(r Router)) Router                { return mx }
func (mx *Mux) Mount(pattern string, handler http.Handler)                    {}
func (mx *Mux) Routes() []Route                                               { return nil }
func (mx *Mux) Middlewares() Middlewares                                      { return nil }
func (mx *Mux) Match(rctx *Context, method, path string) bool                 { return false }
func (mx *Mux) Find(rctx *Context, method, path string) string                { return "" }
func (mx *Mux) NotFoundHandler() http.HandlerFunc                             { return nil }

var _ Router = (*Mux)(nil)
