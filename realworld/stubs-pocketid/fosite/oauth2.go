// Package fosite is a stub of github.com/ory/fosite as forked in
// github.com/pocket-id/fosite v1.3.0 (see the module's README.md). It keeps
// the types, interfaces and helpers pocket-id uses, with the method sets of
// the upstream interfaces (plus the fork's additions pocket-id relies on);
// the OAuth2Provider implementation (*Fosite) does not run the OAuth2 flows.
package fosite

import (
	"context"
	"net/http"
	"net/url"
	"time"
)

// TokenUse is the token type hint of an introspection request.
type TokenUse = TokenType

// TokenType is the type of a token.
type TokenType string

// GrantType is an OAuth2 grant type.
type GrantType string

const (
	AccessToken                   TokenType = "access_token"
	RefreshToken                  TokenType = "refresh_token"
	AuthorizeCode                 TokenType = "authorize_code"
	IDToken                       TokenType = "id_token"
	UserCode                      TokenType = "user_code"
	DeviceCode                    TokenType = "device_code"
	PushedAuthorizeRequestContext TokenType = "par_context"

	GrantTypeImplicit          GrantType = "implicit"
	GrantTypeRefreshToken      GrantType = "refresh_token"
	GrantTypeAuthorizationCode GrantType = "authorization_code"
	GrantTypePassword          GrantType = "password"
	GrantTypeClientCredentials GrantType = "client_credentials"
	GrantTypeJWTBearer         GrantType = "urn:ietf:params:oauth:grant-type:jwt-bearer"  //nolint:gosec
	GrantTypeDeviceCode        GrantType = "urn:ietf:params:oauth:grant-type:device_code" //nolint:gosec

	BearerAccessToken string = "bearer"
)

// OAuth2Provider is the OAuth2 provider interface.
type OAuth2Provider interface {
	NewAuthorizeRequest(ctx context.Context, req *http.Request) (AuthorizeRequester, error)
	NewAuthorizeResponse(ctx context.Context, requester AuthorizeRequester, session Session) (AuthorizeResponder, error)
	WriteAuthorizeError(ctx context.Context, rw http.ResponseWriter, requester AuthorizeRequester, err error)
	WriteAuthorizeResponse(ctx context.Context, rw http.ResponseWriter, requester AuthorizeRequester, responder AuthorizeResponder)

	NewAccessRequest(ctx context.Context, req *http.Request, session Session) (AccessRequester, error)
	NewAccessResponse(ctx context.Context, requester AccessRequester) (AccessResponder, error)
	WriteAccessError(ctx context.Context, rw http.ResponseWriter, requester Requester, err error)
	WriteAccessResponse(ctx context.Context, rw http.ResponseWriter, requester AccessRequester, responder AccessResponder)

	NewDeviceRequest(ctx context.Context, req *http.Request) (DeviceRequester, error)
	NewDeviceResponse(ctx context.Context, requester DeviceRequester, session Session) (DeviceResponder, error)
	WriteDeviceResponse(ctx context.Context, rw http.ResponseWriter, requester DeviceRequester, responder DeviceResponder)

	NewRevocationRequest(ctx context.Context, r *http.Request) error
	WriteRevocationResponse(ctx context.Context, rw http.ResponseWriter, err error)

	IntrospectToken(ctx context.Context, token string, tokenUse TokenUse, session Session, scope ...string) (TokenUse, AccessRequester, error)
	NewIntrospectionRequest(ctx context.Context, r *http.Request, session Session) (IntrospectionResponder, error)
	WriteIntrospectionError(ctx context.Context, rw http.ResponseWriter, err error)
	WriteIntrospectionResponse(ctx context.Context, rw http.ResponseWriter, r IntrospectionResponder)

	NewPushedAuthorizeRequest(ctx context.Context, r *http.Request) (AuthorizeRequester, error)
	NewPushedAuthorizeResponse(ctx context.Context, ar AuthorizeRequester, session Session) (PushedAuthorizeResponder, error)
	WritePushedAuthorizeResponse(ctx context.Context, rw http.ResponseWriter, ar AuthorizeRequester, resp PushedAuthorizeResponder)
	WritePushedAuthorizeError(ctx context.Context, rw http.ResponseWriter, ar AuthorizeRequester, err error)
}

