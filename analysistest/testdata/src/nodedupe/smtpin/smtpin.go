// Package smtpin: an inbound mail server over go-smtp. The sending server
// keeps a message queued until DATA gets a 250, so a failure after the
// work delivers the same message again.
package smtpin

import (
	"database/sql"
	"io"

	"github.com/emersion/go-smtp"
)

type backend struct{ db *sql.DB }

func (b *backend) NewSession(c *smtp.Conn) (smtp.Session, error) { return &session{db: b.db}, nil }

type session struct {
	db   *sql.DB
	from string
}

func (s *session) Reset()        {}
func (s *session) Logout() error { return nil }

func (s *session) Mail(from string, opts *smtp.MailOptions) error {
	s.from = from
	return nil
}

func (s *session) Rcpt(to string, opts *smtp.RcptOptions) error { return nil }

// Data counts the message against the sender's quota: a redelivered
// message counts twice.
func (s *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	_, err = s.db.Exec(`UPDATE quotas SET used = used + $2 WHERE sender = $1`, s.from, len(b)) // want `handler \(\*session\)\.Data: a redelivery bumps a counter again`
	return err
}

// archive has a Data of the same shape but is no Session.
type archive struct{ db *sql.DB }

func (a *archive) Data(r io.Reader) error {
	_, err := a.db.Exec(`UPDATE stats SET archived = archived + 1`)
	return err
}

func serve(db *sql.DB) error {
	return smtp.NewServer(&backend{db: db}).ListenAndServe()
}
