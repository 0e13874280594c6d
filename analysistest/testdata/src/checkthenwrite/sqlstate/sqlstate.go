// Package sqlstate: an entity loaded from its row, a field of it checked,
// and the column set by an UPDATE (not a store of the field). The check
// refuses a repeat that comes after the first finished; two concurrent
// duplicates both pass it unless the UPDATE is conditional on the column.
package sqlstate

import (
	"bytes"
	"context"
	"database/sql"
	"net/http"
)

type Entry struct {
	ID      int64
	Starred bool
	Status  string
}

type Feed struct {
	ID       int64
	Disabled bool
}

type Store struct{ db *sql.DB }

func (s *Store) Entry(ctx context.Context, id string) (*Entry, error) {
	e := &Entry{}
	err := s.db.QueryRowContext(ctx, `SELECT id, starred, status FROM entries WHERE id = $1`, id).Scan(&e.ID, &e.Starred, &e.Status)
	return e, err
}

func (s *Store) Feed(ctx context.Context, id string) (*Feed, error) {
	f := &Feed{}
	err := s.db.QueryRowContext(ctx, `SELECT id, disabled FROM feeds WHERE id = $1`, id).Scan(&f.ID, &f.Disabled)
	return f, err
}

// SetStarred sets the flag: not conditional on what it was.
func (s *Store) SetStarred(ctx context.Context, id int64, starred bool) error {
	_, err := s.db.ExecContext(ctx, `UPDATE entries SET starred = $1, changed_at = now() WHERE id = $2`, starred, id)
	return err
}

// setStarredIfNot sets it only where it was not set: the second of two
// concurrent duplicates changes no row.
func (s *Store) setStarredIfNot(ctx context.Context, id int64) error {
	_, err := s.db.ExecContext(ctx, `UPDATE entries SET starred = true WHERE id = $1 AND starred = false`, id)
	return err
}

// SetStatus sets the status the caller passes.
func (s *Store) SetStatus(ctx context.Context, id int64, status string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE entries SET status = $1 WHERE id = $2`, status, id)
	return err
}

func (s *Store) touchFeed(ctx context.Context, id int64) error {
	_, err := s.db.ExecContext(ctx, `UPDATE feeds SET checked_at = now() WHERE id = $1`, id)
	return err
}

type API struct {
	store *Store
	hook  string
}

// star: a sequential retry finds the entry starred and stops; two
// concurrent ones both pass the check and both post. Bug (a race).
func (a *API) star(w http.ResponseWriter, r *http.Request) {
	e, err := a.store.Entry(r.Context(), r.PathValue("id"))
	if err != nil || e.Starred {
		return
	}
	a.store.SetStarred(r.Context(), e.ID, true)
	http.Post(a.hook, "application/json", bytes.NewReader(nil)) // want `state check in \(\*API\)\.star: concurrent client retries both pass the Entry\.Starred check; make the write conditional on it`
}

// archive: the same with the statement in the handler. Bug (a race).
func (a *API) archive(w http.ResponseWriter, r *http.Request) {
	e, err := a.store.Entry(r.Context(), r.PathValue("id"))
	if err != nil || e.Status == "archived" {
		return
	}
	a.store.db.ExecContext(r.Context(), `UPDATE entries SET status = 'archived' WHERE id = $1`, e.ID)
	http.Post(a.hook, "application/json", bytes.NewReader(nil)) // want `state check in \(\*API\)\.archive: concurrent client retries both pass the Entry\.Status check; make the write conditional on it`
}

// starOnce: the UPDATE is conditional on the column. Clean.
func (a *API) starOnce(w http.ResponseWriter, r *http.Request) {
	e, err := a.store.Entry(r.Context(), r.PathValue("id"))
	if err != nil || e.Starred {
		return
	}
	a.store.setStarredIfNot(r.Context(), e.ID)
	http.Post(a.hook, "application/json", bytes.NewReader(nil))
}

// feedCheck: the check is of a feed, the UPDATE of another column of
// feeds: no state the check guards (nodedupe's business). Not reported
// here.
func (a *API) feedCheck(w http.ResponseWriter, r *http.Request) {
	f, err := a.store.Feed(r.Context(), r.PathValue("id"))
	if err != nil || f.Disabled {
		return
	}
	a.store.touchFeed(r.Context(), f.ID)
	http.Post(a.hook, "application/json", bytes.NewReader(nil))
}

// setStatus: the status comes from the request; a check of one status
// does not stop a repeat of another. No state check (nodedupe's business).
func (a *API) setStatus(w http.ResponseWriter, r *http.Request) {
	e, err := a.store.Entry(r.Context(), r.PathValue("id"))
	if err != nil || e.Status == "archived" {
		return
	}
	a.store.SetStatus(r.Context(), e.ID, r.FormValue("status"))
	http.Post(a.hook, "application/json", bytes.NewReader(nil))
}

func Routes(mux *http.ServeMux, a *API) {
	mux.HandleFunc("POST /entries/{id}/status", a.setStatus)
	mux.HandleFunc("POST /entries/{id}/star", a.star)
	mux.HandleFunc("POST /entries/{id}/archive", a.archive)
	mux.HandleFunc("POST /entries/{id}/star-once", a.starOnce)
	mux.HandleFunc("POST /feeds/{id}/check", a.feedCheck)
}
