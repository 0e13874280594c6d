// Package oauth: a server whose routes return their error to an adapter
// (func(w, r) error) and are registered by the package that imports it
// (boundroutes' router): they are handlers by their shape here.
package oauth

import (
	"encoding/json"
	"net/http"
	"net/smtp"
)

type Server struct{ admin string }

type registration struct {
	Name    string `json:"name"`
	Contact string `json:"contact"`
}

// Register reads the body and mails the contact on every request: a
// retried POST mails twice.
func (s *Server) Register(w http.ResponseWriter, r *http.Request) error {
	var in registration
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		return err
	}
	return smtp.SendMail("smtp:587", nil, s.admin, []string{in.Contact}, []byte("registered "+in.Name)) // want `handler \(\*Server\)\.Register: a client retry messages a person again`
}

// List answers from memory (clean).
func (s *Server) List(w http.ResponseWriter, r *http.Request) error {
	return json.NewEncoder(w).Encode([]string{s.admin})
}
