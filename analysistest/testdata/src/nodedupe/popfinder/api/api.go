// Package api: routes whose creates are decided by a model finder's
// result (the user is created only when no user has the email: a retry
// finds it), next to effects no lookup decides.
package api

import (
	"encoding/json"
	"net/http"
	"net/smtp"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/gobuffalo/pop/v6"

	"nodedupe/popfinder/models"
)

type API struct{ db *pop.Connection }

func (a *API) Routes() http.Handler {
	r := chi.NewRouter()
	r.Post("/invite", a.Invite)
	r.Post("/admin/users/{id}/identity", a.LinkEmail)
	r.Post("/notes", a.AddNote)
	r.Post("/register", a.Register)
	return r
}

type InviteParams struct {
	Email string `json:"email"`
}

// Invite creates the user only when no user has the email (a retry finds
// it), but mails the invitation on every request.
func (a *API) Invite(w http.ResponseWriter, r *http.Request) {
	params := &InviteParams{}
	if err := json.NewDecoder(r.Body).Decode(params); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	user, err := models.FindUserByEmailAndAudience(a.db, params.Email, "authenticated")
	if err != nil && !models.IsNotFoundError(err) {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	isCreate := user == nil
	if isCreate {
		user = &models.User{Email: params.Email, Aud: "authenticated"}
		if err := a.db.Create(user); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
	}
	_ = smtp.SendMail("smtp:587", nil, "app@example.com", []string{user.Email}, []byte("you are invited")) // want `handler \(\*API\)\.Invite: a client retry messages a person again`
}

// LinkEmail creates the user's email identity and mails the notice only
// when the user has none (a retry finds the identity).
func (a *API) LinkEmail(w http.ResponseWriter, r *http.Request) {
	user, err := models.FindUserByID(a.db, chi.URLParam(r, "id"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	identity, err := models.FindIdentityByUserAndProvider(a.db, user.ID, "email")
	if err != nil && !models.IsNotFoundError(err) {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if identity != nil {
		w.WriteHeader(http.StatusOK)
		return
	}
	if err := a.db.Create(&models.Identity{UserID: user.ID, Provider: "email"}); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_ = smtp.SendMail("smtp:587", nil, "app@example.com", []string{user.Email}, []byte("email sign-in added"))
}

// AddNote looks the author up, then adds a note and mails the author on
// every request: the lookup finds the author, it decides nothing.
func (a *API) AddNote(w http.ResponseWriter, r *http.Request) {
	user, err := models.FindUserByID(a.db, r.Header.Get("X-User-ID"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnauthorized)
		return
	}
	if err := a.db.Create(&models.Note{UserID: user.ID, Body: r.FormValue("body")}); err != nil { // want `handler \(\*API\)\.AddNote: a client retry inserts a duplicate row`
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_ = smtp.SendMail("smtp:587", nil, "app@example.com", []string{user.Email}, []byte("note added")) // want `handler \(\*API\)\.AddNote: a client retry messages a person again`
}

// Register calls the before-create hook and creates the user, in a
// transaction's closure, only when no user has the email (a retry finds
// it); it mails the confirmation on every request.
func (a *API) Register(w http.ResponseWriter, r *http.Request) {
	email := r.FormValue("email")
	user, err := models.FindUserByEmailAndAudience(a.db, email, "authenticated")
	if err != nil && !models.IsNotFoundError(err) {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	isCreate := user == nil
	if isCreate {
		resp, err := http.Post("https://hooks.example.com/before-user-created", "application/json", strings.NewReader(email))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		resp.Body.Close()
	}
	err = a.db.Transaction(func(tx *pop.Connection) error {
		if isCreate {
			user = &models.User{Email: email, Aud: "authenticated"}
			return tx.Create(user)
		}
		return nil
	})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_ = smtp.SendMail("smtp:587", nil, "app@example.com", []string{email}, []byte("confirm your address")) // want `handler \(\*API\)\.Register: a client retry messages a person again`
}
