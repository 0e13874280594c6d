package fosite

import (
	"context"
	"html/template"
	"net/url"
	"time"

	"github.com/ory/fosite/token/jwt"
)

// Config is fosite's configuration (the fields pocket-id sets, plus the getters it and the stub strategies use).
type Config struct {
	// AccessTokenLifespan sets how long an access token is going to be valid. Defaults to one hour.
	AccessTokenLifespan time.Duration
	// RefreshTokenLifespan sets how long a refresh token is going to be valid. Defaults to 30 days.
	RefreshTokenLifespan time.Duration
	// AuthorizeCodeLifespan sets how long an authorize code is going to be valid. Defaults to fifteen minutes.
	AuthorizeCodeLifespan time.Duration
	// IDTokenLifespan sets the default id token lifetime. Defaults to one hour.
	IDTokenLifespan time.Duration
	// IDTokenIssuer sets the default issuer of the ID Token.
	IDTokenIssuer string
	// AccessTokenIssuer is the issuer to be used when generating access tokens.
	AccessTokenIssuer string
	// AuthorizationResponseIssuer is the RFC 9207 "iss" parameter of authorization responses (fork addition).
	AuthorizationResponseIssuer string
	// DeviceAndUserCodeLifespan sets how long the device and user codes are valid.
	DeviceAndUserCodeLifespan time.Duration
	// DeviceAuthTokenPollingInterval sets the interval that clients should check for device code grants.
	DeviceAuthTokenPollingInterval time.Duration
	// DeviceVerificationURL is the URL of the device verification endpoint.
	DeviceVerificationURL string
	// PushedAuthorizeContextLifespan is the lifespan of the PAR context.
	PushedAuthorizeContextLifespan time.Duration
	// TokenURL is the URL of the Authorization Server's Token Endpoint.
	TokenURL string
	// ScopeStrategy sets the scope strategy that should be supported.
	ScopeStrategy ScopeStrategy
	// IgnoreUnknownScopes drops unknown requested scopes instead of rejecting the request (fork addition).
	IgnoreUnknownScopes bool
	// AudienceMatchingStrategy sets the audience matching strategy that should be supported.
	AudienceMatchingStrategy AudienceMatchingStrategy
	// RedirectURIMatcher resolves a requested redirect URI against the client's registered redirect URIs (fork addition).
	RedirectURIMatcher RedirectURIMatcher
	// RedirectSecureChecker returns true if the provided URL can be securely used as a redirect URL.
	RedirectSecureChecker func(context.Context, *url.URL) bool
	// EnforcePKCEForPublicClients requires public clients to use PKCE with the authorize code flow.
	EnforcePKCEForPublicClients bool
	// EnablePKCEPlainChallengeMethod allows the plain PKCE challenge method.
	EnablePKCEPlainChallengeMethod bool
	// SupportedRequestObjectSigningAlgorithms lists the accepted request object signing algorithms (fork addition).
	SupportedRequestObjectSigningAlgorithms []string
	// FormPostHTMLTemplate sets the html template for rendering response_mode=form_post responses.
	FormPostHTMLTemplate *template.Template
	// RefreshTokenScopes defines which OAuth scopes will be given refresh tokens.
	RefreshTokenScopes []string
	// GlobalSecret is the global secret used to sign and verify signatures.
	GlobalSecret []byte
	// JWTScopeClaimKey defines the claim key to be used to set the scope in.
	JWTScopeClaimKey jwt.JWTScopeFieldEnum
	// ClientResolver resolves client IDs that are not registered clients (fork addition).
	ClientResolver ClientResolver
	// ClientSecretsHasher is the hasher used to hash OAuth2 Client Secrets.
	ClientSecretsHasher Hasher
	// ClientAuthenticationStrategy indicates the strategy to authenticate client requests.
	ClientAuthenticationStrategy ClientAuthenticationStrategy
}

