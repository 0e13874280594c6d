// Package jrpc is an analysistest stub of github.com/go-pkgz/jrpc v0.4.2.
// Declarations mirror the real API (jrpc.go, client.go); bodies are
// trivial.
package jrpc

import (
	"bytes"
	"encoding/json"
	"net/http"
)

// Request encloses method name and all params
type Request struct {
	Method string `json:"method"`           // method (function) name
	Params any    `json:"params,omitempty"` // function arguments
	ID     uint64 `json:"id"`               // unique call id
}

// Response encloses result and error received from remote server
type Response struct {
	Result *json.RawMessage `json:"result,omitempty"` // response json
	Error  string           `json:"error,omitempty"`  // optional remote (server side / plugin side) error
	ID     uint64           `json:"id"`               // unique call id, echoed Request.ID to allow calls tracing
}

// Client implements remote engine and delegates all Calls to remote http server
type Client struct {
	API        string      // URL to jrpc server with entrypoint, i.e. http://127.0.0.1:8080/command
	Client     http.Client // http client injected by user
	AuthUser   string      // basic auth user name, should match Server.AuthUser, optional
	AuthPasswd string      // basic auth password, should match Server.AuthPasswd, optional

	id uint64 // used with atomic to populate unique id to Request.ID
}

// Call remote server with given method and arguments. Like the real one,
// every call is an HTTP POST of the request to API.
func (r *Client) Call(method string, args ...any) (*Response, error) {
	b, err := json.Marshal(Request{Method: method, Params: args})
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequest("POST", r.API, bytes.NewBuffer(b))
	if err != nil {
		return nil, err
	}
	resp, err := r.Client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	cr := Response{}
	return &cr, json.NewDecoder(resp.Body).Decode(&cr)
}
