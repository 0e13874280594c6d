// Package server registers the handlers through the service's adapter.
package server

import (
	"net/http"

	"nodedupe/ownctx/handlers"
	"nodedupe/ownctx/model"
)

type webContext struct {
	w http.ResponseWriter
	r *http.Request
}

func (c *webContext) Request() *http.Request              { return c.r }
func (c *webContext) ResponseWriter() http.ResponseWriter { return c.w }
func (c *webContext) UserID() string                      { return c.r.Header.Get("X-User") }

func ToHTTPHandler(deps *model.Dependencies, h model.HttpHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		h(deps, &webContext{w: w, r: r})
	}
}

func Routes(mux *http.ServeMux, deps *model.Dependencies) {
	mux.HandleFunc("POST /like", ToHTTPHandler(deps, handlers.HandleLike))
	mux.HandleFunc("GET /view", ToHTTPHandler(deps, handlers.HandleView))
}
