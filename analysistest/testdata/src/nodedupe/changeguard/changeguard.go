// Package changeguard: routes that act only while the stored value
// differs from the request's, and set it: a retry finds them equal and
// does nothing (supabase/auth's email change with autoconfirm). The
// stored value may be read through a getter (u.GetEmail()); a route that
// stores only a pending change repeats its mail.
package changeguard

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"net/smtp"

	"nodedupe/changeguard/account"
)

type API struct{ db *sql.DB }

type User struct {
	ID          string
	Email       string
	EmailChange string
	Phone       string
	Anonymous   bool
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

type updateParams struct {
	Email string   `json:"email"`
	Tags  []string `json:"tags"`
	Name  string   `json:"name"`
	Bio   string   `json:"bio"`
}

// confirmEmail applies the pending address; the user's variable is
// reloaded after the transaction, so its callback captures a cell.
func (a *API) confirmEmail(u *User) error {
	err := a.tx(func(db *sql.DB) error {
		u.Email = u.EmailChange
		_, err := db.Exec(`UPDATE users SET email = $1 WHERE id = $2`, u.Email, u.ID)
		return err
	})
	if err != nil {
		return err
	}
	u, err = a.reload(u.ID)
	_ = u
	return err
}

func (a *API) reload(id string) (*User, error) {
	u := &User{ID: id}
	err := a.db.QueryRow(`SELECT email FROM users WHERE id = $1`, id).Scan(&u.Email)
	return u, err
}

// UpdateUser: the request's field compared with the stored one (the
// request's side first); an anonymous user's address is set at once and
// the change announced; any other user gets only a pending change and a
// confirmation mail, which a retry sends again. Work follows the test,
// so its equal side skips rather than returns.
func (a *API) UpdateUser(w http.ResponseWriter, r *http.Request) {
	u, err := a.load(r)
	if err != nil {
		return
	}
	var params updateParams
	if err := json.NewDecoder(r.Body).Decode(&params); err != nil {
		return
	}
	if params.Email != "" && params.Email != u.GetEmail() {
		if u.Anonymous {
			u.EmailChange = params.Email
			if err := a.confirmEmail(u); err != nil {
				return
			}
			smtp.SendMail("smtp:587", nil, "a@example.com", []string{params.Email}, []byte("your email changed"))
		} else {
			a.db.Exec(`UPDATE users SET email_change = $1 WHERE id = $2`, params.Email, u.ID)
			smtp.SendMail("smtp:587", nil, "a@example.com", []string{params.Email}, []byte("confirm your new email")) // want `handler \(\*API\)\.UpdateUser: a client retry messages a person again`
		}
	}
	a.db.Exec(`UPDATE users SET updated_at = now() WHERE id = $1`, u.ID)
}

// UpdateProfile: the same test where the equal side goes on to more
// work (the tags), so it skips the body rather than returns.
func (a *API) UpdateProfile(w http.ResponseWriter, r *http.Request) {
	u, err := a.load(r)
	if err != nil {
		return
	}
	var params updateParams
	if err := json.NewDecoder(r.Body).Decode(&params); err != nil {
		return
	}
	if params.Email != u.GetEmail() {
		if u.Anonymous {
			u.EmailChange = params.Email
			if err := a.confirmEmail(u); err != nil {
				return
			}
			smtp.SendMail("smtp:587", nil, "a@example.com", []string{params.Email}, []byte("your email changed"))
		} else {
			a.db.Exec(`UPDATE users SET email_change = $1 WHERE id = $2`, params.Email, u.ID)
			smtp.SendMail("smtp:587", nil, "a@example.com", []string{params.Email}, []byte("confirm your new email")) // want `handler \(\*API\)\.UpdateProfile: a client retry messages a person again`
		}
	}
	for _, t := range params.Tags {
		if t == "" {
			continue
		}
		a.db.Exec(`UPDATE users SET tags = array_append(tags, $1) WHERE id = $2 AND NOT $1 = ANY(tags)`, t, u.ID)
	}
	if params.Name != "" {
		a.db.Exec(`UPDATE users SET name = $1 WHERE id = $2`, params.Name, u.ID)
	}
	if params.Bio != "" {
		a.db.Exec(`UPDATE users SET bio = $1 WHERE id = $2`, params.Bio, u.ID)
	}
	a.db.Exec(`UPDATE users SET updated_at = now() WHERE id = $1`, u.ID)
}

func (a *API) loadAccount(r *http.Request) (*account.Account, error) {
	acc := &account.Account{}
	err := a.db.QueryRow(`SELECT id, email, verified FROM accounts WHERE id = $1`, r.Header.Get("X-User")).Scan(&acc.ID, &acc.Email, &acc.Verified)
	return acc, err
}

// ChangeAccountEmail: the address applied by a model of another package
// (its fact says it sets Email); unverified accounts get only the
// confirmation mail, which a retry sends again.
func (a *API) ChangeAccountEmail(w http.ResponseWriter, r *http.Request) {
	acc, err := a.loadAccount(r)
	if err != nil {
		return
	}
	email := r.FormValue("email")
	if email != acc.GetEmail() {
		acc.EmailChange = email
		if acc.Verified {
			if err := acc.ConfirmEmailChange(a.db); err != nil {
				return
			}
			smtp.SendMail("smtp:587", nil, "a@example.com", []string{email}, []byte("your email changed"))
		} else {
			a.db.Exec(`UPDATE accounts SET email_change = $1 WHERE id = $2`, email, acc.ID)
			smtp.SendMail("smtp:587", nil, "a@example.com", []string{email}, []byte("confirm your new email")) // want `handler \(\*API\)\.ChangeAccountEmail: a client retry messages a person again`
		}
	}
}

func Routes(a *API) {
	http.HandleFunc("POST /email", a.ChangeEmail)
	http.HandleFunc("POST /email/pending", a.ChangeEmailPending)
	http.HandleFunc("POST /email/getter", a.ChangeEmailGetter)
	http.HandleFunc("POST /email/tx", a.ChangeEmailTx)
	http.HandleFunc("PUT /user", a.UpdateUser)
	http.HandleFunc("PUT /profile", a.UpdateProfile)
	http.HandleFunc("PUT /account/email", a.ChangeAccountEmail)
}
