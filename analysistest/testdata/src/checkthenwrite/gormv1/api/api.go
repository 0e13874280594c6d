// Package api is the HTTP layer over package models: a POST checks that
// the name is free, then creates the row.
package api

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/jinzhu/gorm"

	"checkthenwrite/gormv1/models"
)

// Server serves the API.
type Server struct{}

func userID(r *http.Request) int64 {
	id, _ := strconv.ParseInt(r.Header.Get("X-User-Id"), 10, 64)
	return id
}

// --- bugs ---

// Groups creates a group whose name is checked first: two concurrent
// retries both find the name free and both insert.
func (s *Server) Groups(w http.ResponseWriter, r *http.Request) {
	g := models.Group{}
	if err := json.NewDecoder(r.Body).Decode(&g); err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}
	_, err := models.GetGroupByName(g.Name, userID(r))
	if err != gorm.ErrRecordNotFound {
		http.Error(w, "group name already in use", http.StatusConflict)
		return
	}
	g.UserId = userID(r)
	if err := models.PostGroup(&g); err != nil { // want `check-then-write race in \(\*Server\)\.Groups on key Group\.Name: two concurrent client retries both proceed; a unique index on the looked-up columns`
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// --- look-alikes ---

// Pages checks the name too, but the page's name is a unique index: the
// second insert fails on it. Page.Validate fills in a field of the decoded
// request: input validation, not a guard by stored state.
func (s *Server) Pages(w http.ResponseWriter, r *http.Request) {
	p := models.Page{}
	if err := json.NewDecoder(r.Body).Decode(&p); err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}
	if _, err := models.GetPageByName(p.Name, userID(r)); err != gorm.ErrRecordNotFound {
		http.Error(w, "page name already in use", http.StatusConflict)
		return
	}
	p.UserId = userID(r)
	if err := models.PostPage(&p); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Group renames a group after checking the new name is free: PutGroup's
// Save carries the id, an update; a repeat sets the same name.
func (s *Server) Group(w http.ResponseWriter, r *http.Request) {
	g := models.Group{}
	if err := json.NewDecoder(r.Body).Decode(&g); err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}
	if _, err := models.GetGroupByName(g.Name, userID(r)); err != gorm.ErrRecordNotFound {
		http.Error(w, "group name already in use", http.StatusConflict)
		return
	}
	if err := models.PutGroup(&g); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
}
