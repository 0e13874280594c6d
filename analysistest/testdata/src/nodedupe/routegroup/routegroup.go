// Package routegroup: routes of go-pkgz/routegroup, whose patterns carry
// the method as net/http's do.
package routegroup

import (
	"database/sql"
	"net/http"

	"github.com/go-pkgz/routegroup"
)

type API struct{ db *sql.DB }

// vote counts a vote on every request. Bug.
func (a *API) vote(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`UPDATE comments SET score = score + 1 WHERE id = $1`, r.PathValue("id")) // want `handler \(\*API\)\.vote: a client retry bumps a counter again`
}

// views counts a read: a GET route, not reported.
func (a *API) views(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`UPDATE comments SET views = views + 1 WHERE id = $1`, r.PathValue("id"))
}

func Routes(mux *http.ServeMux, a *API) {
	router := routegroup.New(mux)
	router.Route(func(r *routegroup.Bundle) {
		r.HandleFunc("PUT /comment/{id}/vote", a.vote)
		r.HandleFunc("GET /comment/{id}", a.views)
	})
}
