// Package binding is an analysistest stub of
// github.com/gin-gonic/gin/binding v1.12.0. Declarations mirror the real
// API; bodies are trivial.
package binding

import "net/http"

// Binding describes the interface which needs to be implemented for binding
// the data present in the request such as JSON request body, query
// parameters or the form POST.
type Binding interface {
	Name() string
	Bind(*http.Request, any) error
}

// BindingBody adds BindBody method to Binding.
type BindingBody interface {
	Binding
	BindBody([]byte, any) error
}

// BindingUri adds BindUri method to Binding.
type BindingUri interface {
	Name() string
	BindUri(map[string][]string, any) error
}

type jsonBinding struct{}

func (jsonBinding) Name() string                          { return "json" }
func (jsonBinding) Bind(req *http.Request, obj any) error { return nil }
func (jsonBinding) BindBody(body []byte, obj any) error   { return nil }

type queryBinding struct{}

func (queryBinding) Name() string                          { return "query" }
func (queryBinding) Bind(req *http.Request, obj any) error { return nil }

type uriBinding struct{}

func (uriBinding) Name() string                                 { return "uri" }
func (uriBinding) BindUri(m map[string][]string, obj any) error { return nil }

// These implement the Binding interface.
var (
	JSON  BindingBody = jsonBinding{}
	Query Binding     = queryBinding{}
	Uri   BindingUri  = uriBinding{}
)
