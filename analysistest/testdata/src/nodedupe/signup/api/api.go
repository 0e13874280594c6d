// Package api: sign-up routes crediting a welcome bonus. A retry of the
// first fails at the users' unique email before the credit; the second
// logs the sign-up in a table of no unique key, so its retry credits again.
package api

import (
	"encoding/json"
	"net/http"
	"time"

	"nodedupe/signup/store"
)

type Server struct{ st *store.Store }

type signupReq struct {
	Email string `json:"email"`
	Name  string `json:"name"`
}

func (s *Server) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /signup", s.signup)
	mux.HandleFunc("POST /signup-log", s.signupLogged)
}

// signup: the credit runs only after the unique insert succeeded (clean).
func (s *Server) signup(w http.ResponseWriter, r *http.Request) {
	var in signupReq
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := s.st.CreateUser(r.Context(), store.NewUser{Email: in.Email, Name: in.Name, Joined: time.Now()}); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	if err := s.st.Credit(r.Context(), in.Email, 100); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// signupLogged: no unique key refuses the retry.
func (s *Server) signupLogged(w http.ResponseWriter, r *http.Request) {
	var in signupReq
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := s.st.LogSignup(r.Context(), store.NewUser{Email: in.Email, Name: in.Name, Joined: time.Now()}); err != nil { // want `handler \(\*Server\)\.signupLogged: a client retry inserts a duplicate row \(INSERT INTO signups`
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	if err := s.st.Credit(r.Context(), in.Email, 100); err != nil { // want `handler \(\*Server\)\.signupLogged: a client retry bumps a counter again \(UPDATE balances`
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}