// Configurator is the subset of fosite's configuration providers the stub uses.
type Configurator interface {
	GetScopeStrategy(ctx context.Context) ScopeStrategy
	GetIgnoreUnknownScopes(ctx context.Context) bool
	GetAudienceStrategy(ctx context.Context) AudienceMatchingStrategy
	GetAccessTokenLifespan(ctx context.Context) time.Duration
	GetRefreshTokenLifespan(ctx context.Context) time.Duration
	GetIDTokenLifespan(ctx context.Context) time.Duration
	GetIDTokenIssuer(ctx context.Context) string
	GetAccessTokenIssuer(ctx context.Context) string
	GetJWTScopeField(ctx context.Context) jwt.JWTScopeFieldEnum
	GetGlobalSecret(ctx context.Context) ([]byte, error)
	GetRedirectURIMatcher(ctx context.Context) RedirectURIMatcher
	GetRedirectSecureChecker(ctx context.Context) func(context.Context, *url.URL) bool
	GetClientResolver(ctx context.Context) ClientResolver
	GetSecretsHasher(ctx context.Context) Hasher
	GetClientAuthenticationStrategy(ctx context.Context) ClientAuthenticationStrategy
	GetDeviceAndUserCodeLifespan(ctx context.Context) time.Duration
	GetDeviceAuthTokenPollingInterval(ctx context.Context) time.Duration
	GetDeviceVerificationURL(ctx context.Context) string
	GetPushedAuthorizeContextLifespan(ctx context.Context) time.Duration
}

var _ Configurator = (*Config)(nil)

func (c *Config) GetScopeStrategy(_ context.Context) ScopeStrategy {
	if c.ScopeStrategy == nil {
		return ExactScopeStrategy
	}
	return c.ScopeStrategy
}

func (c *Config) GetIgnoreUnknownScopes(_ context.Context) bool { return c.IgnoreUnknownScopes }

func (c *Config) GetAudienceStrategy(_ context.Context) AudienceMatchingStrategy {
	if c.AudienceMatchingStrategy == nil {
		return ExactAudienceMatchingStrategy
	}
	return c.AudienceMatchingStrategy
}

func (c *Config) GetAccessTokenLifespan(_ context.Context) time.Duration {
	if c.AccessTokenLifespan == 0 {
		return time.Hour
	}
	return c.AccessTokenLifespan
}

func (c *Config) GetRefreshTokenLifespan(_ context.Context) time.Duration {
	if c.RefreshTokenLifespan == 0 {
		return 30 * 24 * time.Hour
	}
	return c.RefreshTokenLifespan
}

func (c *Config) GetAuthorizeCodeLifespan(_ context.Context) time.Duration {
	if c.AuthorizeCodeLifespan == 0 {
		return 15 * time.Minute
	}
	return c.AuthorizeCodeLifespan
}

func (c *Config) GetIDTokenLifespan(_ context.Context) time.Duration {
	if c.IDTokenLifespan == 0 {
		return time.Hour
	}
	return c.IDTokenLifespan
}

func (c *Config) GetIDTokenIssuer(_ context.Context) string     { return c.IDTokenIssuer }
func (c *Config) GetAccessTokenIssuer(_ context.Context) string { return c.AccessTokenIssuer }

func (c *Config) GetJWTScopeField(_ context.Context) jwt.JWTScopeFieldEnum { return c.JWTScopeClaimKey }

func (c *Config) GetGlobalSecret(_ context.Context) ([]byte, error) { return c.GlobalSecret, nil }

func (c *Config) GetRedirectURIMatcher(_ context.Context) RedirectURIMatcher {
	if c.RedirectURIMatcher == nil {
		return MatchRedirectURIWithClientRedirectURIs
	}
	return c.RedirectURIMatcher
}

func (c *Config) GetRedirectSecureChecker(_ context.Context) func(context.Context, *url.URL) bool {
	if c.RedirectSecureChecker == nil {
		return IsRedirectURISecure
	}
	return c.RedirectSecureChecker
}

func (c *Config) GetClientResolver(_ context.Context) ClientResolver { return c.ClientResolver }

func (c *Config) GetSecretsHasher(_ context.Context) Hasher { return c.ClientSecretsHasher }

func (c *Config) GetClientAuthenticationStrategy(_ context.Context) ClientAuthenticationStrategy {
	return c.ClientAuthenticationStrategy
}

func (c *Config) GetDeviceAndUserCodeLifespan(_ context.Context) time.Duration {
	if c.DeviceAndUserCodeLifespan == 0 {
		return 10 * time.Minute
	}
	return c.DeviceAndUserCodeLifespan
}

func (c *Config) GetDeviceAuthTokenPollingInterval(_ context.Context) time.Duration {
	if c.DeviceAuthTokenPollingInterval == 0 {
		return 10 * time.Second
	}
	return c.DeviceAuthTokenPollingInterval
}

func (c *Config) GetDeviceVerificationURL(_ context.Context) string { return c.DeviceVerificationURL }

func (c *Config) GetPushedAuthorizeContextLifespan(_ context.Context) time.Duration {
	if c.PushedAuthorizeContextLifespan <= 0 {
		return 5 * time.Minute
	}
	return c.PushedAuthorizeContextLifespan
}
