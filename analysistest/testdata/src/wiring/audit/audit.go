package audit // want package:`wiring: \(\*API\)\.Invite → wiring/audit\.Events\.Record, \(\*API\)\.Invite → wiring/audit\.Events\.Mail \(if wiring/audit\.Events\.Record succeeds\), \(\*API\)\.Approve → wiring/audit\.Events\.Record`

// Package audit is an HTTP API that records each action through an
// interface package app wires to an audit-log service (pocket-id's
// AuditLogger): the record of a request, which a retried request is. A
// mail through the same interface stays a harm.

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

func (a *API) Routes(r chi.Router) {
	r.Post("/invite", a.Invite)
	r.Post("/approve", a.Approve)
}

type Events interface {
	Record(action, actor string) error
	Mail(to, body string) error
}

type API struct{ Svc *Service }

// Service is the handlers' service layer: the calls through Events are
// its (pocket-id's Service.Exchange calling AuditLogger.Create).
type Service struct{ Events Events }

func (s *Service) Invite(email string) error {
	if err := s.Events.Record("invite", email); err != nil {
		return err
	}
	return s.Events.Mail(email, "join us")
}

func (s *Service) Approve(user string) error { return s.Events.Record("approve", user) }

// Invite records the invitation and mails it: a retried POST mails it
// twice; the second audit line is the record of the second request.
func (a *API) Invite(w http.ResponseWriter, r *http.Request) { // wired: `^handler \(\*API\)\.Invite: a client retry messages a person again through`
	if err := a.Svc.Invite(r.FormValue("email")); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// Approve records the approval only: nothing a retry repeats but the
// audit line (clean).
func (a *API) Approve(w http.ResponseWriter, r *http.Request) {
	if err := a.Svc.Approve(r.FormValue("user")); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}
