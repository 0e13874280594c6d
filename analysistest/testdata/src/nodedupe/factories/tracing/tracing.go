// Package tracing is the service's own middleware: it wraps a handler func
// into an http.Handler.
package tracing

import (
	"log/slog"
	"net/http"
)

func Wrap(h http.HandlerFunc, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		log.Info("request", "path", r.URL.Path)
		h(w, r)
	})
}
