// Package api: subscription routes. The store's insert is keyed by the
// subscriber's email (its primary key); the welcome mail runs only after
// it succeeded.
package api

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"time"

	"nodedupe/fieldclaim/store"
)

type API struct{ db *sql.DB }

// subscribe passes the email the client sent (with a timestamp made
// here beside it): a retry is refused by the key, no second mail. Clean.
func (a *API) subscribe(w http.ResponseWriter, r *http.Request) {
	var in struct{ Email, Name string }
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		return
	}
	sub := store.Subscriber{Email: in.Email, Name: in.Name, CreatedAt: time.Now()}
	if err := store.Subscribe(r.Context(), a.db, sub); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
	}
}

// remind passes the same email to a store whose insert has no key: a
// retry mails again. Bug.
func (a *API) remind(w http.ResponseWriter, r *http.Request) {
	var in struct{ Email string }
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		return
	}
	_ = store.Remind(r.Context(), a.db, store.Subscriber{Email: in.Email, CreatedAt: time.Now()}) // want `handler \(\*API\)\.remind: a client retry .*messages a person again`
}

func (a *API) routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /subscribe", a.subscribe)
	mux.HandleFunc("POST /remind", a.remind)
}
