// Package pq: lib/pq with database/sql inside HTTP handlers.
package pq

import (
	"database/sql"
	"errors"
	"net/http"

	"github.com/lib/pq"
)

func routes(mux *http.ServeMux, db *sql.DB) {
	// nodedupe bug: POST that appends a row
	mux.HandleFunc("POST /transfers", func(w http.ResponseWriter, r *http.Request) {
		_, err := db.Exec(`INSERT INTO transfers (from_acct, to_acct, cents) VALUES ($1, $2, $3)`, r.FormValue("from"), r.FormValue("to"), r.FormValue("cents")) // expect: nodedupe `handler func literal in routes: a client retry inserts a duplicate row \(INSERT INTO transfers \(from.*\)`
		if err != nil {
			http.Error(w, err.Error(), 500)
		}
	})
	// nodedupe clean: Idempotency-Key recorded, unique violation handled with *pq.Error
	mux.HandleFunc("POST /transfers/safe", func(w http.ResponseWriter, r *http.Request) {
		tx, err := db.Begin()
		if err != nil {
			return
		}
		defer tx.Rollback()
		_, err = tx.Exec(`INSERT INTO idempotency_keys (key) VALUES ($1)`, r.Header.Get("Idempotency-Key"))
		var pqErr *pq.Error
		if errors.As(err, &pqErr) && pqErr.Code == "23505" {
			w.WriteHeader(http.StatusOK)
			return
		}
		if err != nil {
			return
		}
		tx.Exec(`INSERT INTO transfers (from_acct, to_acct, cents) VALUES ($1, $2, $3)`, r.FormValue("from"), r.FormValue("to"), r.FormValue("cents"))
		tx.Commit()
	})
	// nodedupe clean: GET is not a write method
	mux.HandleFunc("GET /transfers/count", func(w http.ResponseWriter, r *http.Request) {
		db.Exec(`UPDATE stats SET views = views + 1`)
	})
	// payloadkey bug: the key is the form body
	mux.HandleFunc("POST /transfers/v2", func(w http.ResponseWriter, r *http.Request) {
		res, err := db.Exec(`INSERT INTO idempotency_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, r.FormValue("from")+r.FormValue("to")) // expect: payloadkey "only from the payload"
		if err != nil {
			return
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return
		}
		// and the claim is not in the transaction of the effect
		db.Exec(`INSERT INTO transfers (from_acct, to_acct, cents) VALUES ($1, $2, $3)`, r.FormValue("from"), r.FormValue("to"), r.FormValue("cents")) // expect: nodedupe "dedupes in another transaction"
	})
}
