// Package lookedup: a repository method refuses what it already did by an
// existence lookup keyed by its parameters (the membership of the user in
// the invitation's group), then inserts what the lookup looks for and uses
// up one use of the invitation: its callers decide whether a repeat
// passes the same values again. The signed-in user and the request's token
// are the same on a client's retry.
package lookedup

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"net/http"
	"net/smtp"
)

type ctxKey struct{}

type Repo struct{ db *sql.DB }

// AcceptInvite adds the user to the invitation's group once.
func (r *Repo) AcceptInvite(ctx context.Context, token, userID string) error {
	var groupID string
	if err := r.db.QueryRowContext(ctx, `SELECT group_id FROM invitations WHERE token = $1`, token).Scan(&groupID); err != nil {
		return err
	}
	var member bool
	if err := r.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM user_groups WHERE group_id = $1 AND user_id = $2)`, groupID, userID).Scan(&member); err != nil {
		return err
	}
	if member {
		return errors.New("already a member")
	}
	if _, err := r.db.ExecContext(ctx, `INSERT INTO user_groups (group_id, user_id) VALUES ($1, $2)`, groupID, userID); err != nil {
		return err
	}
	_, err := r.db.ExecContext(ctx, `UPDATE invitations SET uses = uses - 1 WHERE token = $1`, token)
	return err
}

// AcceptInviteUnchecked adds the user without asking whether it is a
// member already.
func (r *Repo) AcceptInviteUnchecked(ctx context.Context, token, userID string) error {
	if _, err := r.db.ExecContext(ctx, `INSERT INTO user_groups (group_id, user_id) SELECT group_id, $2 FROM invitations WHERE token = $1`, token, userID); err != nil {
		return err
	}
	_, err := r.db.ExecContext(ctx, `UPDATE invitations SET uses = uses - 1 WHERE token = $1`, token)
	return err
}

type identity struct {
	Provider string
	Email    string
}

func (r *Repo) identities(ctx context.Context, userID string) ([]identity, error) {
	rows, err := r.db.QueryContext(ctx, `SELECT provider, email FROM identities WHERE user_id = $1`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []identity
	for rows.Next() {
		var id identity
		if err := rows.Scan(&id.Provider, &id.Email); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// EnsureEmailIdentity searches the user's identities for an email one and
// creates it, and mails the notice, only when there is none.
func (r *Repo) EnsureEmailIdentity(ctx context.Context, userID, email string) error {
	ids, err := r.identities(ctx, userID)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if id.Provider == "email" {
			return nil
		}
	}
	if _, err := r.db.ExecContext(ctx, `INSERT INTO identities (user_id, provider, email) VALUES ($1, 'email', $2)`, userID, email); err != nil {
		return err
	}
	return smtp.SendMail("smtp:587", nil, "app@example.com", []string{email}, []byte("email sign-in added"))
}

// AddEmailIdentity goes through the identities too, but only to count
// them: it creates and mails on every call.
func (r *Repo) AddEmailIdentity(ctx context.Context, userID, email string) error {
	ids, err := r.identities(ctx, userID)
	if err != nil {
		return err
	}
	n := 0
	for _, id := range ids {
		if id.Provider == "email" {
			n++
		}
	}
	if _, err := r.db.ExecContext(ctx, `INSERT INTO identities (user_id, provider, email, rank) VALUES ($1, 'email', $2, $3)`, userID, email, n); err != nil {
		return err
	}
	return smtp.SendMail("smtp:587", nil, "app@example.com", []string{email}, []byte("email sign-in added"))
}

type API struct{ repo *Repo }

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /invitations/accept", a.Accept)
	mux.HandleFunc("POST /invitations/join", a.Join)
	mux.HandleFunc("POST /identities/email", a.LinkEmail)
	mux.HandleFunc("POST /identities/email/extra", a.AddEmail)
}

// LinkEmail: a retry finds the email identity and mails nothing.
func (a *API) LinkEmail(w http.ResponseWriter, r *http.Request) {
	userID, _ := r.Context().Value(ctxKey{}).(string)
	if err := a.repo.EnsureEmailIdentity(r.Context(), userID, r.FormValue("email")); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// AddEmail: a retry adds and mails again.
func (a *API) AddEmail(w http.ResponseWriter, r *http.Request) {
	userID, _ := r.Context().Value(ctxKey{}).(string)
	if err := a.repo.AddEmailIdentity(r.Context(), userID, r.FormValue("email")); err != nil { // want `handler \(\*API\)\.AddEmail: a client retry .*messages a person again`
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

type acceptBody struct {
	Token string `json:"token"`
}

// Accept: a retry finds the membership and is refused before the use.
func (a *API) Accept(w http.ResponseWriter, r *http.Request) {
	var body acceptBody
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	userID, _ := r.Context().Value(ctxKey{}).(string)
	if err := a.repo.AcceptInvite(r.Context(), body.Token, userID); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
	}
}

// Join: nothing refuses the retry, which uses up a second use.
func (a *API) Join(w http.ResponseWriter, r *http.Request) {
	var body acceptBody
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	userID, _ := r.Context().Value(ctxKey{}).(string)
	if err := a.repo.AcceptInviteUnchecked(r.Context(), body.Token, userID); err != nil { // want `handler \(\*API\)\.Join: a client retry .*bumps a counter again`
		http.Error(w, err.Error(), http.StatusConflict)
	}
}
