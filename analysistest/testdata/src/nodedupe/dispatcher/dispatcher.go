// Package dispatcher: one POST route whose form's "action" field chooses
// the method that handles it (a settings page). Each action is a handler
// of that route, reported at itself; the dispatcher is none.
package dispatcher

import (
	"database/sql"
	"net/http"
	"net/smtp"
)

type settings struct{ db *sql.DB }

type action func(w http.ResponseWriter, r *http.Request) int

func (h *settings) Post(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	a := h.dispatch(r.PostForm.Get("action"))
	if a == nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	w.WriteHeader(a(w, r))
}

func (h *settings) dispatch(name string) action {
	switch name {
	case "rename":
		return h.rename
	case "invite":
		return h.invite
	case "credit":
		return h.credit
	}
	return nil
}

// rename sets a field: quiet.
func (h *settings) rename(w http.ResponseWriter, r *http.Request) int {
	h.db.Exec(`UPDATE users SET name = $1 WHERE id = $2`, r.PostForm.Get("name"), r.PostForm.Get("id"))
	return http.StatusOK
}

// invite mails the invitee: a client retry mails again.
func (h *settings) invite(w http.ResponseWriter, r *http.Request) int {
	smtp.SendMail("smtp.example.com:587", nil, "noreply@example.com", []string{r.PostForm.Get("email")}, []byte("join")) // want `handler \(\*settings\)\.invite: a client retry messages a person again`
	return http.StatusOK
}

// credit adds to the balance: a client retry adds again.
func (h *settings) credit(w http.ResponseWriter, r *http.Request) int {
	h.db.Exec(`UPDATE accounts SET credits = credits + 1 WHERE id = $1`, r.PostForm.Get("id")) // want `handler \(\*settings\)\.credit: a client retry bumps a counter again`
	return http.StatusOK
}

func routes(mux *http.ServeMux, h *settings) {
	mux.HandleFunc("POST /settings", h.Post)
}
