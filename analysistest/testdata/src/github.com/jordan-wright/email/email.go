// Package email is an analysistest stub of github.com/jordan-wright/email
// (v4.0.1-0.20210109023952-943e75fe5223+incompatible): Email, Attachment, Pool
// and their sending methods. Pool's fields are unexported and omitted.
package email

import (
	"crypto/tls"
	"errors"
	"io"
	"net/smtp"
	"net/textproto"
	"time"
)

const (
	MaxLineLength = 76 // MaxLineLength is the maximum line length per RFC 2045
)

// ErrMissingBoundary is returned when there is no boundary given for a multipart entity
var ErrMissingBoundary = errors.New("No boundary found for multipart entity")

// ErrMissingContentType is returned when there is no "Content-Type" header for a MIME entity
var ErrMissingContentType = errors.New("No Content-Type found for MIME entity")

// Email is the type used for email messages
type Email struct {
	ReplyTo     []string
	From        string
	To          []string
	Bcc         []string
	Cc          []string
	Subject     string
	Text        []byte // Plaintext message (optional)
	HTML        []byte // Html message (optional)
	Sender      string // override From as SMTP envelope sender (optional)
	Headers     textproto.MIMEHeader
	Attachments []*Attachment
	ReadReceipt []string
}

// NewEmail creates an Email, and returns the pointer to it.
func NewEmail() *Email { return &Email{Headers: textproto.MIMEHeader{}} }

// NewEmailFromReader reads a stream of bytes from an io.Reader, r,
// and returns an email struct containing the parsed data.
func NewEmailFromReader(r io.Reader) (*Email, error) { return NewEmail(), nil }

func (e *Email) Attach(r io.Reader, filename string, c string) (a *Attachment, err error) {
	return &Attachment{}, nil
}

func (e *Email) AttachFile(filename string) (a *Attachment, err error) { return &Attachment{}, nil }

// Bytes converts the Email object to a []byte representation, including all needed MIMEHeaders, boundaries, etc.
func (e *Email) Bytes() ([]byte, error) { return nil, nil }

// Send an email using the given host and SMTP auth (optional), returns any error thrown by smtp.SendMail
func (e *Email) Send(addr string, a smtp.Auth) error { return nil }

// SendWithTLS sends an email over tls with an optional TLS config.
func (e *Email) SendWithTLS(addr string, a smtp.Auth, t *tls.Config) error { return nil }

// SendWithStartTLS sends an email over TLS using STARTTLS with an optional TLS config.
func (e *Email) SendWithStartTLS(addr string, a smtp.Auth, t *tls.Config) error { return nil }

// Attachment is a struct representing an email attachment.
type Attachment struct {
	Filename    string
	ContentType string
	Header      textproto.MIMEHeader
	Content     []byte
	HTMLRelated bool
}

// Pool (fields unexported in the real package, omitted here).
type Pool struct{}

func NewPool(address string, count int, auth smtp.Auth, opt_tlsConfig ...*tls.Config) (pool *Pool, err error) {
	return &Pool{}, nil
}

func (p *Pool) SetHelloHostname(h string) {}

// Send sends an email via a connection pulled from the Pool. The timeout may
// be <0 to indicate no timeout.
func (p *Pool) Send(e *Email, timeout time.Duration) (err error) { return nil }

func (p *Pool) Close() {}
