// Package listappend: an entity whose list is stored in one column
// (pocket-id's client credentials, a JSON array of secrets). A route that
// loads it, appends an entry with a fresh id and saves it adds another
// entry on every retry; one that appends the value the request names is
// judged by what that value is.
package listappend

import (
	"net/http"

	"github.com/google/uuid"
	"gorm.io/gorm"
)

type Secret struct {
	ID   string
	Hash string
}

type Credentials struct {
	Secrets []Secret
}

type Client struct {
	ID          string      `gorm:"primaryKey"`
	Credentials Credentials `gorm:"serializer:json"`
	Tags        []string    `gorm:"serializer:json"`
}

type API struct{ db *gorm.DB }

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /clients/{id}/secrets", a.AddSecret)
	mux.HandleFunc("POST /clients/{id}/tags", a.AddTag)
}

// AddSecret: a new secret, with an id minted here, joins the client's
// list: a retry adds a second live secret. Reported (duplicate-create).
func (a *API) AddSecret(w http.ResponseWriter, r *http.Request) {
	var client Client
	if err := a.db.First(&client, "id = ?", r.PathValue("id")).Error; err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	client.Credentials.Secrets = append(client.Credentials.Secrets, Secret{ID: uuid.NewString(), Hash: r.FormValue("hash")})
	if err := a.db.Model(&client).Select("Credentials").Updates(&client).Error; err != nil { // want `handler \(\*API\)\.AddSecret: a client retry appends a duplicate entry`
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// AddTag appends the tag the request names: nothing minted here. Not
// reported.
func (a *API) AddTag(w http.ResponseWriter, r *http.Request) {
	var client Client
	if err := a.db.First(&client, "id = ?", r.PathValue("id")).Error; err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	client.Tags = append(client.Tags, r.FormValue("tag"))
	if err := a.db.Model(&client).Select("Tags").Updates(&client).Error; err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}
