// Package emailer is a stub of github.com/italypaleale/go-kit/emailer v1.0.0
// (see the module's doc.go). NewEmailer returns an emailer that sends
// each message over SMTP with net/smtp, as the real module's "smtp"
// emailer does (emailer/smtp/smtp.go: net/smtp NewClient, Mail, Rcpt,
// Data), so that the measurement sees the send the real code makes.
package emailer

import (
	"context"
	"errors"
	"log/slog"
	"net/smtp"
)

// EmailAddress is a recipient (or sender) with an optional display name.
type EmailAddress struct {
	Name    string
	Address string
}

// SendEmailMessage is the content of an email.
type SendEmailMessage struct {
	// Email content as plain-text
	Text string
	// Email content as HTML, which can be empty
	HTML string
}

// Emailer is the interface for objects that send email notifications.
type Emailer interface {
	// SendEmail sends an email to the specified address.
	SendEmail(ctx context.Context, to EmailAddress, subject string, message SendEmailMessage) error
}

// NewEmailerOpts is the options struct for NewEmailer.
type NewEmailerOpts struct {
	// Connection string
	ConnString string
	// Optional logger
	Logger *slog.Logger
}

// NewEmailer returns a configured Emailer object based on the connection string.
func NewEmailer(ctx context.Context, opts NewEmailerOpts) (Emailer, error) {
	if opts.ConnString == "" {
		return nil, errors.New("emailer connection string is empty")
	}
	return smtpEmailer{addr: opts.ConnString}, nil
}

type smtpEmailer struct{ addr string }

func (e smtpEmailer) SendEmail(ctx context.Context, to EmailAddress, subject string, message SendEmailMessage) error {
	return smtp.SendMail(e.addr, nil, "noreply@localhost", []string{to.Address}, []byte("Subject: "+subject+"\r\n\r\n"+message.Text))
}
