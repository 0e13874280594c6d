// Package smtp is a stub of github.com/emersion/go-smtp@v0.24.0 for
// idemlint's analysistest fixtures: declarations only (see analysistest/STUBS.md).
package smtp

import (
	"io"
	"net"
	"time"
)

// Backend is a SMTP server backend.
type Backend interface {
	NewSession(c *Conn) (Session, error)
}

// BackendFunc is an adapter to allow the use of an ordinary function as a Backend.
type BackendFunc func(c *Conn) (Session, error)

// NewSession calls f(c).
func (f BackendFunc) NewSession(c *Conn) (Session, error) { return f(c) }

// Session is used by servers to respond to an SMTP client.
type Session interface {
	Reset()
	Logout() error
	Mail(from string, opts *MailOptions) error
	Rcpt(to string, opts *RcptOptions) error
	Data(r io.Reader) error
}

// BodyType is the value of the BODY= argument.
type BodyType string

// MailOptions contains parameters for the MAIL command.
type MailOptions struct {
	Body BodyType
	Size int64
}

// RcptOptions contains parameters for the RCPT command.
type RcptOptions struct{}

// Conn is a connection to an SMTP client.
type Conn struct{}

// Conn returns the connection to the client.
func (c *Conn) Conn() net.Conn { return nil }

// Hostname returns the name of the connected client.
func (c *Conn) Hostname() string { return "" }

// Server is an SMTP server.
type Server struct {
	Network         string
	Addr            string
	Domain          string
	MaxMessageBytes int64
	ReadTimeout     time.Duration
	WriteTimeout    time.Duration
}

// NewServer creates a new SMTP server.
func NewServer(be Backend) *Server { return &Server{} }

// ListenAndServe listens on the network address and serves.
func (s *Server) ListenAndServe() error { return nil }

// Close immediately closes all active listeners and connections.
func (s *Server) Close() error { return nil }
