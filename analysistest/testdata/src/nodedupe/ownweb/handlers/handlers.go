// Package handlers: handler factories of the service's own web framework.
package handlers

import (
	"net/smtp"

	"nodedupe/ownweb/web"
)

type invite struct {
	Email string `json:"email"`
}

// --- bug ---

// SendInvite mails an invitation on every call: a retried POST mails again.
func SendInvite() web.HandlerFunc {
	return func(c *web.Context) error {
		var in invite
		if err := c.BindTo(&in); err != nil {
			return err
		}
		return smtp.SendMail("smtp.example:25", nil, "noreply@example.com", []string{in.Email}, []byte("join us")) // want `handler func literal in SendInvite: a client retry messages a person again`
	}
}

// --- clean look-alikes ---

// Preview renders the invitation on a GET: no mail leaves.
func Preview() web.HandlerFunc {
	return func(c *web.Context) error {
		return c.Ok(map[string]string{"email": c.Param("email")})
	}
}

// --- bug on a GET route ---

// Notify mails on a GET route: GETs are retried and prefetched freely.
func Notify() web.HandlerFunc {
	return func(c *web.Context) error {
		return smtp.SendMail("smtp.example:25", nil, "noreply@example.com", []string{c.Param("email")}, []byte("ping")) // want `handler func literal in Notify: a client retry messages a person again`
	}
}

// Routes registers the package's handlers on the service's own engine:
// its Post registers a POST route on httprouter (a registrar of the web
// package), its Get a GET route.
func Routes(e *web.Engine) {
	e.Post("/api/invites", SendInvite())
	e.Get("/api/invites/preview", Preview())
	e.Get("/api/ping", Notify())
}
