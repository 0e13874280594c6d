// Package mailgun is an analysistest stub of github.com/mailgun/mailgun-go
// v2.0.0+incompatible (the module before /v4). Declarations mirror the
// real API (mailgun.go, messages.go) for sending; bodies are trivial.
package mailgun

import "net/http"

// Mailgun defines the supported subset of the Mailgun API.
type Mailgun interface {
	APIBase() string
	Domain() string
	APIKey() string
	Client() *http.Client
	SetClient(client *http.Client)
	Send(m *Message) (string, string, error)
	NewMessage(from, subject, text string, to ...string) *Message
}

// MailgunImpl bundles data needed by a large number of methods in order to
// interact with the Mailgun API.
type MailgunImpl struct {
	apiBase string
	domain  string
	apiKey  string
	client  *http.Client
}

// NewMailgun creates a new client instance.
func NewMailgun(domain, apiKey string) *MailgunImpl {
	return &MailgunImpl{domain: domain, apiKey: apiKey, client: http.DefaultClient}
}

func (mg *MailgunImpl) APIBase() string               { return mg.apiBase }
func (mg *MailgunImpl) Domain() string                { return mg.domain }
func (mg *MailgunImpl) APIKey() string                { return mg.apiKey }
func (mg *MailgunImpl) Client() *http.Client          { return mg.client }
func (mg *MailgunImpl) SetClient(client *http.Client) { mg.client = client }

// NewMessage returns a new e-mail message with the simplest envelop needed
// to send.
func (mg *MailgunImpl) NewMessage(from, subject, text string, to ...string) *Message {
	return NewMessage(from, subject, text, to...)
}

// Message structures contain both the message text and the envelop for an
// e-mail message.
type Message struct {
	to []string
}

// NewMessage returns a new e-mail message with the simplest envelop needed
// to send.
func NewMessage(from string, subject string, text string, to ...string) *Message {
	return &Message{to: to}
}

// SetHtml is a helper.
func (m *Message) SetHtml(html string) {}

// AddRecipientAndVariables appends a receiver to the To: header of a
// message, and as well attaches variables.
func (m *Message) AddRecipientAndVariables(r string, vars map[string]interface{}) error {
	m.to = append(m.to, r)
	return nil
}

// Send attempts to queue a message (see Message, NewMessage, and its
// methods) for delivery.
func (m *MailgunImpl) Send(message *Message) (mes string, id string, err error) {
	return "", "", nil
}
