package api // want package:`wiring: \(\*MessageAPI\)\.Create → wiring/api\.Notifier\.Notify, \(\*MessageAPI\)\.Nudge → wiring/api\.Notifier\.Notify`

// Package api is an HTTP API whose message route stores nothing itself:
// it notifies through an interface that package app wires to the
// websocket stream.

import (
	"encoding/json"
	"net/http"

	"wiring/model"
)

type Notifier interface {
	Notify(user uint, m *model.Message)
}

type MessageAPI struct{ Notifier Notifier }

// Create pushes the posted message to the user's devices: a retried POST
// pushes it twice.
func (a *MessageAPI) Create(w http.ResponseWriter, r *http.Request) { // wired: `handler \(\*MessageAPI\)\.Create: a client retry messages a person again through api\.Notifier\.Notify`
	var m model.Message
	if err := json.NewDecoder(r.Body).Decode(&m); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	a.Notifier.Notify(1, &m)
	w.WriteHeader(http.StatusOK)
}

// Nudge pushes the text the query names (a POST with its input in the
// query, read by a helper): the query is the request's data, and a
// retried request pushes it twice.
func (a *MessageAPI) Nudge(w http.ResponseWriter, r *http.Request) { // wired: `handler \(\*MessageAPI\)\.Nudge: a client retry messages a person again through api\.Notifier\.Notify`
	if r.Method != http.MethodPost {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	a.Notifier.Notify(1, &model.Message{Body: param(r, "text")})
	w.WriteHeader(http.StatusOK)
}

func param(r *http.Request, name string) string { return r.URL.Query().Get(name) }
