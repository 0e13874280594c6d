package handlers

import (
	"encoding/json"
	"net/http"

	"github.com/idemlint/idemlint/e2e/services/wired/domain"
)

type HTTP struct {
	Mail  domain.Mailer
	Inbox domain.Inbox
}

type inviteRequest struct {
	Email string `json:"email"`
}

// Invite mails an invitation on every POST: a retried request mails twice.
func (h *HTTP) Invite(w http.ResponseWriter, r *http.Request) { // expect: nodedupe `handler \(\*HTTP\)\.Invite: a client retry messages a person again through domain\.Mailer\.Send`
	var req inviteRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := h.Mail.Send(r.Context(), req.Email, "join us"); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

// InviteOnce claims the client's Idempotency-Key through the inbox port
// (SET NX behind it) before mailing (clean).
func (h *HTTP) InviteOnce(w http.ResponseWriter, r *http.Request) {
	var req inviteRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	fresh, err := h.Inbox.Claim(r.Context(), r.Header.Get("Idempotency-Key"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusServiceUnavailable)
		return
	}
	if !fresh {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	if err := h.Mail.Send(r.Context(), req.Email, "join us"); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
