package fosite

import (
	"context"
	"net/http"
	"net/url"
	"time"
)

// Client represents a client or an app.
type Client interface {
	GetID() string
	GetHashedSecret() []byte
	GetRedirectURIs() []string
	GetGrantTypes() Arguments
	GetResponseTypes() Arguments
	GetScopes() Arguments
	IsPublic() bool
	GetAudience() Arguments
}

// ClientWithSecretRotation extends Client with rotated secret hashes.
type ClientWithSecretRotation interface {
	Client
	GetRotatedHashes() [][]byte
}

// ResponseModeClient is a client that restricts its response modes.
type ResponseModeClient interface {
	Client
	GetResponseModes() []ResponseModeType
}

// ClientWithCustomTokenLifespans is a client with per-grant token lifespans.
type ClientWithCustomTokenLifespans interface {
	Client
	GetEffectiveLifespan(gt GrantType, tt TokenType, fallback time.Duration) time.Duration
}

// GetEffectiveLifespan returns the client's lifespan for the grant and token type, or fallback.
func GetEffectiveLifespan(c Client, gt GrantType, tt TokenType, fallback time.Duration) time.Duration {
	if clc, ok := c.(ClientWithCustomTokenLifespans); ok {
		return clc.GetEffectiveLifespan(gt, tt, fallback)
	}
	return fallback
}

// DefaultClient is a simple default implementation of the Client interface.
type DefaultClient struct {
	ID             string    `json:"id"`
	Secret         []byte    `json:"client_secret,omitempty"`
	RotatedSecrets [][]byte  `json:"rotated_secrets,omitempty"`
	RedirectURIs   []string  `json:"redirect_uris"`
	GrantTypes     Arguments `json:"grant_types"`
	ResponseTypes  Arguments `json:"response_types"`
	Scopes         Arguments `json:"scopes"`
	Audience       Arguments `json:"audience"`
	Public         bool      `json:"public"`
}

func (c *DefaultClient) GetID() string              { return c.ID }
func (c *DefaultClient) IsPublic() bool             { return c.Public }
func (c *DefaultClient) GetAudience() Arguments     { return c.Audience }
func (c *DefaultClient) GetRedirectURIs() []string  { return c.RedirectURIs }
func (c *DefaultClient) GetHashedSecret() []byte    { return c.Secret }
func (c *DefaultClient) GetRotatedHashes() [][]byte { return c.RotatedSecrets }
func (c *DefaultClient) GetScopes() Arguments       { return c.Scopes }
func (c *DefaultClient) GetGrantTypes() Arguments {
	if len(c.GrantTypes) == 0 {
		return Arguments{"authorization_code"}
	}
	return c.GrantTypes
}
func (c *DefaultClient) GetResponseTypes() Arguments {
	if len(c.ResponseTypes) == 0 {
		return Arguments{"code"}
	}
	return c.ResponseTypes
}

// ClientManager defines the (persistent) manager interface for clients.
type ClientManager interface {
	// GetClient loads the client by its ID or returns an error if the client does not exist or another error occurred.
	GetClient(ctx context.Context, id string) (Client, error)
	// ClientAssertionJWTValid returns an error if the JTI is known or the DB check failed and nil if the JTI is not known.
	ClientAssertionJWTValid(ctx context.Context, jti string) error
	// SetClientAssertionJWT marks a JTI as known for the given expiry time.
	SetClientAssertionJWT(ctx context.Context, jti string, exp time.Time) error
}

// Storage defines fosite's minimal storage interface.
type Storage interface {
	ClientManager
}

// PARStorage holds information needed to store and retrieve PAR context.
type PARStorage interface {
	CreatePARSession(ctx context.Context, requestURI string, request AuthorizeRequester) error
	GetPARSession(ctx context.Context, requestURI string) (AuthorizeRequester, error)
	DeletePARSession(ctx context.Context, requestURI string) (err error)
}

// ClientAuthenticationStrategy provides a method signature for authenticating a client request.
type ClientAuthenticationStrategy func(context.Context, *http.Request, url.Values) (Client, error)

// ClientLookupFunc looks up a registered client by ID (fork addition).
type ClientLookupFunc func(ctx context.Context, clientID string) (Client, error)

// ClientResolver resolves a client ID, possibly through next, the registered-client lookup (fork addition).
type ClientResolver interface {
	ResolveClient(ctx context.Context, clientID string, next ClientLookupFunc) (Client, error)
}

// Hasher defines how a oauth2-compatible hasher should look like.
type Hasher interface {
	// Compare compares data with a hash and returns an error if the two do not match.
	Compare(ctx context.Context, hash, data []byte) error
	// Hash creates a hash from data or returns an error.
	Hash(ctx context.Context, data []byte) ([]byte, error)
}
