// Package errchain: routes written as hay-kot/httpkit errchain handler
// factories (func(w, r) error literals a controller's methods return),
// registered elsewhere through ErrChain.ToHandlerFunc.
package errchain

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"net/smtp"

	"github.com/hay-kot/httpkit/errchain"

	"handlers/errchainfactories/adapters"
)

type Controller struct {
	seen int
	db   *sql.DB
}

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

// HandleInviteSend hands a typed function to an adapter that decodes the
// body: the function is the route, and a retried POST mails again.
func (c *Controller) HandleInviteSend() errchain.HandlerFunc {
	fn := func(r *http.Request, in inviteReq) (string, error) {
		return "sent", smtp.SendMail("smtp:587", nil, "app@example.com", []string{in.Email}, []byte("join us")) // want `handler func literal in \(\*Controller\)\.HandleInviteSend: a client retry messages a person again`
	}
	return adapters.Action(fn, http.StatusCreated)
}

// HandleInvites lists: a factory of no write name whose adapted function
// may serve a GET, and whose store call is no harm a GET does (clean).
func (c *Controller) HandleInvites() errchain.HandlerFunc {
	fn := func(r *http.Request) ([]string, error) {
		c.seen++
		return []string{"a@example.com"}, nil
	}
	return adapters.Command(fn, http.StatusOK)
}

// HandleTagsCreate names the entity first and the verb last: a write
// route, whose counter a retry bumps again.
func (c *Controller) HandleTagsCreate() errchain.HandlerFunc {
	fn := func(r *http.Request, in inviteReq) (string, error) {
		_, err := c.db.ExecContext(r.Context(), `UPDATE stats SET tags = tags + 1 WHERE owner = $1`, in.Email) // want `handler func literal in \(\*Controller\)\.HandleTagsCreate: a client retry bumps a counter again`
		return "ok", err
	}
	return adapters.Action(fn, http.StatusCreated)
}

// HandleTagsGetAll may be a GET: the same counter is no harm reported
// there (clean).
func (c *Controller) HandleTagsGetAll() errchain.HandlerFunc {
	fn := func(r *http.Request, in inviteReq) (string, error) {
		_, err := c.db.ExecContext(r.Context(), `UPDATE stats SET views = views + 1 WHERE owner = $1`, in.Email)
		return "ok", err
	}
	return adapters.Action(fn, http.StatusOK)
}
