// Package tracing is the factories service's own HTTP middleware: it wraps
// a handler func into an http.Handler.
package tracing

import (
	"log/slog"
	"net/http"
	"time"
)

func Wrap(h http.HandlerFunc, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		h(w, r)
		log.Info("request", "path", r.URL.Path, "took", time.Since(start))
	})
}
