// Package boundroutes: an API whose own router hands each route through
// handler(fn), which returns the method value fn.serve of the handler's
// func type (supabase/auth's router). The route functions are the
// handlers. A sign-in's session row, a one-time token's row and an audit
// log's row are no harm a retry does; a mail, an external POST and a
// user's row are, and a time window (a mail sent within the last hour) is
// no guard: it lapses by itself.
package boundroutes

import (
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/smtp"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"nodedupe/boundroutes/oauth"
)

type apiHandler func(w http.ResponseWriter, r *http.Request) error

func handler(fn apiHandler) http.HandlerFunc { return fn.serve }

func (h apiHandler) serve(w http.ResponseWriter, r *http.Request) {
	if err := h(w, r); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

type router struct{ chi chi.Router }

func (rt *router) Post(pattern string, fn apiHandler) { rt.chi.Post(pattern, handler(fn)) }

type API struct {
	db    *sql.DB
	oauth *oauth.Server
}

func (a *API) Routes() http.Handler {
	rt := &router{chi: chi.NewRouter()}
	rt.Post("/invite", a.Invite)
	rt.Post("/token", a.Token)
	rt.Post("/logout", a.Logout)
	rt.Post("/remind", a.Remind)
	rt.Post("/profile", a.UpdateProfile)
	rt.Post("/notify", a.Notify)
	rt.Post("/email", a.ChangeEmail)
	rt.Post("/oauth/register", a.oauth.Register)
	rt.Post("/oauth/list", a.oauth.List)
	return rt.chi
}

func (a *API) newAuditLogEntry(r *http.Request, action string) error {
	_, err := a.db.ExecContext(r.Context(), `INSERT INTO audit_log_entries (action, ip) VALUES ($1, $2)`, action, r.RemoteAddr)
	return err
}

func (a *API) recordActivityLog(r *http.Request, what string) error {
	_, err := a.db.ExecContext(r.Context(), `INSERT INTO events (what) VALUES ($1)`, what)
	return err
}

// Invite records an audit row (no harm) and mails the invitee on every
// request: a retry mails twice.
func (a *API) Invite(w http.ResponseWriter, r *http.Request) error {
	email := r.FormValue("email")
	if err := a.newAuditLogEntry(r, "invite"); err != nil {
		return err
	}
	if err := a.recordActivityLog(r, "invite"); err != nil {
		return err
	}
	return smtp.SendMail("smtp:587", nil, "app@example.com", []string{email}, []byte("join us")) // want `handler \(\*API\)\.Invite: a client retry messages a person again`
}

func (a *API) issueRefreshToken(r *http.Request, user string) error {
	_, err := a.db.ExecContext(r.Context(), `INSERT INTO refresh_tokens (user_id, token) VALUES ($1, $2)`, user, "t")
	return err
}

func (a *API) createSession(r *http.Request, user string) error {
	_, err := a.db.ExecContext(r.Context(), `INSERT INTO logins (user_id) VALUES ($1)`, user)
	return err
}

// passwordGrant signs in: a session (no harm) and a call to the
// customer's hook, which a retry makes again.
func (a *API) passwordGrant(w http.ResponseWriter, r *http.Request) error {
	if err := a.createSession(r, r.FormValue("user")); err != nil {
		return err
	}
	resp, err := http.Post("https://hooks.example.com/after-login", "application/json", strings.NewReader(`{}`))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// refreshGrant mints a refresh token only: a second one is no harm.
func (a *API) refreshGrant(w http.ResponseWriter, r *http.Request) error {
	return a.issueRefreshToken(r, r.FormValue("user"))
}

// Token picks the grant by a method value: the hook's POST is reached
// where the value is taken.
func (a *API) Token(w http.ResponseWriter, r *http.Request) error {
	grant := a.passwordGrant // want `handler \(\*API\)\.Token: a client retry repeats an external call`
	if r.FormValue("grant_type") == "refresh_token" {
		grant = a.refreshGrant
	}
	return grant(w, r)
}

// Logout deletes the session and keeps an audit row (clean).
func (a *API) Logout(w http.ResponseWriter, r *http.Request) error {
	if _, err := a.db.ExecContext(r.Context(), `DELETE FROM sessions WHERE id = $1`, r.FormValue("session")); err != nil {
		return err
	}
	return a.newAuditLogEntry(r, "logout")
}

type User struct {
	ID         string
	Email      string
	RemindedAt *time.Time
}

var errTooSoon = errors.New("reminded within the hour")

// Remind mails a reminder unless one went out within the hour: the window
// lapses, so it refuses no retry that comes after it; a retry mails again.
func (a *API) Remind(w http.ResponseWriter, r *http.Request) error {
	u := &User{ID: r.FormValue("user")}
	if err := a.db.QueryRowContext(r.Context(), `SELECT email, reminded_at FROM users WHERE id = $1`, u.ID).Scan(&u.Email, &u.RemindedAt); err != nil {
		return err
	}
	if u.RemindedAt != nil && u.RemindedAt.Add(time.Hour).After(time.Now()) {
		return errTooSoon
	}
	now := time.Now()
	u.RemindedAt = &now
	if _, err := a.db.ExecContext(r.Context(), `UPDATE users SET reminded_at = $1 WHERE id = $2`, u.RemindedAt, u.ID); err != nil {
		return err
	}
	return smtp.SendMail("smtp:587", nil, "app@example.com", []string{u.Email}, []byte("reminder")) // want `handler \(\*API\)\.Remind: a client retry messages a person again`
}

type Profile struct {
	ID   string
	Meta map[string]string
}

// mergeMeta sets the map when there is none and merges into it otherwise:
// both sides write it, so the nil check refuses nothing.
func (p *Profile) mergeMeta(db *sql.DB, updates map[string]string) error {
	if p.Meta == nil {
		p.Meta = updates
	} else {
		for k, v := range updates {
			p.Meta[k] = v
		}
	}
	_, err := db.Exec(`UPDATE profiles SET meta = $1 WHERE id = $2`, p.Meta, p.ID)
	return err
}

// UpdateProfile merges the profile's data and mails a notice: a retry
// mails it again (the merge is no guard).
func (a *API) UpdateProfile(w http.ResponseWriter, r *http.Request) error {
	p := &Profile{ID: r.FormValue("id")}
	if err := p.mergeMeta(a.db, map[string]string{"name": r.FormValue("name")}); err != nil {
		return err
	}
	return smtp.SendMail("smtp:587", nil, "app@example.com", []string{r.FormValue("email")}, []byte("profile changed")) // want `handler \(\*API\)\.UpdateProfile: a client retry messages a person again`
}

// retrieveRequestParams is the service's own generic decode helper: the
// params it fills hold the request's body.
func retrieveRequestParams[A any](r *http.Request, params *A) error {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return err
	}
	return json.Unmarshal(body, params)
}

type notifyParams struct {
	Email   string `json:"email"`
	Channel string `json:"channel"`
}

var errChannel = errors.New("unknown channel")

// checkChannel fills in and refuses on the request's own field: input
// validation, no state a repeat finds.
func (a *API) checkChannel(p *notifyParams) error {
	if p.Channel == "" {
		p.Channel = "email"
		return nil
	}
	if p.Channel != "email" {
		return errChannel
	}
	p.Channel = "email"
	return nil
}

// Notify mails on every request: the check of the decoded params is no
// guard, a retry mails again.
func (a *API) Notify(w http.ResponseWriter, r *http.Request) error {
	params := &notifyParams{}
	if err := retrieveRequestParams(r, params); err != nil {
		return err
	}
	if err := a.checkChannel(params); err != nil {
		return err
	}
	return smtp.SendMail("smtp:587", nil, "app@example.com", []string{params.Email}, []byte("notice")) // want `handler \(\*API\)\.Notify: a client retry messages a person again`
}

type Account struct {
	ID    string
	Email string
}

func (a *API) inTx(fn func(tx *sql.Tx) error) error {
	tx, err := a.db.Begin()
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// ChangeEmail mails a confirmation whenever the requested address differs
// from the stored one; the address changes only once confirmed, so a
// retry still differs and mails again: the comparison of the request with
// the stored row is no snapshot guard.
func (a *API) ChangeEmail(w http.ResponseWriter, r *http.Request) error {
	params := &notifyParams{}
	if err := retrieveRequestParams(r, params); err != nil {
		return err
	}
	acct := &Account{ID: r.FormValue("id")}
	if err := a.db.QueryRow(`SELECT email FROM accounts WHERE id = $1`, acct.ID).Scan(&acct.Email); err != nil {
		return err
	}
	return a.inTx(func(tx *sql.Tx) error {
		if params.Email != acct.Email {
			if _, err := tx.Exec(`UPDATE accounts SET email_change = $1 WHERE id = $2`, params.Email, acct.ID); err != nil {
				return err
			}
			return smtp.SendMail("smtp:587", nil, "app@example.com", []string{params.Email}, []byte("confirm")) // want `handler \(\*API\)\.ChangeEmail: a client retry messages a person again`
		}
		return nil
	})
}
