// Package utils is a service's own HTTP helper taking the URL and the
// method (statping's utils.HttpRequest): its callers decide what a
// request is.
package utils

import (
	"context"
	"io"
	"net"
	"net/http"
)

// HttpRequest makes a request; the dialer closure captures the request.
func HttpRequest(endpoint, method string, body io.Reader) ([]byte, error) {
	var req *http.Request
	var err error
	if method == "" {
		method = "GET"
	}
	if req, err = http.NewRequest(method, endpoint, body); err != nil {
		return nil, err
	}
	dialer := &net.Dialer{}
	client := &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			return dialer.DialContext(ctx, network, req.URL.Host)
		},
	}}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}
