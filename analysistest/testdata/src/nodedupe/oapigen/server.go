package oapigen

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"net/smtp"

	"github.com/go-chi/chi/v5"
)

// Server is the hand-written half of the generated routes: its methods are
// the handlers (reported here, not in the generated wrapper).
type Server struct{ db *sql.DB }

// GetOrders reads: quiet.
func (s Server) GetOrders(w http.ResponseWriter, r *http.Request) {
	rows, _ := s.db.QueryContext(r.Context(), `SELECT id FROM orders`)
	defer rows.Close()
	json.NewEncoder(w).Encode(rows)
}

// CreateOrder mails the customer: a client retry mails again.
func (s Server) CreateOrder(w http.ResponseWriter, r *http.Request) {
	var req struct{ Email string }
	json.NewDecoder(r.Body).Decode(&req)
	smtp.SendMail("smtp.example.com:587", nil, "shop@example.com", []string{req.Email}, []byte("thanks")) // want `handler \(Server\)\.CreateOrder: a client retry messages a person again`
}

// CancelOrder refunds the order's credits: a client retry refunds again.
// (Its signature is no handler's: only the generated route makes it one.)
func (s Server) CancelOrder(w http.ResponseWriter, r *http.Request, id string) {
	s.db.ExecContext(r.Context(), `UPDATE accounts SET credits = credits + 10 WHERE order_id = $1`, id) // want `handler \(Server\)\.CancelOrder: a client retry bumps a counter again`
	w.WriteHeader(http.StatusNoContent)
}

// ArchiveOrder sets a status: idempotent, quiet.
func (s Server) ArchiveOrder(w http.ResponseWriter, r *http.Request, id string) {
	s.db.ExecContext(r.Context(), `UPDATE orders SET status = 'archived' WHERE id = $1`, id)
	w.WriteHeader(http.StatusNoContent)
}

func routes(r chi.Router, db *sql.DB) {
	HandlerFromMux(Server{db: db}, r)
}
