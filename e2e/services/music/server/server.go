// Package server is the music service's HTTP API: a Subsonic-style API
// that takes its writes on any method (chi HandleFunc), handlers named for
// what they do; image uploads through a handler factory; bookmarks served
// by deluan/rest.
package server

import (
	"context"
	"io"
	"net/http"

	"github.com/deluan/rest"
	"github.com/go-chi/chi/v5"
	"github.com/pocketbase/dbx"

	"github.com/idemlint/idemlint/e2e/services/music/core"
	"github.com/idemlint/idemlint/e2e/services/music/model"
)

type Router struct {
	tracker core.PlayTracker
	ds      model.DataStore
	db      *dbx.DB
}

func New(tracker core.PlayTracker, ds model.DataStore, db *dbx.DB) *Router {
	return &Router{tracker: tracker, ds: ds, db: db}
}

func (api *Router) Routes(r chi.Router, bookmarks rest.RepositoryConstructor) {
	r.HandleFunc("/rest/scrobble", api.Scrobble)
	r.HandleFunc("/rest/setRating", api.SetRating)
	r.HandleFunc("/rest/getSong", api.GetSong)
	r.Post("/api/track/{id}/image", api.uploadTrackImage())
	r.Post("/api/track/{id}/cover", api.uploadTrackCover())
	r.Post("/api/bookmark", rest.Post(bookmarks))
	r.Put("/api/bookmark/{id}", rest.Put(bookmarks))
}

// Scrobble counts a play of each id in the query: a write over any method;
// a retried request counts the plays twice.
func (api *Router) Scrobble(w http.ResponseWriter, r *http.Request) { // expect: nodedupe "bumps a counter again"
	if err := api.tracker.Submit(r.Context(), r.URL.Query()["id"]); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// SetRating sets a rating: a repeat is a no-op.
func (api *Router) SetRating(w http.ResponseWriter, r *http.Request) {
	_ = api.ds.Annotation().SetRating(r.URL.Query().Get("id"), 5)
}

// GetSong reads a song (it may serve a GET: its view counter is no harm).
func (api *Router) GetSong(w http.ResponseWriter, r *http.Request) {
	_, _ = api.db.NewQuery(`UPDATE track SET views = views + 1 WHERE id = {:id}`).Bind(dbx.Params{"id": r.URL.Query().Get("id")}).Execute()
}

// handleImageUpload parses the upload and hands it to save.
func handleImageUpload(save func(ctx context.Context, body io.Reader, id string) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		f, _, err := r.FormFile("image")
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		defer f.Close()
		if err := save(r.Context(), f, chi.URLParam(r, "id")); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	}
}

// uploadTrackImage's action counts the upload: a retried POST counts twice.
func (api *Router) uploadTrackImage() http.HandlerFunc {
	return handleImageUpload(func(ctx context.Context, body io.Reader, id string) error {
		_, err := api.db.NewQuery(`UPDATE track SET uploads = uploads + 1 WHERE id = {:id}`).Bind(dbx.Params{"id": id}).Execute() // expect: nodedupe "bumps a counter again"
		return err
	})
}

// uploadTrackCover's action sets a flag: a repeat is a no-op.
func (api *Router) uploadTrackCover() http.HandlerFunc {
	return handleImageUpload(func(ctx context.Context, body io.Reader, id string) error {
		_, err := api.db.Update("track", dbx.Params{"has_cover": true}, dbx.HashExp{"id": id}).Execute()
		return err
	})
}
