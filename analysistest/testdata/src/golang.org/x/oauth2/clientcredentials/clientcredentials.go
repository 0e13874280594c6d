// Package clientcredentials is an analysistest stub of golang.org/x/oauth2/clientcredentials
// (golang.org/x/oauth2@v0.37.0). Config has no unexported fields here. Declarations mirror the
// real API surface; bodies are trivial.
package clientcredentials

import (
	"context"
	"net/http"
	"net/url"

	"golang.org/x/oauth2"
)

type Config struct {
	ClientID string

	ClientSecret string

	TokenURL string

	Scopes []string

	EndpointParams url.Values

	AuthStyle oauth2.AuthStyle
}

func (c *Config) Token(ctx context.Context) (*oauth2.Token, error) { return nil, nil }

func (c *Config) Client(ctx context.Context) *http.Client { return nil }

func (c *Config) TokenSource(ctx context.Context) oauth2.TokenSource { return nil }
