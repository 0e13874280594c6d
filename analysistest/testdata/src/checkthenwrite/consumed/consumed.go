// Package consumed: routes that load a challenge, refuse a used one and
// then mark it used or delete it before they mail. A retry after the
// first is refused by the loader; two concurrent duplicates both pass it
// unless the loader locks the row (SELECT … FOR UPDATE) in the
// transaction that changes it.
package consumed

import (
	"net/http"
	"net/smtp"

	"github.com/gofrs/uuid/v5"

	"nodedupe/consumed/models"
	"nodedupe/consumed/storage"
)

type API struct{ db *storage.Connection }

func notify(body string) {
	smtp.SendMail("smtp:587", nil, "auth@example.com", []string{"user@example.com"}, []byte(body))
}

// Consume: the challenge is found and deleted without a lock: two
// concurrent duplicates both find it and both mail.
func (a *API) Consume(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.FromString(r.FormValue("challenge_id"))
	if err != nil {
		return err
	}
	return a.db.Transaction(func(tx *storage.Connection) error {
		c, terr := models.FindChallengeByID(tx, id)
		if terr != nil {
			return terr
		}
		if terr := tx.Destroy(c); terr != nil {
			return terr
		}
		notify("signed in") // want `state check in \(\*API\)\.Consume: concurrent client retries both pass the Challenge row check`
		return nil
	})
}

// ConsumeLocked: the same with the row locked FOR UPDATE in the
// transaction that deletes it: the second duplicate finds none.
func (a *API) ConsumeLocked(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.FromString(r.FormValue("challenge_id"))
	if err != nil {
		return err
	}
	return a.db.Transaction(func(tx *storage.Connection) error {
		c, terr := models.FindChallengeForUpdate(tx, id)
		if terr != nil {
			return terr
		}
		if terr := tx.Destroy(c); terr != nil {
			return terr
		}
		notify("signed in")
		return nil
	})
}

// generateAccessToken mints the sign-in's token; a custom-claims hook
// computes its claims.
func generateAccessToken(c *models.Challenge) error {
	_, err := http.Post("https://hooks.example.com/claims", "application/json", nil)
	return err
}

// announce tells a webhook that the challenge was used.
func announce(c *models.Challenge) error {
	_, err := http.Post("https://hooks.example.com/used", "application/json", nil)
	return err
}

// SignIn: concurrent duplicates both pass the check and each mints a
// token of its own: two sign-ins, no harm.
func (a *API) SignIn(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.FromString(r.FormValue("challenge_id"))
	if err != nil {
		return err
	}
	return a.db.Transaction(func(tx *storage.Connection) error {
		c, terr := models.FindChallengeByID(tx, id)
		if terr != nil {
			return terr
		}
		if terr := tx.Destroy(c); terr != nil {
			return terr
		}
		return generateAccessToken(c)
	})
}

// Announce: the same check before a webhook call that mints nothing.
func (a *API) Announce(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.FromString(r.FormValue("challenge_id"))
	if err != nil {
		return err
	}
	return a.db.Transaction(func(tx *storage.Connection) error {
		c, terr := models.FindChallengeByID(tx, id)
		if terr != nil {
			return terr
		}
		if terr := tx.Destroy(c); terr != nil {
			return terr
		}
		return announce(c) // want `state check in \(\*API\)\.Announce: concurrent client retries both pass the Challenge row check`
	})
}
