// Package postmark is an analysistest stub of github.com/mrz1836/postmark (github.com/mrz1836/postmark@v1.7.4).
// Subset: Client (NewClient, SendEmail, SendEmailBatch), Email (Attachments omitted), Header,
// EmailResponse. Declarations mirror the real API surface; bodies are trivial.
package postmark

import (
	"context"
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
	Name  string `json:",omitempty"`
	Value string `json:",omitempty"`
}

type Email struct {
	From       string            `json:",omitempty"`
	To         string            `json:",omitempty"`
	Cc         string            `json:",omitempty"`
	Bcc        string            `json:",omitempty"`
	Subject    string            `json:",omitempty"`
	Tag        string            `json:",omitempty"`
	HTMLBody   string            `json:"HtmlBody,omitempty"`
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

func (client *Client) SendEmail(ctx context.Context, email Email) (EmailResponse, error) {
	return EmailResponse{}, nil
}

func (client *Client) SendEmailBatch(ctx context.Context, emails []Email) ([]EmailResponse, error) {
	return nil, nil
}
