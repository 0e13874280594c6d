// Package oauth2 is an analysistest stub of golang.org/x/oauth2 (golang.org/x/oauth2@v0.37.0).
// Subset: Config (its token methods and Client), Endpoint, AuthStyle, AuthCodeOption, Token (without
// its unexported fields), TokenSource, NewClient, StaticTokenSource, ReuseTokenSource.
// Declarations mirror the real API surface; bodies are trivial.
package oauth2

import (
	"context"
	"net/http"
	"net/url"
	"time"
)

type AuthStyle int

type Endpoint struct {
	AuthURL       string
	DeviceAuthURL string
	TokenURL      string

	AuthStyle AuthStyle
}

type Config struct {
	ClientID string

	ClientSecret string

	Endpoint Endpoint

	RedirectURL string

	Scopes []string
}

type AuthCodeOption interface {
	setValue(url.Values)
}

type Token struct {
	AccessToken string `json:"access_token"`

	TokenType string `json:"token_type,omitempty"`

	RefreshToken string `json:"refresh_token,omitempty"`

	Expiry time.Time `json:"expiry,omitempty"`

	ExpiresIn int64 `json:"expires_in,omitempty"`
}

func (t *Token) Type() string { return "" }

func (t *Token) SetAuthHeader(r *http.Request) {}

func (t *Token) Valid() bool { return false }

type TokenSource interface {
	Token() (*Token, error)
}

type DeviceAuthResponse struct {
	DeviceCode      string `json:"device_code"`
	UserCode        string `json:"user_code"`
	VerificationURI string `json:"verification_uri"`
}

func (c *Config) AuthCodeURL(state string, opts ...AuthCodeOption) string { return "" }

func (c *Config) PasswordCredentialsToken(ctx context.Context, username, password string) (*Token, error) {
	return nil, nil
}

func (c *Config) Exchange(ctx context.Context, code string, opts ...AuthCodeOption) (*Token, error) {
	return nil, nil
}

func (c *Config) Client(ctx context.Context, t *Token) *http.Client { return nil }

func (c *Config) TokenSource(ctx context.Context, t *Token) TokenSource { return nil }

func (c *Config) DeviceAuth(ctx context.Context, opts ...AuthCodeOption) (*DeviceAuthResponse, error) {
	return nil, nil
}

func (c *Config) DeviceAccessToken(ctx context.Context, da *DeviceAuthResponse, opts ...AuthCodeOption) (*Token, error) {
	return nil, nil
}

func StaticTokenSource(t *Token) TokenSource { return nil }

func NewClient(ctx context.Context, src TokenSource) *http.Client { return nil }

func ReuseTokenSource(t *Token, src TokenSource) TokenSource { return nil }
