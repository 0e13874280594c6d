// Package gorilla: gorilla/mux routes whose method is set by a chained Methods call.
package gorilla

import (
	"database/sql"
	"io"
	"net/http"

	"github.com/gorilla/mux"
)

type API struct{ db *sql.DB }

func (a *API) Create(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`INSERT INTO orders (customer) VALUES ($1)`, r.FormValue("customer")) // want `handler \(\*API\)\.Create: a client retry inserts a duplicate row \(INSERT INTO orders \(customer\) VALUES \(\$1\)\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

func (a *API) CreateKeyed(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`INSERT INTO orders (id, customer) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, r.Header.Get("Idempotency-Key"), r.FormValue("customer"))
}

func (a *API) Refund(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`UPDATE wallets SET balance = balance + $1 WHERE id = $2`, 10, mux.Vars(r)["id"]) // want `handler \(\*API\)\.Refund: a client retry bumps a counter again \(UPDATE wallets SET balance…\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

// a read route that logs each view: not a write handler, though it reads
// the body (a handler of its shape on no visible route would be one)
func (a *API) Views(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	a.db.Exec(`INSERT INTO views (page) VALUES ($1)`, body)
}

// another read route, registered with the method first
func (a *API) Stats(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	a.db.Exec(`INSERT INTO views (page) VALUES ($1)`, body)
}

func routes(r *mux.Router, a *API) {
	r.HandleFunc("/orders", a.Create).Methods("POST")
	r.HandleFunc("/orders/keyed", a.CreateKeyed).Methods(http.MethodPost)
	r.Methods("PUT", "PATCH").Path("/wallets/{id}/refund").HandlerFunc(a.Refund)
	r.HandleFunc("/views", a.Views).Methods("GET").Name("views")
	r.Methods(http.MethodGet).Path("/stats").HandlerFunc(a.Stats)
}
