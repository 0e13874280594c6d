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

// A toggle written as a branch on the stored value: the status read
// decides which status is set. A retry reads the new status and sets the
// old one back. Bug. activate sets one status whatever it read: clean.
type User struct {
	ID     int64
	Status int
}

const (
	userActive = iota
	userSilenced
)

func (u *User) IsSilenced() bool { return u.Status == userSilenced }

type users struct{ db *sql.DB }

func (s *users) get(r *http.Request, name string) (*User, error) {
	u := &User{}
	err := s.db.QueryRowContext(r.Context(), `SELECT id, status FROM users WHERE username = $1`, name).Scan(&u.ID, &u.Status)
	return u, err
}

func (s *users) setStatus(r *http.Request, id int64, status int) error {
	_, err := s.db.ExecContext(r.Context(), `UPDATE users SET status = $1 WHERE id = $2`, status, id)
	return err
}

func (s *users) toggleStatus(w http.ResponseWriter, r *http.Request) {
	u, err := s.get(r, r.PathValue("username"))
	if err != nil {
		return
	}
	if u.IsSilenced() {
		err = s.setStatus(r, u.ID, userActive) // want `handler \(\*users\)\.toggleStatus: a client retry flips a value back; set the value the request names, not the opposite of the stored one`
	} else {
		err = s.setStatus(r, u.ID, userSilenced)
	}
}

func (s *users) activate(w http.ResponseWriter, r *http.Request) {
	u, err := s.get(r, r.PathValue("username"))
	if err != nil || !u.IsSilenced() {
		return
	}
	s.setStatus(r, u.ID, userActive)
}

// toggleReactionSQL adds the user's reaction when absent and removes it
// when present, in one statement.
const toggleReactionSQL = `
	WITH toggle_reaction AS (
		INSERT INTO reactions (comment_id, user_id, emoji) VALUES ($1, $2, $3)
		ON CONFLICT (comment_id, user_id, emoji) DO NOTHING
		RETURNING true AS added
	), delete_existing AS (
		DELETE FROM reactions WHERE comment_id = $1 AND user_id = $2 AND emoji = $3
		AND NOT EXISTS (SELECT 1 FROM toggle_reaction)
		RETURNING false AS added
	)
	SELECT COALESCE((SELECT added FROM toggle_reaction), (SELECT added FROM delete_existing), false)`

// toggleReaction: a retry takes the reaction back off.
func (h *handler) toggleReaction(w http.ResponseWriter, r *http.Request) {
	var added bool
	row := h.db.QueryRowContext(r.Context(), toggleReactionSQL, r.PathValue("id"), r.FormValue("user"), r.FormValue("emoji")) // want `handler \(\*handler\)\.toggleReaction: a client retry flips a value back; add or remove the row as the request says`
	if err := row.Scan(&added); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// setReactions replaces the user's reactions in one statement: the old
// set deleted, the new one inserted; a retry leaves the same set.
func (h *handler) setReactions(w http.ResponseWriter, r *http.Request) {
	_, err := h.db.ExecContext(r.Context(), `
		WITH cleared AS (DELETE FROM reactions WHERE comment_id = $1 AND user_id = $2)
		INSERT INTO reactions (comment_id, user_id, emoji) VALUES ($1, $2, $3)
		ON CONFLICT (comment_id, user_id, emoji) DO NOTHING`,
		r.PathValue("id"), r.FormValue("user"), r.FormValue("emoji"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

func routes(mux *http.ServeMux, h *handler) {
	mux.HandleFunc("POST /comments/{id}/toggle-reaction", h.toggleReaction)
	mux.HandleFunc("PUT /comments/{id}/reactions", h.setReactions)
	us := &users{}
	mux.HandleFunc("POST /admin/users/{username}/status", us.toggleStatus)
	mux.HandleFunc("POST /admin/users/{username}/activate", us.activate)
	f := &fever{}
	mux.Handle("/fever/", http.HandlerFunc(f.serve))
	mux.HandleFunc("POST /entries/{id}/toggle-star", h.toggleStarred)
	mux.HandleFunc("POST /entries/{id}/star", h.setStarred)
}
