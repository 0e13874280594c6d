// Package model declares the service's own web context and handler type:
// handlers take the context, not the request, and an adapter in package
// server (which imports the handlers) registers them as routes.
package model

import (
	"database/sql"
	"net/http"
)

type WebContext interface {
	Request() *http.Request
	ResponseWriter() http.ResponseWriter
	UserID() string
}

type Dependencies struct{ DB *sql.DB }

type HttpHandler func(deps *Dependencies, c WebContext)

// Respond writes v to the response.
func Respond(c WebContext, v string) { _, _ = c.ResponseWriter().Write([]byte(v)) }
