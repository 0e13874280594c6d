// Package sendgrid is an analysistest stub of github.com/sendgrid/sendgrid-go
// (v3.16.1+incompatible): NewSendClient, Client.Send/SendWithContext, GetRequest
// and the package-level request helpers.
package sendgrid

import (
	"context"

	"github.com/sendgrid/rest"
	"github.com/sendgrid/sendgrid-go/helpers/mail"
)

// Version is this client library's current version
const (
	Version = "3.16.1"
)

// Client is the Twilio SendGrid Go client
type Client struct {
	rest.Request
}

// GetRequest
// @return [Request] a default request object
func GetRequest(key, endpoint, host string) rest.Request { return rest.Request{} }

// GetRequestSubuser like GetRequest but with On-Behalf of Subuser
// @return [Request] a default request object
func GetRequestSubuser(key, endpoint, host, subuser string) rest.Request { return rest.Request{} }

// NewSendClient constructs a new Twilio SendGrid client given an API key
func NewSendClient(key string) *Client { return &Client{} }

// SetDataResidency modifies the host as per the region
func SetDataResidency(request rest.Request, region string) (rest.Request, error) {
	return request, nil
}

// Send sends an email through Twilio SendGrid
func (cl *Client) Send(email *mail.SGMailV3) (*rest.Response, error) { return &rest.Response{}, nil }

// SendWithContext sends an email through Twilio SendGrid with context.Context.
func (cl *Client) SendWithContext(ctx context.Context, email *mail.SGMailV3) (*rest.Response, error) {
	return &rest.Response{}, nil
}

// API sets up the request to the Twilio SendGrid API, this is main interface.
// Please use the MakeRequest or MakeRequestAsync functions instead.
// (deprecated)
func API(request rest.Request) (*rest.Response, error) { return &rest.Response{}, nil }

// MakeRequest attempts a Twilio SendGrid request synchronously.
func MakeRequest(request rest.Request) (*rest.Response, error) { return &rest.Response{}, nil }

// MakeRequestWithContext attempts a Twilio SendGrid request synchronously with context.Context.
func MakeRequestWithContext(ctx context.Context, request rest.Request) (*rest.Response, error) {
	return &rest.Response{}, nil
}

// MakeRequestRetry a synchronous request, but retry in the event of a rate
// limited response.
func MakeRequestRetry(request rest.Request) (*rest.Response, error) { return &rest.Response{}, nil }

// MakeRequestRetryWithContext a synchronous request with context.Context, but retry in the event of a rate
// limited response.
func MakeRequestRetryWithContext(ctx context.Context, request rest.Request) (*rest.Response, error) {
	return &rest.Response{}, nil
}
