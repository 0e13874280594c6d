// Package api: routes creating pop rows of the models package inside a
// transaction's callback. A row whose unique key the request's data fills
// cannot be inserted twice; one whose unique column is minted can. This
// directory's .idemlint.yml enables the duplicate-create tier.
package api

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/gobuffalo/pop/v6"
	"github.com/gofrs/uuid/v5"
	"github.com/labstack/echo/v4"

	"nodedupe/popunique/models"
)

type API struct{ db *pop.Connection }

type userKey struct{}

func userID(r *http.Request) string {
	id, _ := r.Context().Value(userKey{}).(string)
	return id
}

type enrollParams struct {
	FriendlyName string `json:"friendly_name"`
}

// EnrollFactor: a retry's factor has the same (friendly_name, user_id) and
// fails on mfa_factors' unique index: no duplicate.
func (a *API) EnrollFactor(w http.ResponseWriter, r *http.Request) {
	var params enrollParams
	if err := json.NewDecoder(r.Body).Decode(&params); err != nil {
		return
	}
	factor := models.NewFactor(userID(r), params.FriendlyName)
	err := a.db.Transaction(func(tx *pop.Connection) error {
		return tx.Create(factor)
	})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// EnrollPhoneFactor: the same through a constructor that sets a field
// after calling another.
func (a *API) EnrollPhoneFactor(w http.ResponseWriter, r *http.Request) {
	var params enrollParams
	if err := json.NewDecoder(r.Body).Decode(&params); err != nil {
		return
	}
	factor := models.NewPhoneFactor(userID(r), params.FriendlyName)
	if err := a.db.Create(factor); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// IssueToken: the token, a column of api_tokens' unique key, is drawn
// from crypto/rand.Reader: a retry inserts a second token.
func (a *API) IssueToken(w http.ResponseWriter, r *http.Request) {
	tok := models.NewAPIToken(r.PathValue("user"))
	err := a.db.Transaction(func(tx *pop.Connection) error {
		return tx.Create(tok) // want `handler \(\*API\)\.IssueToken: a client retry inserts a duplicate row \(INSERT INTO api_tokens`
	})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// ImportToken: the token is the request's, and the key (declared in the
// migration) refuses a retry's row.
func (a *API) ImportToken(w http.ResponseWriter, r *http.Request) {
	tok := models.ImportedToken(r.PathValue("user"), r.FormValue("token"))
	if err := a.db.Create(tok); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// addFactor creates the factor; mfa_factors' key refuses a second one.
func (a *API) addFactor(uid, name string) error {
	return a.db.Create(models.NewFactor(uid, name))
}

// RegisterFactor looks the factor up and only when there is none calls
// the before-create hook and creates it, through a helper and in a
// transaction's callback: a retry finds the factor and does neither.
func (a *API) RegisterFactor(w http.ResponseWriter, r *http.Request) {
	uid, name := userID(r), r.FormValue("name")
	existing, err := models.FindFactor(a.db, uid, name)
	if err != nil && err != models.ErrNotFound {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	isNew := existing == nil
	if isNew {
		resp, err := http.Post("https://hooks.example.com/before-factor", "text/plain", strings.NewReader(name))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		resp.Body.Close()
	}
	err = a.db.Transaction(func(tx *pop.Connection) error {
		if isNew {
			return tx.Create(models.NewFactor(uid, name))
		}
		return nil
	})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// RegisterFactorVia: the same, the insert in a helper of its own.
func (a *API) RegisterFactorVia(w http.ResponseWriter, r *http.Request) {
	uid, name := userID(r), r.FormValue("name")
	if existing, _ := models.FindFactor(a.db, uid, name); existing != nil {
		return
	}
	resp, err := http.Post("https://hooks.example.com/before-factor", "text/plain", strings.NewReader(name))
	if err != nil {
		return
	}
	resp.Body.Close()
	if err := a.addFactor(uid, name); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// NameFactor: a factor with no name (the index skips empty names): a
// retry inserts a second one.
func (a *API) NameFactor(w http.ResponseWriter, r *http.Request) {
	factor := models.NewFactor(userID(r), "")
	if err := a.db.Create(factor); err != nil { // want `handler \(\*API\)\.NameFactor: a client retry inserts a duplicate row \(INSERT INTO mfa_factors`
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// Consent: the model inserts the row the route built; oauth_consents'
// key (user_id, client_id) refuses a retry's, whose columns come from
// the request.
func (a *API) Consent(w http.ResponseWriter, r *http.Request) {
	c := models.NewConsent(userID(r), r.FormValue("client_id"), r.FormValue("scope"))
	if err := models.UpsertConsent(a.db, c); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// CreateToken: the model inserts the route's token row, whose token
// (a column of the key) is minted: a retry inserts a second token.
func (a *API) CreateToken(w http.ResponseWriter, r *http.Request) {
	if err := models.SaveToken(a.db, models.NewAPIToken(userID(r))); err != nil { // want `handler \(\*API\)\.CreateToken: a client retry inserts a duplicate row \(INSERT INTO api_tokens`
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// EnrollEcho: the factor's name comes from a body echo binds (its id
// filled in after the bind from a minted value, the body captured by the
// transaction's callback); the user is the session's: the retry's row
// has the same (friendly_name, user_id) and fails on the key.
func (a *API) EnrollEcho(c echo.Context) error {
	var body struct {
		ID   uuid.UUID `json:"id"`
		Name string    `json:"friendly_name"`
	}
	if err := (&echo.DefaultBinder{}).BindBody(c, &body); err != nil {
		return err
	}
	if body.ID.IsNil() {
		body.ID = uuid.Must(uuid.NewV4())
	}
	uid, _ := c.Get("user").(string)
	return a.db.Transaction(func(tx *pop.Connection) error {
		f := models.Factor{ID: body.ID, UserID: uid, FriendlyName: body.Name, Status: "unverified"}
		return tx.Create(&f)
	})
}

func EchoRoutes(e *echo.Echo, a *API) {
	e.POST("/factors/echo", a.EnrollEcho)
}

func Routes(a *API) {
	http.HandleFunc("POST /factors", a.EnrollFactor)
	http.HandleFunc("POST /factors/phone", a.EnrollPhoneFactor)
	http.HandleFunc("POST /users/{user}/tokens", a.IssueToken)
	http.HandleFunc("POST /users/{user}/tokens/import", a.ImportToken)
	http.HandleFunc("POST /factors/register", a.RegisterFactor)
	http.HandleFunc("POST /factors/register2", a.RegisterFactorVia)
	http.HandleFunc("POST /factors/unnamed", a.NameFactor)
	http.HandleFunc("POST /consents", a.Consent)
	http.HandleFunc("POST /tokens", a.CreateToken)
}
