// Package api is the campaign service's HTTP layer over package models.
package api

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/jinzhu/gorm"

	"github.com/idemlint/idemlint/e2e/services/campaigns/models"
)

// Server serves the API.
type Server struct{}

// Routes registers the handlers.
func (s *Server) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/groups", s.Groups)
	mux.HandleFunc("PUT /api/groups/{id}", s.Group)
	mux.HandleFunc("POST /api/templates", s.Templates)
}

func userID(r *http.Request) int64 {
	id, _ := strconv.ParseInt(r.Header.Get("X-User-Id"), 10, 64)
	return id
}

// Groups creates a group after checking its name is free: two concurrent
// retries both find it free and both insert (no unique index on the name).
func (s *Server) Groups(w http.ResponseWriter, r *http.Request) {
	g := models.Group{}
	if err := json.NewDecoder(r.Body).Decode(&g); err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}
	if _, err := models.GetGroupByName(g.Name, userID(r)); err != gorm.ErrRecordNotFound {
		http.Error(w, "group name already in use", http.StatusConflict)
		return
	}
	g.UserId = userID(r)
	if err := models.PostGroup(&g); err != nil { // expect: checkthenwrite `check-then-write race in \(\*Server\)\.Groups on key Group\.Name: two concurrent client retries both proceed; a unique index on the looked-up columns` nodedupe `handler \(\*Server\)\.Groups: a client retry inserts a duplicate row \(gorm Save of a new row\)`
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Group renames a group: PutGroup saves the row with its id, an update.
func (s *Server) Group(w http.ResponseWriter, r *http.Request) {
	g := models.Group{}
	if err := json.NewDecoder(r.Body).Decode(&g); err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}
	g.Id, _ = strconv.ParseInt(r.PathValue("id"), 10, 64)
	if _, err := models.GetGroupByName(g.Name, userID(r)); err != gorm.ErrRecordNotFound {
		http.Error(w, "group name already in use", http.StatusConflict)
		return
	}
	if err := models.PutGroup(&g); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
	}
}

// Templates checks the name too, but the template's name is a unique
// index: the second insert fails on it. Validate fills in a field of the
// decoded request: input validation, not a guard by stored state.
func (s *Server) Templates(w http.ResponseWriter, r *http.Request) {
	t := models.Template{}
	if err := json.NewDecoder(r.Body).Decode(&t); err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}
	if _, err := models.GetTemplateByName(t.Name, userID(r)); err != gorm.ErrRecordNotFound {
		http.Error(w, "template name already in use", http.StatusConflict)
		return
	}
	t.UserId = userID(r)
	if err := models.PostTemplate(&t); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
}
