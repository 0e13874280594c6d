// Package gomail is an analysistest stub of gopkg.in/gomail.v2
// (v2.0.0-20160411212932-81ebce5c23df): Message (headers, body, attachments),
// Dialer, Sender/SendCloser/SendFunc and Send. Message's fields are unexported
// and omitted.
package gomail

import (
	"crypto/tls"
	"io"
	"net/smtp"
	"time"
)

// Message represents an email.
type Message struct{}

// NewMessage creates a new message. It uses UTF-8 and quoted-printable encoding
// by default.
func NewMessage(settings ...MessageSetting) *Message { return &Message{} }

// Reset resets the message so it can be reused.
func (m *Message) Reset() {}

// A MessageSetting can be used as an argument in NewMessage to configure an
// email.
type MessageSetting func(m *Message)

// SetCharset is a message setting to set the charset of the email.
func SetCharset(charset string) MessageSetting { return nil }

// SetEncoding is a message setting to set the encoding of the email.
func SetEncoding(enc Encoding) MessageSetting { return nil }

// Encoding represents a MIME encoding scheme like quoted-printable or base64.
type Encoding string

const (
	// QuotedPrintable represents the quoted-printable encoding as defined in
	// RFC 2045.
	QuotedPrintable Encoding = "quoted-printable"
	// Base64 represents the base64 encoding as defined in RFC 2045.
	Base64 Encoding = "base64"
	// Unencoded can be used to avoid encoding the body of an email.
	Unencoded Encoding = "8bit"
)

// SetHeader sets a value to the given header field.
func (m *Message) SetHeader(field string, value ...string) {}

// SetHeaders sets the message headers.
func (m *Message) SetHeaders(h map[string][]string) {}

// SetAddressHeader sets an address to the given header field.
func (m *Message) SetAddressHeader(field, address, name string) {}

// FormatAddress formats an address and a name as a valid RFC 5322 address.
func (m *Message) FormatAddress(address, name string) string { return "" }

// SetDateHeader sets a date to the given header field.
func (m *Message) SetDateHeader(field string, date time.Time) {}

// FormatDate formats a date as a valid RFC 5322 date.
func (m *Message) FormatDate(date time.Time) string { return "" }

// GetHeader gets a header field.
func (m *Message) GetHeader(field string) []string { return nil }

// SetBody sets the body of the message.
func (m *Message) SetBody(contentType, body string, settings ...PartSetting) {}

// AddAlternative adds an alternative part to the message.
func (m *Message) AddAlternative(contentType, body string, settings ...PartSetting) {}

// AddAlternativeWriter adds an alternative part to the message.
func (m *Message) AddAlternativeWriter(contentType string, f func(io.Writer) error, settings ...PartSetting) {
}

// A PartSetting can be used as an argument in Message.SetBody,
// Message.AddAlternative or Message.AddAlternativeWriter to configure the part
// added to a message.
type PartSetting func(*part)

type part struct{}

// SetPartEncoding sets the encoding of the part added to the message.
func SetPartEncoding(e Encoding) PartSetting { return nil }

type file struct{}

// A FileSetting can be used as an argument in Message.Attach or Message.Embed.
type FileSetting func(*file)

// SetHeader is a file setting to set the MIME header of the message part that
// contains the file content.
func SetHeader(h map[string][]string) FileSetting { return nil }

// Rename is a file setting to set the name of the attachment if the name is
// different than the filename on disk.
func Rename(name string) FileSetting { return nil }

// SetCopyFunc is a file setting to replace the function that runs when the
// message is sent.
func SetCopyFunc(f func(io.Writer) error) FileSetting { return nil }

// Attach attaches the files to the email.
func (m *Message) Attach(filename string, settings ...FileSetting) {}

// Embed embeds the images to the email.
func (m *Message) Embed(filename string, settings ...FileSetting) {}

// WriteTo implements io.WriterTo. It dumps the whole message into w.
func (m *Message) WriteTo(w io.Writer) (int64, error) { return 0, nil }

// Sender is the interface that wraps the Send method.
//
// Send sends an email to the given addresses.
type Sender interface {
	Send(from string, to []string, msg io.WriterTo) error
}

// SendCloser is the interface that groups the Send and Close methods.
type SendCloser interface {
	Sender
	Close() error
}

// A SendFunc is a function that sends emails to the given addresses.
type SendFunc func(from string, to []string, msg io.WriterTo) error

// Send calls f(from, to, msg).
func (f SendFunc) Send(from string, to []string, msg io.WriterTo) error { return nil }

// Send sends emails using the given Sender.
func Send(s Sender, msg ...*Message) error { return nil }

// A Dialer is a dialer to an SMTP server.
type Dialer struct {
	// Host represents the host of the SMTP server.
	Host string
	// Port represents the port of the SMTP server.
	Port int
	// Username is the username to use to authenticate to the SMTP server.
	Username string
	// Password is the password to use to authenticate to the SMTP server.
	Password string
	// Auth represents the authentication mechanism used to authenticate to the
	// SMTP server.
	Auth smtp.Auth
	// SSL defines whether an SSL connection is used.
	SSL bool
	// TSLConfig represents the TLS configuration used for the TLS (when the
	// STARTTLS extension is used) or SSL connection.
	TLSConfig *tls.Config
	// LocalName is the hostname sent to the SMTP server with the HELO command.
	LocalName string
}

// NewDialer returns a new SMTP Dialer. The given parameters are used to connect
// to the SMTP server.
func NewDialer(host string, port int, username, password string) *Dialer {
	return &Dialer{Host: host, Port: port, Username: username, Password: password, SSL: port == 465}
}

// NewPlainDialer returns a new SMTP Dialer.
//
// Deprecated: Use NewDialer instead.
func NewPlainDialer(host string, port int, username, password string) *Dialer {
	return NewDialer(host, port, username, password)
}

// Dial dials and authenticates to an SMTP server. The returned SendCloser
// should be closed when done using it.
func (d *Dialer) Dial() (SendCloser, error) { return nil, nil }

// DialAndSend opens a connection to the SMTP server, sends the given emails and
// closes the connection.
func (d *Dialer) DialAndSend(m ...*Message) error { return nil }
