// Package mailgun is an analysistest stub of github.com/mailgun/mailgun-go/v4 (github.com/mailgun/mailgun-go/v4@v4.23.0).
// Subset: MailgunImpl (NewMailgun, Send), the Mailgun interface (Send only), Message (NewMessage,
// AddHeader; fields omitted). Declarations mirror the real API surface; bodies are trivial.
package mailgun

import "context"

// Mailgun is a subset.
type Mailgun interface {
	Send(ctx context.Context, m *Message) (mes string, id string, err error)
}

type MailgunImpl struct{}

func NewMailgun(domain, apiKey string) *MailgunImpl { return nil }

func (mg *MailgunImpl) Send(ctx context.Context, m *Message) (mes, id string, err error) {
	return "", "", nil
}

type Message struct{}

func NewMessage(from, subject, text string, to ...string) *Message { return nil }

func (m *Message) AddHeader(header, value string) {}
