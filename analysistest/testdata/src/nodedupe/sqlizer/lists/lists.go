// Package lists: HTTP handlers over a generic repository whose table is
// a field of the repository and whose put mints the id of a model that
// has none. A new playlist's unset ID makes a row per request; an ID the
// request names, a copy of a stored playlist or a setting's fixed key
// writes the same row again.
package lists

import (
	"encoding/json"
	"net/http"

	"nodedupe/sqlizer/repo"
)

type API struct {
	pl    repo.Playlists
	st    repo.Stations
	props repo.Properties
}

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /playlists", a.Create)
	mux.HandleFunc("PUT /playlists/{id}", a.Rename)
	mux.HandleFunc("POST /playlists/{id}/refresh", a.Refresh)
	mux.HandleFunc("POST /playlists/{id}/touch", a.Touch)
	mux.HandleFunc("PUT /settings/theme", a.Theme)
	mux.HandleFunc("POST /playlists/import", a.Import)
	mux.HandleFunc("POST /stations", a.AddStation)
	mux.HandleFunc("POST /playlists/{id}/copy", a.Copy)
	mux.HandleFunc("PUT /playlists/{id}/replace", a.Replace)
}

// Create saves a new playlist: put mints its id, a retry makes another.
func (a *API) Create(w http.ResponseWriter, r *http.Request) {
	p := &repo.Playlist{Name: r.FormValue("name")}
	_ = a.pl.Put(p) // want `handler \(\*API\)\.Create: a client retry inserts a duplicate row \(INSERT INTO "sqlRepository\.`
}

// Rename saves the playlist the path names: the same row each time.
func (a *API) Rename(w http.ResponseWriter, r *http.Request) {
	p := &repo.Playlist{ID: r.PathValue("id"), Name: r.FormValue("name")}
	_ = a.pl.Put(p)
}

// Touch saves a copy of a stored playlist (its id the stored one), its
// time set here.
func (a *API) Touch(w http.ResponseWriter, r *http.Request) {
	p := stored(r.PathValue("id"))
	_ = a.pl.Put(&p)
}

func stored(id string) repo.Playlist { return repo.Playlist{ID: id} }

// Refresh queues the playlist with ON CONFLICT DO NOTHING chosen by the
// repository's caller: no duplicate.
func (a *API) Refresh(w http.ResponseWriter, r *http.Request) {
	_ = a.pl.Refresh(r.PathValue("id"))
}

// Theme stores a setting under its fixed key.
func (a *API) Theme(w http.ResponseWriter, r *http.Request) {
	_ = a.props.Put("theme", r.FormValue("theme"))
}

// Import saves the playlist the body describes: a create leaves its id
// out, and put mints one for each request.
func (a *API) Import(w http.ResponseWriter, r *http.Request) {
	var p repo.Playlist
	if err := json.NewDecoder(r.Body).Decode(&p); err != nil {
		return
	}
	_ = a.pl.Put(&p) // want `handler \(\*API\)\.Import: a client retry inserts a duplicate row`
}

// Replace saves the body under the id of the path: the same row again.
func (a *API) Replace(w http.ResponseWriter, r *http.Request) {
	var p repo.Playlist
	if err := json.NewDecoder(r.Body).Decode(&p); err != nil {
		return
	}
	p.ID = r.PathValue("id")
	_ = a.pl.Put(&p)
}

// AddStation saves a new station: put mints its id, but the station's
// table is unique on the name the request gives: a retry fails there.
func (a *API) AddStation(w http.ResponseWriter, r *http.Request) {
	_ = a.st.Put(&repo.Station{Name: r.FormValue("name")})
}

// Copy saves a copy of a stored playlist, its id cleared to force a new
// one: each request makes another.
func (a *API) Copy(w http.ResponseWriter, r *http.Request) {
	p := load(r.PathValue("id"))
	p.ID = ""
	_ = a.pl.Put(p) // want `handler \(\*API\)\.Copy: a client retry inserts a duplicate row`
}

func load(id string) *repo.Playlist { return &repo.Playlist{ID: id} }
