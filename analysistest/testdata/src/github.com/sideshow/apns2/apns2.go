// Package apns2 is an analysistest stub of github.com/sideshow/apns2 (github.com/sideshow/apns2@v0.25.0).
// Subset: Client (NewClient, Development, Production, Push, PushWithContext; Token omitted),
// Context, Notification, EPushType, Response, Time. Declarations mirror the real API surface; bodies are trivial.
package apns2

import (
	"context"
	"crypto/tls"
	"net/http"
	"time"
)

type Client struct {
	Host        string
	Certificate tls.Certificate
	HTTPClient  *http.Client
}

type Context interface {
	context.Context
}

func NewClient(certificate tls.Certificate) *Client { return nil }

func (c *Client) Development() *Client { return nil }

func (c *Client) Production() *Client { return nil }

func (c *Client) Push(n *Notification) (*Response, error) { return nil, nil }

func (c *Client) PushWithContext(ctx Context, n *Notification) (*Response, error) { return nil, nil }

type EPushType string

type Notification struct {
	ApnsID string

	CollapseID string

	DeviceToken string

	Topic string

	Expiration time.Time

	Priority int

	Payload interface{}

	PushType EPushType
}

type Time struct {
	time.Time
}

type Response struct {
	StatusCode int

	Reason string

	ApnsID string

	Timestamp Time

	ApnsUniqueID string
}
