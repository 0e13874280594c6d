// Package mailer registers the bus's mail and settings handlers; only
// cmd/feedback imports it (a blank import).
package mailer

import (
	"context"
	"net/smtp"

	"xorm.io/xorm"

	"github.com/idemlint/idemlint/e2e/services/feedback/bus"
	"github.com/idemlint/idemlint/e2e/services/feedback/cmds"
)

// DB is the database.
var DB *xorm.Engine

func init() {
	bus.AddListener(sendWelcome)
	bus.AddHandler(setNotifications)
}

func sendWelcome(ctx context.Context, c *cmds.SendWelcome) error {
	return smtp.SendMail("smtp:587", nil, "hello@example.com", []string{c.Email}, []byte("welcome"))
}

func setNotifications(ctx context.Context, c *cmds.SetNotifications) error {
	_, err := DB.Exec("UPDATE users SET notifications = ? WHERE id = ?", c.On, c.UserID)
	return err
}
