// Package option is a minimal analysistest stub of google.golang.org/api/option.
package option

import "google.golang.org/api/internal"

// A ClientOption is an option for a Google API client.
type ClientOption interface {
	Apply(*internal.DialSettings)
}

type withEndpoint string

func (w withEndpoint) Apply(o *internal.DialSettings) { o.Endpoint = string(w) }

func WithEndpoint(url string) ClientOption { return withEndpoint(url) }

type withoutAuthentication struct{}

func (w withoutAuthentication) Apply(o *internal.DialSettings) {}

func WithoutAuthentication() ClientOption { return withoutAuthentication{} }

func WithCredentialsFile(filename string) ClientOption { return withoutAuthentication{} }
