// Package api: HTTP handlers over the repository.
package api

import (
	"net/http"
	"strconv"

	"nodedupe/sqlizer/repo"
)

type API struct {
	ann  repo.Annotations
	tags repo.Tags
	ent  repo.Entries
}

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /scrobble", a.Scrobble)
	mux.HandleFunc("POST /skip", a.Skip)
	mux.HandleFunc("POST /rate", a.Rate)
	mux.HandleFunc("POST /touch", a.Touch)
	mux.HandleFunc("POST /tag", a.Tag)
	mux.HandleFunc("POST /rename", a.Rename)
	mux.HandleFunc("POST /entries", a.AddEntries)
	mux.HandleFunc("POST /entries/move", a.MoveEntry)
	mux.HandleFunc("PUT /entries", a.ReplaceEntries)
	mux.HandleFunc("POST /invoices/{id}/lines", a.AddLines)
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

// AddEntries appends at one past the highest position: a retry appends
// the same media again.
func (a *API) AddEntries(w http.ResponseWriter, r *http.Request) {
	_, _ = a.ent.Add(r.Form["media"]) // want `AddEntries: a client retry appends to an ordered list again`
}

// MoveEntry moves an entry by its position: a retry moves another one.
func (a *API) MoveEntry(w http.ResponseWriter, r *http.Request) {
	from, _ := strconv.Atoi(r.FormValue("from"))
	to, _ := strconv.Atoi(r.FormValue("to"))
	_ = a.ent.Move(from, to) // want `MoveEntry: a client retry moves an entry by its position again`
}

// AddLines keys its rows by the request's items: a retry fails on the
// primary key.
func (a *API) AddLines(w http.ResponseWriter, r *http.Request) {
	_ = a.ent.Lines(r.PathValue("id"), r.Form["sku"])
}

// ReplaceEntries rewrites the whole list: a retry writes the same one.
func (a *API) ReplaceEntries(w http.ResponseWriter, r *http.Request) {
	_ = a.ent.Replace(r.Form["media"])
}
