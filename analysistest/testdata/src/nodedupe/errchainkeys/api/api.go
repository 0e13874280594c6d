// Package api: errchain routes adapted from typed functions (homebox's
// adapters.Action): the function's second parameter is the decoded body,
// the delivery's own data.
package api

import (
	"net/http"
	"net/smtp"

	"github.com/hay-kot/httpkit/errchain"

	"handlers/errchainfactories/adapters"
	"nodedupe/errchainkeys/keys"
)

type Controller struct{ keys *keys.Service }

func notify(name string) error {
	return smtp.SendMail("smtp:587", nil, "app@example.com", []string{"owner@example.com"}, []byte("API key "+name+" created"))
}

// HandleKeyCreate: the key's token is minted, so a retried POST inserts
// a second live key (the row's data is the decoded body: the delivery's).
// Its only harm is the row: the duplicate-create tier, which this
// directory's .idemlint.yml enables.
func (c *Controller) HandleKeyCreate() errchain.HandlerFunc {
	fn := func(r *http.Request, in keys.CreateIn) (string, error) {
		return c.keys.CreateKey(r.Context(), r.Header.Get("X-User"), in) // want `handler func literal in \(\*Controller\)\.HandleKeyCreate: a client retry inserts a duplicate row`
	}
	return adapters.Action(fn, http.StatusCreated)
}

// HandleKeyCreateNotify: as HandleKeyCreate, and a mail besides.
func (c *Controller) HandleKeyCreateNotify() errchain.HandlerFunc {
	fn := func(r *http.Request, in keys.CreateIn) (string, error) {
		raw, err := c.keys.CreateKey(r.Context(), r.Header.Get("X-User"), in) // want `handler func literal in \(\*Controller\)\.HandleKeyCreateNotify: a client retry inserts a duplicate row`
		if err != nil {
			return "", err
		}
		return raw, notify(in.Name) // want `handler func literal in \(\*Controller\)\.HandleKeyCreateNotify: a client retry messages a person again`
	}
	return adapters.Action(fn, http.StatusCreated)
}

// HandleKeyImport: the token is the body's, so a retry's row collides on
// its unique hash (clean).
func (c *Controller) HandleKeyImport() errchain.HandlerFunc {
	fn := func(r *http.Request, in keys.CreateIn) (string, error) {
		return "ok", c.keys.ImportKey(r.Context(), r.Header.Get("X-User"), in)
	}
	return adapters.Action(fn, http.StatusCreated)
}
