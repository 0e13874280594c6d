// Package api: HTTP handlers over the repository.
package api

import (
	"net/http"

	"nodedupe/sqlizer/repo"
)

type API struct {
	ann  repo.Annotations
	tags repo.Tags
}

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /scrobble", a.Scrobble)
	mux.HandleFunc("POST /skip", a.Skip)
	mux.HandleFunc("POST /rate", a.Rate)
	mux.HandleFunc("POST /touch", a.Touch)
	mux.HandleFunc("POST /tag", a.Tag)
	mux.HandleFunc("POST /rename", a.Rename)
}

func (a *API) Scrobble(w http.ResponseWriter, r *http.Request) {
	_ = a.ann.IncPlayCount(r.FormValue("id")) // want `Scrobble.*bumps a counter again`
}

func (a *API) Skip(w http.ResponseWriter, r *http.Request) {
	_ = a.ann.Bump(r.FormValue("id")) // want `Skip.*bumps a counter again`
}

func (a *API) Tag(w http.ResponseWriter, r *http.Request) {
	_ = a.tags.Count(r.FormValue("tag")) // want `Tag.*bumps a counter again`
}

// Rate, Touch and Rename set values: a repeat is a no-op.
func (a *API) Rate(w http.ResponseWriter, r *http.Request) {
	_ = a.ann.SetRating(r.FormValue("id"), 5)
}

func (a *API) Touch(w http.ResponseWriter, r *http.Request) {
	_ = a.ann.Touch(r.FormValue("id"))
}

func (a *API) Rename(w http.ResponseWriter, r *http.Request) {
	_ = a.tags.Rename(r.FormValue("id"), r.FormValue("name"))
}
