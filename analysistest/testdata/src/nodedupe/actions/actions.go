// Package actions: a handler factory whose handler does the request's
// common work (parse, validate) and hands the rest to the function it
// was given: each function given is the action of its route.
package actions

import (
	"context"
	"database/sql"
	"io"
	"net/http"

	"github.com/go-chi/chi/v5"
)

type API struct{ db *sql.DB }

func (a *API) routes(r chi.Router) {
	r.Post("/items/{id}/image", a.uploadImage())
	r.Post("/items/{id}/cover", a.uploadCover())
}

// handleUpload parses the upload and calls save with it.
func handleUpload(save func(ctx context.Context, body io.Reader, id string) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseMultipartForm(1 << 20); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		defer func() { // captures r: r lives in a cell
			if r.MultipartForm != nil {
				_ = r.MultipartForm.RemoveAll()
			}
		}()
		f, _, err := r.FormFile("image")
		if err != nil {
			return
		}
		if err := save(r.Context(), f, chi.URLParam(r, "id")); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	}
}

// uploadImage's action counts the upload: a retried POST counts twice.
func (a *API) uploadImage() http.HandlerFunc {
	return handleUpload(func(ctx context.Context, body io.Reader, id string) error {
		_, err := a.db.ExecContext(ctx, `UPDATE items SET uploads = uploads + 1 WHERE id = $1`, id) // want `handler func literal in \(\*API\)\.uploadImage: a client retry bumps a counter again`
		return err
	})
}

// uploadCover's action sets the cover: a repeat sets the same one.
func (a *API) uploadCover() http.HandlerFunc {
	return handleUpload(func(ctx context.Context, body io.Reader, id string) error {
		_, err := a.db.ExecContext(ctx, `UPDATE items SET has_cover = true WHERE id = $1`, id)
		return err
	})
}
