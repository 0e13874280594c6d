// Package compose is a stub of github.com/ory/fosite/compose as forked in
// github.com/pocket-id/fosite v1.3.0 (see the module's README.md). Compose
// returns a *fosite.Fosite bound to the storage and config; the handler
// factories are accepted but build no handlers.
package compose

import (
	"context"

	"github.com/ory/fosite"
	"github.com/ory/fosite/handler/oauth2"
	"github.com/ory/fosite/handler/openid"
	"github.com/ory/fosite/handler/rfc8628"
	"github.com/ory/fosite/token/jwt"
)

// Factory is a constructor which is used to create an OAuth2 endpoint handler.
type Factory func(config fosite.Configurator, storage interface{}, strategy interface{}) interface{}

// Compose takes a config, a storage, a strategy and handler factories to instantiate an OAuth2Provider.
func Compose(config *fosite.Config, storage interface{}, strategy interface{}, factories ...Factory) fosite.OAuth2Provider {
	f := &fosite.Fosite{Store: storage.(fosite.Storage), Config: config}
	for _, factory := range factories {
		_ = factory(config, storage, strategy)
	}
	return f
}

// CommonStrategy bundles the token strategies handed to the factories.
type CommonStrategy struct {
	oauth2.CoreStrategy
	rfc8628.RFC8628CodeStrategy
	openid.OpenIDConnectTokenStrategy
	jwt.Signer
}

// OAuth2AuthorizeExplicitFactory is a handler Factory (the stub builds no handler).
func OAuth2AuthorizeExplicitFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// OAuth2ClientCredentialsGrantFactory is a handler Factory (the stub builds no handler).
func OAuth2ClientCredentialsGrantFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// OAuth2RefreshTokenGrantFactory is a handler Factory (the stub builds no handler).
func OAuth2RefreshTokenGrantFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// OAuth2TokenIntrospectionFactory is a handler Factory (the stub builds no handler).
func OAuth2TokenIntrospectionFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// OAuth2TokenRevocationFactory is a handler Factory (the stub builds no handler).
func OAuth2TokenRevocationFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// OAuth2PKCEFactory is a handler Factory (the stub builds no handler).
func OAuth2PKCEFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// OpenIDConnectExplicitFactory is a handler Factory (the stub builds no handler).
func OpenIDConnectExplicitFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// OpenIDConnectRefreshFactory is a handler Factory (the stub builds no handler).
func OpenIDConnectRefreshFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// OpenIDConnectDeviceFactory is a handler Factory (the stub builds no handler).
func OpenIDConnectDeviceFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// PushedAuthorizeHandlerFactory is a handler Factory (the stub builds no handler).
func PushedAuthorizeHandlerFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// RFC8628DeviceFactory is a handler Factory (the stub builds no handler).
func RFC8628DeviceFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// RFC8628DeviceAuthorizationTokenFactory is a handler Factory (the stub builds no handler).
func RFC8628DeviceAuthorizationTokenFactory(config fosite.Configurator, storage interface{}, strategy interface{}) interface{} {
	return nil
}

// NewOAuth2HMACStrategy returns the opaque token strategy.
func NewOAuth2HMACStrategy(config oauth2.HMACSHAStrategyConfigurator) *oauth2.HMACSHAStrategy {
	return oauth2.NewHMACSHAStrategy(config)
}

// NewOAuth2JWTStrategy returns the JWT access token strategy.
func NewOAuth2JWTStrategy(keyGetter func(context.Context) (interface{}, error), strategy oauth2.CoreStrategy, config *fosite.Config) *oauth2.DefaultJWTStrategy {
	return &oauth2.DefaultJWTStrategy{
		Signer:          &jwt.DefaultSigner{GetPrivateKey: keyGetter},
		HMACSHAStrategy: strategy,
		Config:          config,
	}
}

// NewOAuth2RFC9068JWTStrategy returns the RFC 9068 JWT access token strategy (fork addition).
func NewOAuth2RFC9068JWTStrategy(keyGetter func(context.Context) (interface{}, error), strategy oauth2.CoreStrategy, config *fosite.Config) *oauth2.RFC9068JWTStrategy {
	return &oauth2.RFC9068JWTStrategy{DefaultJWTStrategy: NewOAuth2JWTStrategy(keyGetter, strategy, config)}
}

// NewOpenIDConnectStrategy returns the ID token strategy.
func NewOpenIDConnectStrategy(keyGetter func(context.Context) (interface{}, error), config *fosite.Config) *openid.DefaultStrategy {
	return &openid.DefaultStrategy{
		Signer: &jwt.DefaultSigner{GetPrivateKey: keyGetter},
		Config: config,
	}
}

// NewDeviceStrategy returns the device and user code strategy.
func NewDeviceStrategy(config *fosite.Config) *rfc8628.DefaultDeviceStrategy {
	return &rfc8628.DefaultDeviceStrategy{Config: config}
}
