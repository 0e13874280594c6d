// Package popapp: routes on gobuffalo/pop. A lookup by the request's
// email guards the create and the mail after it; pop's Create of a member
// is a new row, of an audit entry none a retry harms; RawQuery runs its
// text.
package popapp

import (
	"net/http"
	"net/smtp"

	"github.com/go-chi/chi/v5"
	"github.com/gobuffalo/pop/v6"
)

type Member struct {
	ID    string `db:"id"`
	Email string `db:"email"`
}

type AuditLogEntry struct {
	ID     string `db:"id"`
	Action string `db:"action"`
}

type API struct{ db *pop.Connection }

func (a *API) Routes() http.Handler {
	r := chi.NewRouter()
	r.Post("/invite", a.Invite)
	r.Post("/signup", a.Signup)
	r.Post("/notes/{id}/like", a.Like)
	return r
}

// Invite creates the member only when none has the email: a retry finds
// the member (clean). (No migration here makes members.email unique.)
func (a *API) Invite(w http.ResponseWriter, r *http.Request) {
	email := r.FormValue("email")
	u := &Member{}
	if err := a.db.Where("email = ?", email).First(u); err == nil {
		w.WriteHeader(http.StatusOK)
		return
	}
	if err := a.db.Create(&Member{Email: email}); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// Signup creates a member and mails on every request; its audit entry is no
// harm.
func (a *API) Signup(w http.ResponseWriter, r *http.Request) {
	email := r.FormValue("email")
	err := a.db.Transaction(func(tx *pop.Connection) error {
		if err := tx.Create(&Member{Email: email}); err != nil { // want `handler \(\*API\)\.Signup: a client retry inserts a duplicate row \(INSERT INTO members \(pop Create\)\)`
			return err
		}
		return tx.Create(&AuditLogEntry{Action: "signup"})
	})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_ = smtp.SendMail("smtp:587", nil, "app@example.com", []string{email}, []byte("welcome")) // want `handler \(\*API\)\.Signup: a client retry messages a person again`
}

// Like bumps a counter through RawQuery: a retry bumps it again.
func (a *API) Like(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	if err := a.db.RawQuery("UPDATE notes SET likes = likes + 1 WHERE id = ?", id).Exec(); err != nil { // want `handler \(\*API\)\.Like: a client retry bumps a counter again`
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}
