// Package errchain: routes written as hay-kot/httpkit errchain handler
// factories (func(w, r) error literals a controller's methods return),
// registered elsewhere through ErrChain.ToHandlerFunc.
package errchain

import (
	"encoding/json"
	"net/http"
	"net/smtp"

	"github.com/hay-kot/httpkit/errchain"
)

type Controller struct{}

type inviteReq struct {
	Email string `json:"email"`
}

// HandleInvite mails an invitation on every request: a retried POST mails
// it twice.
func (c *Controller) HandleInvite() errchain.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		var in inviteReq
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
			return err
		}
		return smtp.SendMail("smtp:587", nil, "app@example.com", []string{in.Email}, []byte("join us")) // want `handler func literal in \(\*Controller\)\.HandleInvite: a client retry messages a person again`
	}
}

// HandleStatus reads nothing and sends nothing (clean).
func (c *Controller) HandleStatus() errchain.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		return json.NewEncoder(w).Encode(map[string]string{"status": "ok"})
	}
}