// IntrospectionResponder is the response of an introspection request.
type IntrospectionResponder interface {
	IsActive() bool
	GetAccessRequester() AccessRequester
	GetTokenUse() TokenUse
	GetAccessTokenType() string
}

// Requester is an abstract interface for handling requests in Fosite.
type Requester interface {
	SetID(id string)
	GetID() string
	GetRequestedAt() (requestedAt time.Time)
	GetClient() (client Client)
	GetRequestedScopes() (scopes Arguments)
	GetRequestedAudience() (audience Arguments)
	SetRequestedScopes(scopes Arguments)
	SetRequestedAudience(audience Arguments)
	AppendRequestedScope(scope string)
	GetGrantedScopes() (grantedScopes Arguments)
	GetGrantedAudience() (grantedAudience Arguments)
	GrantScope(scope string)
	GrantAudience(audience string)
	GetSession() (session Session)
	SetSession(session Session)
	GetRequestForm() url.Values
	// GetResource returns the single RFC 8707 resource indicator of the request (fork addition).
	GetResource() (string, error)
	Merge(requester Requester)
	Sanitize(allowedParameters []string) Requester
}

// AccessRequester is a token endpoint's request context.
type AccessRequester interface {
	GetGrantTypes() (grantTypes Arguments)
	Requester
}

// DeviceRequester is a device authorization endpoint's request context.
type DeviceRequester interface {
	GetUserCodeState() UserCodeState
	SetUserCodeState(state UserCodeState)
	Requester
}

// AuthorizeRequester is an authorize endpoint's request context.
type AuthorizeRequester interface {
	GetResponseTypes() (responseTypes Arguments)
	SetResponseTypeHandled(responseType string)
	DidHandleAllResponseTypes() (didHandle bool)
	GetRedirectURI() (redirectURL *url.URL)
	IsRedirectURIValid() (isValid bool)
	GetState() (state string)
	GetResponseMode() ResponseModeType
	SetDefaultResponseMode(responseMode ResponseModeType)
	GetDefaultResponseMode() ResponseModeType
	Requester
}

// AccessResponder is a token endpoint's response.
type AccessResponder interface {
	SetExtra(key string, value interface{})
	GetExtra(key string) interface{}
	SetExpiresIn(time.Duration)
	SetScopes(scopes Arguments)
	SetAccessToken(token string)
	SetTokenType(tokenType string)
	GetAccessToken() (token string)
	GetTokenType() (token string)
	ToMap() map[string]interface{}
}

// AuthorizeResponder is an authorization endpoint's response.
type AuthorizeResponder interface {
	GetCode() string
	GetHeader() (header http.Header)
	AddHeader(key, value string)
	GetParameters() (query url.Values)
	AddParameter(key, value string)
}

// PushedAuthorizeResponder is a pushed authorization endpoint's response.
type PushedAuthorizeResponder interface {
	GetRequestURI() string
	SetRequestURI(requestURI string)
	GetExpiresIn() int
	SetExpiresIn(seconds int)
	GetHeader() (header http.Header)
	AddHeader(key, value string)
	SetExtra(key string, value interface{})
	GetExtra(key string) interface{}
	ToMap() map[string]interface{}
}

// DeviceResponder is a device authorization endpoint's response.
type DeviceResponder interface {
	GetDeviceCode() string
	SetDeviceCode(code string)
	GetUserCode() string
	SetUserCode(code string)
	GetVerificationURI() string
	SetVerificationURI(uri string)
	GetVerificationURIComplete() string
	SetVerificationURIComplete(uri string)
	GetExpiresIn() int64
	SetExpiresIn(seconds int64)
	GetInterval() int
	SetInterval(seconds int)
	GetHeader() (header http.Header)
	AddHeader(key, value string)
}
