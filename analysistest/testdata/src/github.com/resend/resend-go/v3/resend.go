// Package resend is a stub of github.com/resend/resend-go/v3@v3.0.0: the
// client, its Emails and Batch services (concrete and interfaces) and the
// send request, response and option types, with the real signatures.
package resend

import "context"

type Client struct {
	ApiKey    string
	UserAgent string
	Emails    *EmailsSvcImpl
	Batch     BatchSvc
}

func NewClient(apiKey string) *Client {
	return &Client{ApiKey: apiKey, Emails: &EmailsSvcImpl{}, Batch: &BatchSvcImpl{}}
}

type SendEmailOptions struct {
	IdempotencyKey string `json:"idempotency_key,omitempty"`
}

func (o SendEmailOptions) GetIdempotencyKey() string { return o.IdempotencyKey }

type Tag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

type SendEmailRequest struct {
	From        string            `json:"from"`
	To          []string          `json:"to"`
	Subject     string            `json:"subject"`
	Bcc         []string          `json:"bcc,omitempty"`
	Cc          []string          `json:"cc,omitempty"`
	ReplyTo     string            `json:"reply_to,omitempty"`
	Html        string            `json:"html,omitempty"`
	Text        string            `json:"text,omitempty"`
	Tags        []Tag             `json:"tags,omitempty"`
	Headers     map[string]string `json:"headers,omitempty"`
	ScheduledAt string            `json:"scheduled_at,omitempty"`
}

type SendEmailResponse struct {
	Id string `json:"id"`
}

type EmailsSvc interface {
	SendWithOptions(ctx context.Context, params *SendEmailRequest, options *SendEmailOptions) (*SendEmailResponse, error)
	SendWithContext(ctx context.Context, params *SendEmailRequest) (*SendEmailResponse, error)
	Send(params *SendEmailRequest) (*SendEmailResponse, error)
}

type EmailsSvcImpl struct{}

func (s *EmailsSvcImpl) SendWithOptions(ctx context.Context, params *SendEmailRequest, options *SendEmailOptions) (*SendEmailResponse, error) {
	return &SendEmailResponse{}, nil
}

func (s *EmailsSvcImpl) SendWithContext(ctx context.Context, params *SendEmailRequest) (*SendEmailResponse, error) {
	return &SendEmailResponse{}, nil
}

func (s *EmailsSvcImpl) Send(params *SendEmailRequest) (*SendEmailResponse, error) {
	return &SendEmailResponse{}, nil
}

type BatchSendEmailOptions struct {
	IdempotencyKey string `json:"idempotency_key,omitempty"`
}

type BatchEmailResponse struct {
	Data []SendEmailResponse `json:"data"`
}

type BatchSvc interface {
	Send([]*SendEmailRequest) (*BatchEmailResponse, error)
	SendWithContext(ctx context.Context, params []*SendEmailRequest) (*BatchEmailResponse, error)
	SendWithOptions(ctx context.Context, params []*SendEmailRequest, options *BatchSendEmailOptions) (*BatchEmailResponse, error)
}

type BatchSvcImpl struct{}

func (b *BatchSvcImpl) Send(params []*SendEmailRequest) (*BatchEmailResponse, error) {
	return &BatchEmailResponse{}, nil
}

func (b *BatchSvcImpl) SendWithContext(ctx context.Context, params []*SendEmailRequest) (*BatchEmailResponse, error) {
	return &BatchEmailResponse{}, nil
}

func (b *BatchSvcImpl) SendWithOptions(ctx context.Context, params []*SendEmailRequest, options *BatchSendEmailOptions) (*BatchEmailResponse, error) {
	return &BatchEmailResponse{}, nil
}
