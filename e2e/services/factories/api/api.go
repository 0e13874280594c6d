// Package api holds the factories service's HTTP handlers, each registered
// through the service's tracing middleware.
package api

import (
	"database/sql"
	"log/slog"
	"net/http"

	"github.com/idemlint/idemlint/e2e/services/factories/tracing"
)

type Handlers struct{ DB *sql.DB }

// Routes registers the handlers, each wrapped by tracing.Wrap.
func (h *Handlers) Routes(mux *http.ServeMux, log *slog.Logger) {
	mux.Handle("POST /orders/{id}/checkout", tracing.Wrap(h.Checkout, log))
	mux.Handle("GET /orders/{id}", tracing.Wrap(h.View, log))
}

// Checkout is a POST route reached only through the middleware: a client
// retry inserts the payment again.
func (h *Handlers) Checkout(w http.ResponseWriter, r *http.Request) {
	if _, err := h.DB.ExecContext(r.Context(), `INSERT INTO payments (order_id) VALUES ($1)`, r.PathValue("id")); err != nil { // expect: nodedupe `handler \(\*Handlers\)\.Checkout: a client retry inserts a duplicate row \(INSERT INTO payments`
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// View is the clean look-alike: the same insert (a view log) on a GET route.
func (h *Handlers) View(w http.ResponseWriter, r *http.Request) {
	if _, err := h.DB.ExecContext(r.Context(), `INSERT INTO order_views (order_id) VALUES ($1)`, r.PathValue("id")); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}
