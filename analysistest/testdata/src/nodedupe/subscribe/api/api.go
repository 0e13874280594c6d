// Package api: subscription routes over the subscriber store.
package api

import (
	"encoding/json"
	"net/http"

	"github.com/google/uuid"

	"nodedupe/subscribe/store"
)

type API struct{ subs *store.Store }

// Subscribe: the address comes from the request, through the validator
// (net/mail parses it, the copy returned keeps it): a retry fails on the
// unique address before the mail. Not reported.
func (a *API) Subscribe(w http.ResponseWriter, r *http.Request) {
	var req store.Subscriber
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	req, err := store.Validate(req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if _, err := a.subs.Insert(r.Context(), req); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
	}
}

// Invite: the address is made up for the run (a placeholder subscriber
// per click): the key refuses nothing, a retry mails again. Reported.
func (a *API) Invite(w http.ResponseWriter, r *http.Request) {
	sub := store.Subscriber{Email: uuid.NewString() + "@invites.example.com", Name: r.FormValue("name")}
	if _, err := a.subs.Insert(r.Context(), sub); err != nil { // want `handler \(\*API\)\.Invite: a client retry messages a person again`
		http.Error(w, err.Error(), http.StatusConflict)
	}
}

// CreateRole: the role's name is unique (a partial index on the named
// rows, which this one is): a retry fails on it before the mail. Not
// reported.
func (a *API) CreateRole(w http.ResponseWriter, r *http.Request) {
	if err := a.subs.AddRole(r.Context(), r.FormValue("name")); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
	}
}

// CreateLabel: the label's index holds for active labels only: a retry
// inserts again and mails again. Reported.
func (a *API) CreateLabel(w http.ResponseWriter, r *http.Request) {
	if err := a.subs.AddLabel(r.Context(), r.FormValue("name")); err != nil { // want `handler \(\*API\)\.CreateLabel: a client retry messages a person again`
		http.Error(w, err.Error(), http.StatusConflict)
	}
}
