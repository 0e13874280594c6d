// Package changeguard: routes that act only while the stored value
// differs from the request's, and set it: a retry finds them equal and
// does nothing (supabase/auth's email change with autoconfirm). The
// stored value may be read through a getter (u.GetEmail()); a route that
// stores only a pending change repeats its mail.
package changeguard

import (
	"database/sql"
	"net/http"
	"net/smtp"
)

type API struct{ db *sql.DB }

type User struct {
	ID    string
	Email string
	Phone string
}

func (a *API) load(r *http.Request) (*User, error) {
	u := &User{}
	err := a.db.QueryRow(`SELECT id, email FROM users WHERE id = $1`, r.Header.Get("X-User")).Scan(&u.ID, &u.Email)
	return u, err
}

func (a *API) setEmail(u *User, email string) error {
	u.Email = email
	_, err := a.db.Exec(`UPDATE users SET email = $1 WHERE id = $2`, email, u.ID)
	return err
}

// ChangeEmail: only while the stored email differs; sets it.
func (a *API) ChangeEmail(w http.ResponseWriter, r *http.Request) {
	u, err := a.load(r)
	if err != nil {
		return
	}
	email := r.FormValue("email")
	if email != "" && email != u.Email {
		if err := a.setEmail(u, email); err != nil {
			return
		}
		smtp.SendMail("smtp:587", nil, "a@example.com", []string{email}, []byte("your email changed"))
	}
}

// ChangeEmailPending: the same test, but only a pending change is stored: a retry mails again.
func (a *API) ChangeEmailPending(w http.ResponseWriter, r *http.Request) {
	u, err := a.load(r)
	if err != nil {
		return
	}
	email := r.FormValue("email")
	if email != u.Email {
		a.db.Exec(`UPDATE users SET email_change = $1 WHERE id = $2`, email, u.ID)
		smtp.SendMail("smtp:587", nil, "a@example.com", []string{email}, []byte("confirm")) // want `handler \(\*API\)\.ChangeEmailPending: a client retry messages a person again`
	}
}

func (u *User) GetEmail() string { return u.Email }

// ChangeEmailGetter: the stored value through a getter.
func (a *API) ChangeEmailGetter(w http.ResponseWriter, r *http.Request) {
	u, err := a.load(r)
	if err != nil {
		return
	}
	email := r.FormValue("email")
	if email != "" && email != u.GetEmail() {
		if err := a.setEmail(u, email); err != nil {
			return
		}
		smtp.SendMail("smtp:587", nil, "a@example.com", []string{email}, []byte("your email changed"))
	}
}

func (a *API) tx(fn func(db *sql.DB) error) error { return fn(a.db) }

// ChangeEmailTx: the test and the write in a transaction's callback.
func (a *API) ChangeEmailTx(w http.ResponseWriter, r *http.Request) {
	u, err := a.load(r)
	if err != nil {
		return
	}
	email := r.FormValue("email")
	a.tx(func(db *sql.DB) error {
		if email != "" && email != u.Email {
			if err := a.setEmail(u, email); err != nil {
				return err
			}
			return smtp.SendMail("smtp:587", nil, "a@example.com", []string{email}, []byte("your email changed"))
		}
		return nil
	})
}

func Routes(a *API) {
	http.HandleFunc("POST /email", a.ChangeEmail)
	http.HandleFunc("POST /email/pending", a.ChangeEmailPending)
	http.HandleFunc("POST /email/getter", a.ChangeEmailGetter)
	http.HandleFunc("POST /email/tx", a.ChangeEmailTx)
}
