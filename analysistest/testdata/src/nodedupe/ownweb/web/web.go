// Package web is a service's own web framework over httprouter (fider's
// shape): handlers are func(*Context) error, registered through the
// engine's Post/Put/Delete, which wrap them in middlewares and in an
// httprouter.Handle closure.
package web

import (
	"encoding/json"
	"net/http"

	"github.com/julienschmidt/httprouter"
)

type Context struct {
	Request  *http.Request
	Response http.ResponseWriter
	params   map[string]string
}

// BindTo decodes the request body into v.
func (c *Context) BindTo(v any) error { return json.NewDecoder(c.Request.Body).Decode(v) }

func (c *Context) Param(name string) string { return c.params[name] }

func (c *Context) Ok(v any) error { return json.NewEncoder(c.Response).Encode(v) }

type HandlerFunc func(*Context) error

type MiddlewareFunc func(HandlerFunc) HandlerFunc

type Engine struct {
	mux         *httprouter.Router
	middlewares []MiddlewareFunc
}

func New() *Engine { return &Engine{mux: httprouter.New()} }

func (e *Engine) Use(m MiddlewareFunc) { e.middlewares = append(e.middlewares, m) }

func (e *Engine) Get(path string, handler HandlerFunc) {
	e.mux.Handle("GET", path, e.handle(e.middlewares, handler))
}

func (e *Engine) Post(path string, handler HandlerFunc) {
	e.mux.Handle("POST", path, e.handle(e.middlewares, handler))
}

func (e *Engine) Delete(path string, handler HandlerFunc) {
	e.mux.Handle("DELETE", path, e.handle(e.middlewares, handler))
}

func (e *Engine) handle(middlewares []MiddlewareFunc, handler HandlerFunc) httprouter.Handle {
	next := handler
	for i := len(middlewares) - 1; i >= 0; i-- {
		next = middlewares[i](next)
	}
	return func(res http.ResponseWriter, req *http.Request, ps httprouter.Params) {
		params := map[string]string{}
		for _, p := range ps {
			params[p.Key] = p.Value
		}
		_ = next(&Context{Request: req, Response: res, params: params})
	}
}
