// Package toggle: HTTP routes that star an entry. Negating the stored
// value flips it back on a retry; setting the wanted one does not.
package toggle

import (
	"database/sql"
	"net/http"
)

type handler struct{ db *sql.DB }

// toggleStarred negates the flag: a retried POST unstars the entry. Bug.
func (h *handler) toggleStarred(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if _, err := h.db.ExecContext(r.Context(), `UPDATE entries SET starred = NOT starred WHERE id = $1`, id); err != nil { // want `handler \(\*handler\)\.toggleStarred: a client retry flips a value back \(UPDATE entries SET starred…\); set the wanted value instead of NOT`
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// setStarred sets what the request asks for: a retry sets it again. Clean.
func (h *handler) setStarred(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	starred := r.FormValue("starred") == "true"
	if _, err := h.db.ExecContext(r.Context(), `UPDATE entries SET starred = $2 WHERE id = $1`, id, starred); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// fever answers every method on one path and dispatches on the form
// (the Fever API): it may serve a GET, where a view counter is no harm,
// but a flip is undone by any prefetch or retry. Bug at the toggle only.
type fever struct{ db *sql.DB }

func (f *fever) serve(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.FormValue("mark") == "item":
		f.writeItem(w, r) // want `handler \(\*fever\)\.serve: a client retry flips a value back \(UPDATE entries SET starred = NOT starred WHERE id = \$1\); set the wanted value instead of NOT`
	default:
		f.views(w, r)
	}
}

func (f *fever) writeItem(w http.ResponseWriter, r *http.Request) {
	f.db.ExecContext(r.Context(), `UPDATE entries SET starred = NOT starred WHERE id = $1`, r.FormValue("id"))
}

// views counts a read: on a route that may serve a GET, not reported.
func (f *fever) views(w http.ResponseWriter, r *http.Request) {
	f.db.ExecContext(r.Context(), `UPDATE feeds SET views = views + 1 WHERE id = $1`, r.FormValue("feed"))
}

func routes(mux *http.ServeMux, h *handler) {
	f := &fever{}
	mux.Handle("/fever/", http.HandlerFunc(f.serve))
	mux.HandleFunc("POST /entries/{id}/toggle-star", h.toggleStarred)
	mux.HandleFunc("POST /entries/{id}/star", h.setStarred)
}
