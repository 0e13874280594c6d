// Package api: HTTP routes creating invoices.
package api

import (
	"database/sql"
	"net/http"
	"strconv"

	"nodedupe/checkedinsert/billing"
)

type API struct{ db *sql.DB }

// generateInvoice renews the service the path names: a retry finds the
// unpaid invoice and is refused. Clean.
func (a *API) generateInvoice(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.Atoi(r.PathValue("id"))
	tx, err := a.db.BeginTx(r.Context(), nil)
	if err != nil {
		return
	}
	defer tx.Rollback()
	if _, err := billing.CreateRenewalInvoice(r.Context(), tx, id); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	_ = tx.Commit()
}

// order creates a service, then its first invoice: the check is keyed by
// the service this request just created, so a retry creates a second
// service and a second invoice. Bug.
func (a *API) order(w http.ResponseWriter, r *http.Request) {
	tx, err := a.db.BeginTx(r.Context(), nil)
	if err != nil {
		return
	}
	defer tx.Rollback()
	var id int
	if err := tx.QueryRowContext(r.Context(), `INSERT INTO services (label) VALUES ($1) RETURNING id`, r.FormValue("label")).Scan(&id); err != nil { // want `handler \(\*API\)\.order: a client retry inserts a duplicate row`
		return
	}
	if _, err := billing.CreateRenewalInvoice(r.Context(), tx, id); err != nil { // want `handler \(\*API\)\.order: a client retry inserts a duplicate row`
		return
	}
	_ = tx.Commit()
}

// invoiceUnchecked's store checks only the lookup's error: a retry
// inserts a second invoice. Bug.
func (a *API) invoiceUnchecked(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.Atoi(r.PathValue("id"))
	tx, err := a.db.BeginTx(r.Context(), nil)
	if err != nil {
		return
	}
	defer tx.Rollback()
	if err := billing.CreateInvoiceChecked(r.Context(), tx, id); err != nil { // want `handler \(\*API\)\.invoiceUnchecked: a client retry inserts a duplicate row`
		return
	}
	_ = tx.Commit()
}

func Routes(mux *http.ServeMux, a *API) {
	mux.HandleFunc("POST /services/{id}/invoices", a.generateInvoice)
	mux.HandleFunc("POST /orders", a.order)
	mux.HandleFunc("POST /services/{id}/invoices-unchecked", a.invoiceUnchecked)
}
