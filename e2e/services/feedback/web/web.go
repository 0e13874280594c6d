// Package web is the service's own web framework over httprouter (fider's
// shape): handlers are func(*Context) error, registered through the
// engine's Post/Get/Delete, which wrap them in middlewares and in an
// httprouter.Handle closure.
package web

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/julienschmidt/httprouter"
)

// Context is one request.
type Context struct {
	Request  *http.Request
	Response http.ResponseWriter
	params   httprouter.Params
}

// Bind decodes the request body into v.
func (c *Context) Bind(v any) error { return json.NewDecoder(c.Request.Body).Decode(v) }

// Body reads the raw request body.
func (c *Context) Body() ([]byte, error) { return io.ReadAll(c.Request.Body) }

// Param is a route parameter.
func (c *Context) Param(name string) string { return c.params.ByName(name) }

// OK writes v as JSON.
func (c *Context) OK(v any) error { return json.NewEncoder(c.Response).Encode(v) }

// HandlerFunc handles one request.
type HandlerFunc func(*Context) error

// MiddlewareFunc wraps a handler.
type MiddlewareFunc func(HandlerFunc) HandlerFunc

// Engine routes requests.
type Engine struct {
	mux         *httprouter.Router
	middlewares []MiddlewareFunc
}

// New makes an engine.
func New() *Engine { return &Engine{mux: httprouter.New()} }

// Use adds a middleware.
func (e *Engine) Use(m MiddlewareFunc) { e.middlewares = append(e.middlewares, m) }

// Get registers a GET route.
func (e *Engine) Get(path string, h HandlerFunc) { e.mux.Handle("GET", path, e.handle(h)) }

// Post registers a POST route.
func (e *Engine) Post(path string, h HandlerFunc) { e.mux.Handle("POST", path, e.handle(h)) }

// Delete registers a DELETE route.
func (e *Engine) Delete(path string, h HandlerFunc) { e.mux.Handle("DELETE", path, e.handle(h)) }

// ServeHTTP serves the routes.
func (e *Engine) ServeHTTP(w http.ResponseWriter, r *http.Request) { e.mux.ServeHTTP(w, r) }

func (e *Engine) handle(h HandlerFunc) httprouter.Handle {
	next := h
	for i := len(e.middlewares) - 1; i >= 0; i-- {
		next = e.middlewares[i](next)
	}
	return func(w http.ResponseWriter, r *http.Request, ps httprouter.Params) {
		_ = next(&Context{Request: r, Response: w, params: ps})
	}
}
