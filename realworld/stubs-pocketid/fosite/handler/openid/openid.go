// Package openid is a stub of github.com/ory/fosite/handler/openid as forked in
// github.com/pocket-id/fosite v1.3.0 (see the module's README.md): the
// session and storage contracts and the ID token strategy.
package openid

import (
	"context"
	"errors"
	"time"

	"github.com/ory/fosite"
	"github.com/ory/fosite/token/jwt"
)

// ErrNoSessionFound is returned when no OpenID Connect session exists.
var ErrNoSessionFound = fosite.ErrNotFound

// OpenIDConnectRequestStorage stores the authorize requests of OpenID Connect flows.
type OpenIDConnectRequestStorage interface {
	CreateOpenIDConnectSession(ctx context.Context, authorizeCode string, requester fosite.Requester) error
	GetOpenIDConnectSession(ctx context.Context, authorizeCode string, requester fosite.Requester) (fosite.Requester, error)
	DeleteOpenIDConnectSession(ctx context.Context, authorizeCode string) error
}

// OpenIDConnectTokenStrategy generates ID tokens.
type OpenIDConnectTokenStrategy interface {
	GenerateIDToken(ctx context.Context, lifespan time.Duration, requester fosite.Requester) (token string, err error)
}

// Session is a session that carries ID token claims and headers.
type Session interface {
	// IDTokenClaims returns a pointer to claims which will be modified in-place by handlers.
	IDTokenClaims() *jwt.IDTokenClaims
	// IDTokenHeaders returns a pointer to header values which will be modified in-place by handlers.
	IDTokenHeaders() *jwt.Headers
	fosite.Session
}

// DefaultStrategy is the default ID token strategy.
type DefaultStrategy struct {
	jwt.Signer
	Config interface {
		GetIDTokenIssuer(ctx context.Context) string
	}
}

var _ OpenIDConnectTokenStrategy = DefaultStrategy{}

// GenerateIDToken generates a signed ID token for the requester's session.
func (h DefaultStrategy) GenerateIDToken(ctx context.Context, lifespan time.Duration, requester fosite.Requester) (token string, err error) {
	sess, ok := requester.GetSession().(Session)
	if !ok {
		return "", errors.New("failed to generate id token because session must be of type openid.Session")
	}
	claims := sess.IDTokenClaims()
	if claims.Subject == "" {
		return "", errors.New("failed to generate id token because subject is an empty string")
	}
	now := time.Now().UTC()
	claims.ExpiresAt = now.Add(lifespan)
	claims.IssuedAt = now
	if claims.Issuer == "" {
		claims.Issuer = h.Config.GetIDTokenIssuer(ctx)
	}
	if nonce := requester.GetRequestForm().Get("nonce"); nonce != "" {
		claims.Nonce = nonce
	}
	claims.Audience = append(claims.Audience, requester.GetClient().GetID())
	token, _, err = h.Signer.Generate(ctx, claims.ToMapClaims(), sess.IDTokenHeaders())
	return token, err
}
