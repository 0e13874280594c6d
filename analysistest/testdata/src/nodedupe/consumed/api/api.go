// Package api: routes that act on a row they looked up and then delete it
// or mark it used, before they mail: a retry finds no row (or a used one)
// and is refused before the mail (supabase/auth's identity unlink, factor
// unenroll and challenge verify). Look-alikes that delete a row they built
// themselves, or load a row and never mark it, mail again.
package api

import (
	"context"
	"net/http"
	"net/smtp"

	"github.com/gofrs/uuid/v5"

	"nodedupe/consumed/models"
	"nodedupe/consumed/storage"
)

type API struct{ db *storage.Connection }

type ctxKey int

const (
	userKey ctxKey = iota
	factorKey
)

func getUser(ctx context.Context) *models.User {
	u, _ := ctx.Value(userKey).(*models.User)
	return u
}

// getFactor: the factor a middleware loaded by the route's id.
func getFactor(ctx context.Context) *models.Factor {
	f, _ := ctx.Value(factorKey).(*models.Factor)
	return f
}

func notify(email, body string) {
	smtp.SendMail("smtp:587", nil, "auth@example.com", []string{email}, []byte(body))
}

// DeleteIdentity: the identity is searched for among the user's and
// deleted in the transaction: a retry finds none and returns.
func (a *API) DeleteIdentity(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.FromString(r.FormValue("identity_id"))
	if err != nil {
		return err
	}
	user := getUser(r.Context())
	var found *models.Identity
	for i := range user.Identities {
		identity := user.Identities[i]
		if identity.ID == id {
			found = &identity
			break
		}
	}
	if found == nil {
		http.Error(w, "identity not found", http.StatusUnprocessableEntity)
		return nil
	}
	err = a.db.Transaction(func(tx *storage.Connection) error {
		return tx.Destroy(found)
	})
	if err != nil {
		return err
	}
	notify(user.Email, "an identity was unlinked")
	return nil
}

// DeleteIdentityByID: the row is built from the request's id, not looked
// up: a retry deletes nothing and mails again.
func (a *API) DeleteIdentityByID(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.FromString(r.FormValue("identity_id"))
	if err != nil {
		return err
	}
	user := getUser(r.Context())
	if err := a.db.Destroy(&models.Identity{ID: id}); err != nil {
		return err
	}
	notify(user.Email, "an identity was unlinked") // want `handler \(\*API\)\.DeleteIdentityByID: a client retry messages a person again`
	return nil
}

// UnenrollFactor: the factor a middleware loaded is deleted: a retry's
// lookup finds none (404) and the nil test refuses it.
func (a *API) UnenrollFactor(w http.ResponseWriter, r *http.Request) error {
	user := getUser(r.Context())
	factor := getFactor(r.Context())
	if factor == nil || user == nil {
		return nil
	}
	if err := a.db.Transaction(func(tx *storage.Connection) error {
		return tx.Destroy(factor)
	}); err != nil {
		return err
	}
	notify(user.Email, "a factor was removed")
	return nil
}

// ResetFactor: the same nil test, but the factor is only updated: a retry
// finds it again and mails again.
func (a *API) ResetFactor(w http.ResponseWriter, r *http.Request) error {
	user := getUser(r.Context())
	factor := getFactor(r.Context())
	if factor == nil || user == nil {
		return nil
	}
	factor.Status = r.FormValue("status")
	if err := a.db.Update(factor); err != nil {
		return err
	}
	notify(user.Email, "a factor was reset") // want `handler \(\*API\)\.ResetFactor: a client retry messages a person again`
	return nil
}

// validateChallenge: a loader that refuses a used challenge.
func (a *API) validateChallenge(id uuid.UUID) (*models.Challenge, error) {
	c, err := models.FindChallengeByID(a.db, id)
	if err != nil {
		return nil, err
	}
	if c.VerifiedAt != nil {
		return nil, errUsed
	}
	return c, nil
}

type apiError string

func (e apiError) Error() string { return string(e) }

const errUsed = apiError("challenge already used")

// VerifyChallenge: the loader refuses a verified challenge; the route
// marks it verified in the transaction before mailing.
func (a *API) VerifyChallenge(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.FromString(r.FormValue("challenge_id"))
	if err != nil {
		return err
	}
	challenge, err := a.validateChallenge(id)
	if err != nil {
		return err
	}
	if err := a.db.Transaction(func(tx *storage.Connection) error {
		return challenge.Verify(tx)
	}); err != nil {
		return err
	}
	notify(getUser(r.Context()).Email, "a new factor was verified")
	return nil
}

// ConsumeChallenge: a loaded challenge deleted through its own method.
func (a *API) ConsumeChallenge(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.FromString(r.FormValue("challenge_id"))
	if err != nil {
		return err
	}
	challenge, err := models.FindChallengeByID(a.db, id)
	if err != nil {
		return err
	}
	if err := challenge.Remove(a.db); err != nil {
		return err
	}
	notify(getUser(r.Context()).Email, "signed in with a passkey")
	return nil
}

// TouchChallenge: the loader refuses a verified challenge, but the route
// never marks it: a retry passes the loader again and mails again.
func (a *API) TouchChallenge(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.FromString(r.FormValue("challenge_id"))
	if err != nil {
		return err
	}
	challenge, err := a.validateChallenge(id)
	if err != nil {
		return err
	}
	if err := challenge.Touch(a.db); err != nil {
		return err
	}
	notify(getUser(r.Context()).Email, "a challenge was seen") // want `handler \(\*API\)\.TouchChallenge: a client retry messages a person again`
	return nil
}
