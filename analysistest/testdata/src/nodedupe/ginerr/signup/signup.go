// Package signup: routes of the service's own handler type
// (func(*gin.Context) error), registered through its adapter in the
// module that registers them.
package signup

import (
	"database/sql"
	"net/smtp"

	"github.com/gin-gonic/gin"

	"nodedupe/ginerr/httpserver"
)

type handler struct{ db *sql.DB }

// Register adds the routes.
func Register(g *gin.RouterGroup, h *handler) {
	g.POST("/users/:id/login-email", httpserver.Handle(h.sendLoginEmail))
	g.PUT("/users/:id/name", httpserver.Handle(h.rename))
}

// sendLoginEmail mails the user a login code: a retry mails another.
func (h *handler) sendLoginEmail(c *gin.Context) error {
	return smtp.SendMail("smtp:25", nil, "app@example.com", []string{c.Param("id")}, []byte("your code")) // want `handler \(\*handler\)\.sendLoginEmail: a client retry messages a person again`
}

// rename sets the user's name: a retry sets the same.
func (h *handler) rename(c *gin.Context) error {
	_, err := h.db.Exec(`UPDATE users SET name = $1 WHERE id = $2`, c.PostForm("name"), c.Param("id"))
	return err
}
