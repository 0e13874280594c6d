// Package postmark is an analysistest stub of github.com/keighl/postmark (github.com/keighl/postmark@v0.0.0-20190821160221-28358b1a94e3).
// Subset: Client (NewClient, SendEmail, SendEmailBatch), Email (Attachments omitted), Header,
// EmailResponse. Declarations mirror the real API surface; bodies are trivial.
package postmark

import (
	"net/http"
	"time"
)

type Client struct {
	HTTPClient   *http.Client
	ServerToken  string
	AccountToken string
	BaseURL      string
}

func NewClient(serverToken string, accountToken string) *Client { return nil }

type Header struct {
	Name  string
	Value string
}

type Email struct {
	From       string            `json:",omitempty"`
	To         string            `json:",omitempty"`
	Cc         string            `json:",omitempty"`
	Bcc        string            `json:",omitempty"`
	Subject    string            `json:",omitempty"`
	Tag        string            `json:",omitempty"`
	HtmlBody   string            `json:",omitempty"`
	TextBody   string            `json:",omitempty"`
	ReplyTo    string            `json:",omitempty"`
	Headers    []Header          `json:",omitempty"`
	TrackOpens bool              `json:",omitempty"`
	Metadata   map[string]string `json:",omitempty"`
}

type EmailResponse struct {
	To          string
	SubmittedAt time.Time
	MessageID   string
	ErrorCode   int64
	Message     string
}

func (client *Client) SendEmail(email Email) (EmailResponse, error) { return EmailResponse{}, nil }

func (client *Client) SendEmailBatch(emails []Email) ([]EmailResponse, error) { return nil, nil }
