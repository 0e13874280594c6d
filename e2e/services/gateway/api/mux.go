package api

import (
	"encoding/json"
	"net/http"

	"github.com/gorilla/mux"

	"github.com/idemlint/idemlint/e2e/services/gateway/orders"
)

type Mux struct{ Orders *orders.Store }

func (h *Mux) Create(w http.ResponseWriter, r *http.Request) {
	var o NewOrder
	if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	h.Orders.Create(r.Context(), o.Customer, o.Cents) // expect: nodedupe `handler \(\*Mux\)\.Create: a client retry inserts a duplicate row \(INSERT INTO orders \(customer, cents\) VALUES \(\$1, \$2\)\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

func (h *Mux) CreateKeyed(w http.ResponseWriter, r *http.Request) {
	var o NewOrder
	if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	h.Orders.CreateKeyed(r.Context(), r.Header.Get("Idempotency-Key"), o.Customer, o.Cents)
}

// Search reads a JSON query from the body but is registered for GET only: a read route.
func (h *Mux) Search(w http.ResponseWriter, r *http.Request) {
	var q struct{ Page string }
	json.NewDecoder(r.Body).Decode(&q)
	h.Orders.LogView(r.Context(), q.Page)
}

func (h *Mux) Cancel(w http.ResponseWriter, r *http.Request) {
	h.Orders.Cancel(r.Context(), mux.Vars(r)["id"]) // expect: nodedupe `handler \(\*Mux\)\.Cancel: a client retry bumps a counter again \(UPDATE stock SET reserved =…\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

func (h *Mux) Routes(r *mux.Router) {
	r.HandleFunc("/mux/orders", h.Create).Methods(http.MethodPost)
	r.HandleFunc("/mux/orders", h.CreateKeyed).Methods(http.MethodPut)
	r.HandleFunc("/mux/search", h.Search).Methods(http.MethodGet)
	r.Methods(http.MethodDelete).Path("/mux/orders/{id}").HandlerFunc(h.Cancel)
}
