// Package rest is an analysistest stub of github.com/sendgrid/rest
// (v2.6.9+incompatible): Method, Request, Response, RestError, Client and the
// package-level senders.
package rest

import (
	"context"
	"net/http"
)

// Version represents the current version of the rest library
const Version = "2.6.9"

// Method contains the supported HTTP verbs.
type Method string

// Supported HTTP verbs.
const (
	Get    Method = "GET"
	Post   Method = "POST"
	Put    Method = "PUT"
	Patch  Method = "PATCH"
	Delete Method = "DELETE"
)

// Request holds the request to an API Call.
type Request struct {
	Method      Method
	BaseURL     string // e.g. https://api.sendgrid.com
	Headers     map[string]string
	QueryParams map[string]string
	Body        []byte
}

// RestError is a struct for an error handling.
type RestError struct {
	Response *Response
}

// Error is the implementation of the error interface.
func (e *RestError) Error() string { return "" }

// DefaultClient is used if no custom HTTP client is defined
var DefaultClient = &Client{HTTPClient: &http.Client{}}

// Client allows modification of client headers, redirect policy
// and other settings
type Client struct {
	HTTPClient *http.Client
}

// Response holds the response from an API call.
type Response struct {
	StatusCode int                 // e.g. 200
	Body       string              // e.g. {"result: success"}
	Headers    map[string][]string // e.g. map[X-Ratelimit-Limit:[600]]
}

// AddQueryParameters adds query parameters to the URL.
func AddQueryParameters(baseURL string, queryParams map[string]string) string { return baseURL }

// BuildRequestObject creates the HTTP request object.
func BuildRequestObject(request Request) (*http.Request, error) { return nil, nil }

// MakeRequest makes the API call.
func MakeRequest(req *http.Request) (*http.Response, error) { return nil, nil }

// BuildResponse builds the response struct.
func BuildResponse(res *http.Response) (*Response, error) { return &Response{}, nil }

// API supports old implementation (deprecated)
func API(request Request) (*Response, error) { return &Response{}, nil }

// Send uses the DefaultClient to send your request
func Send(request Request) (*Response, error) { return &Response{}, nil }

// SendWithContext uses the DefaultClient to send your request with the provided context.
func SendWithContext(ctx context.Context, request Request) (*Response, error) {
	return &Response{}, nil
}

// MakeRequest makes the API call.
func (c *Client) MakeRequest(req *http.Request) (*http.Response, error) { return nil, nil }

// API supports old implementation (deprecated)
func (c *Client) API(request Request) (*Response, error) { return &Response{}, nil }

// Send will build your request, make the request, and build your response.
func (c *Client) Send(request Request) (*Response, error) { return &Response{}, nil }

// SendWithContext will build your request passing in the provided context, make the request, and build your response.
func (c *Client) SendWithContext(ctx context.Context, request Request) (*Response, error) {
	return &Response{}, nil
}
