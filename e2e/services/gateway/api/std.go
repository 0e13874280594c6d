package api

import (
	"encoding/json"
	"net/http"

	"github.com/idemlint/idemlint/e2e/services/gateway/orders"
)

type Std struct{ Orders *orders.Store }

func (h *Std) Create(w http.ResponseWriter, r *http.Request) {
	var o NewOrder
	if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	h.Orders.Create(r.Context(), o.Customer, o.Cents) // expect: nodedupe `handler \(\*Std\)\.Create: a client retry inserts a duplicate row \(INSERT INTO orders \(customer, cents\) VALUES \(\$1, \$2\)\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

// Search decodes a JSON query but serves "GET /std/search": a read route.
func (h *Std) Search(w http.ResponseWriter, r *http.Request) {
	var q struct{ Page string }
	json.NewDecoder(r.Body).Decode(&q)
	h.Orders.LogView(r.Context(), q.Page)
}

func (h *Std) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /std/orders", h.Create)
	mux.HandleFunc("GET /std/search", h.Search)
}
