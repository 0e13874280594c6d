// Package oauth2 is a stub of github.com/ory/fosite/handler/oauth2 as forked in
// github.com/pocket-id/fosite v1.3.0 (see the module's README.md): the storage
// and strategy contracts, the HMAC-SHA and JWT token strategies and the JWT
// session container. The grant handlers themselves are not included.
package oauth2

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
	"time"

	"github.com/ory/fosite"
	"github.com/ory/fosite/token/jwt"
)

// CoreStorage is the storage of the authorization code, access token and refresh token flows.
type CoreStorage interface {
	AuthorizeCodeStorage
	AccessTokenStorage
	RefreshTokenStorage
}

// AuthorizeCodeStorage handles storage requests related to authorization codes.
type AuthorizeCodeStorage interface {
	CreateAuthorizeCodeSession(ctx context.Context, code string, request fosite.Requester) (err error)
	GetAuthorizeCodeSession(ctx context.Context, code string, session fosite.Session) (request fosite.Requester, err error)
	InvalidateAuthorizeCodeSession(ctx context.Context, code string) (err error)
}

// AccessTokenStorage handles storage requests related to access tokens.
type AccessTokenStorage interface {
	CreateAccessTokenSession(ctx context.Context, signature string, request fosite.Requester) (err error)
	GetAccessTokenSession(ctx context.Context, signature string, session fosite.Session) (request fosite.Requester, err error)
	DeleteAccessTokenSession(ctx context.Context, signature string) (err error)
}

// RefreshTokenStorage handles storage requests related to refresh tokens.
type RefreshTokenStorage interface {
	CreateRefreshTokenSession(ctx context.Context, signature string, accessSignature string, request fosite.Requester) (err error)
	GetRefreshTokenSession(ctx context.Context, signature string, session fosite.Session) (request fosite.Requester, err error)
	DeleteRefreshTokenSession(ctx context.Context, signature string) (err error)
	RotateRefreshToken(ctx context.Context, requestID string, refreshTokenSignature string) (err error)
}

// TokenRevocationStorage provides the storage implementation as specified in RFC 7009.
type TokenRevocationStorage interface {
	RefreshTokenStorage
	AccessTokenStorage
	RevokeRefreshToken(ctx context.Context, requestID string) error
	RevokeAccessToken(ctx context.Context, requestID string) error
}

// CoreStrategy generates and validates authorization codes, access tokens and refresh tokens.
type CoreStrategy interface {
	AccessTokenStrategy
	RefreshTokenStrategy
	AuthorizeCodeStrategy
}

// AccessTokenStrategy generates and validates access tokens.
type AccessTokenStrategy interface {
	AccessTokenSignature(ctx context.Context, token string) string
	GenerateAccessToken(ctx context.Context, requester fosite.Requester) (token string, signature string, err error)
	ValidateAccessToken(ctx context.Context, requester fosite.Requester, token string) (err error)
}

// RefreshTokenStrategy generates and validates refresh tokens.
type RefreshTokenStrategy interface {
	RefreshTokenSignature(ctx context.Context, token string) string
	GenerateRefreshToken(ctx context.Context, requester fosite.Requester) (token string, signature string, err error)
	ValidateRefreshToken(ctx context.Context, requester fosite.Requester, token string) (err error)
}

// AuthorizeCodeStrategy generates and validates authorization codes.
type AuthorizeCodeStrategy interface {
	AuthorizeCodeSignature(ctx context.Context, token string) string
	GenerateAuthorizeCode(ctx context.Context, requester fosite.Requester) (token string, signature string, err error)
	ValidateAuthorizeCode(ctx context.Context, requester fosite.Requester, token string) (err error)
}

// JWTSessionContainer is a session that carries JWT access token claims and headers.
type JWTSessionContainer interface {
	// GetJWTClaims returns the claims.
	GetJWTClaims() jwt.JWTClaimsContainer
	// GetJWTHeader returns the header.
	GetJWTHeader() *jwt.Headers
	fosite.Session
}

// HMACSHAStrategyConfigurator is the configuration of HMACSHAStrategy.
type HMACSHAStrategyConfigurator interface {
	GetAccessTokenLifespan(ctx context.Context) time.Duration
	GetRefreshTokenLifespan(ctx context.Context) time.Duration
	GetGlobalSecret(ctx context.Context) ([]byte, error)
}

// HMACSHAStrategy is the opaque (HMAC-SHA256 signed) token strategy, with "pocket-id" style prefixes.
type HMACSHAStrategy struct {
	Config HMACSHAStrategyConfigurator
	prefix string
}

var _ CoreStrategy = (*HMACSHAStrategy)(nil)

// NewHMACSHAStrategy returns a new HMACSHAStrategy.
func NewHMACSHAStrategy(config HMACSHAStrategyConfigurator) *HMACSHAStrategy {
	return &HMACSHAStrategy{Config: config, prefix: "pocket-id_%s_"}
}

var errInvalidToken = fosite.ErrInvalidRequest.WithHint("Invalid token format.")

func (h *HMACSHAStrategy) generate(ctx context.Context, part string) (string, string, error) {
	secret, err := h.Config.GetGlobalSecret(ctx)
	if err != nil {
		return "", "", err
	}
	if len(secret) < 32 {
		return "", "", errors.New("secret for signing HMAC-SHA256 is expected to be 32 byte long")
	}
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return "", "", err
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(key)
	signature := base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
	token := strings.Replace(h.prefix, "%s", part, 1) + base64.RawURLEncoding.EncodeToString(key) + "." + signature
	return token, signature, nil
}

func (h *HMACSHAStrategy) signature(token string) string {
	split := strings.Split(token, ".")
	if len(split) != 2 {
		return ""
	}
	return split[1]
}

func (h *HMACSHAStrategy) validate(ctx context.Context, r fosite.Requester, token string, tokenType fosite.TokenType) error {
	if h.signature(token) == "" {
		return errInvalidToken
	}
	if exp := r.GetSession().GetExpiresAt(tokenType); !exp.IsZero() && exp.Before(time.Now().UTC()) {
		return fosite.ErrInvalidRequest.WithHint("Token expired.")
	}
	return nil
}

func (h *HMACSHAStrategy) AccessTokenSignature(ctx context.Context, token string) string {
	return h.signature(token)
}
func (h *HMACSHAStrategy) RefreshTokenSignature(ctx context.Context, token string) string {
	return h.signature(token)
}
func (h *HMACSHAStrategy) AuthorizeCodeSignature(ctx context.Context, token string) string {
	return h.signature(token)
}
func (h *HMACSHAStrategy) GenerateAccessToken(ctx context.Context, _ fosite.Requester) (string, string, error) {
	return h.generate(ctx, "at")
}
func (h *HMACSHAStrategy) ValidateAccessToken(ctx context.Context, r fosite.Requester, token string) error {
	return h.validate(ctx, r, token, fosite.AccessToken)
}
func (h *HMACSHAStrategy) GenerateRefreshToken(ctx context.Context, _ fosite.Requester) (string, string, error) {
	return h.generate(ctx, "rt")
}
func (h *HMACSHAStrategy) ValidateRefreshToken(ctx context.Context, r fosite.Requester, token string) error {
	return h.validate(ctx, r, token, fosite.RefreshToken)
}
func (h *HMACSHAStrategy) GenerateAuthorizeCode(ctx context.Context, _ fosite.Requester) (string, string, error) {
	return h.generate(ctx, "ac")
}
func (h *HMACSHAStrategy) ValidateAuthorizeCode(ctx context.Context, r fosite.Requester, token string) error {
	return h.validate(ctx, r, token, fosite.AuthorizeCode)
}

// DefaultJWTStrategy is a JWT RS256 access token strategy; refresh tokens and codes use HMACSHAStrategy.
type DefaultJWTStrategy struct {
	jwt.Signer
	HMACSHAStrategy CoreStrategy
	Config          interface {
		GetAccessTokenIssuer(ctx context.Context) string
		GetJWTScopeField(ctx context.Context) jwt.JWTScopeFieldEnum
	}
}

var _ CoreStrategy = (*DefaultJWTStrategy)(nil)

func (h DefaultJWTStrategy) signature(token string) string {
	split := strings.Split(token, ".")
	if len(split) != 3 {
		return ""
	}
	return split[2]
}

func (h DefaultJWTStrategy) AccessTokenSignature(ctx context.Context, token string) string {
	return h.signature(token)
}

func (h *DefaultJWTStrategy) GenerateAccessToken(ctx context.Context, requester fosite.Requester) (string, string, error) {
	return h.generate(ctx, fosite.AccessToken, requester, nil)
}

func (h *DefaultJWTStrategy) ValidateAccessToken(ctx context.Context, _ fosite.Requester, token string) error {
	_, err := h.Signer.Decode(ctx, token)
	return err
}

func (h DefaultJWTStrategy) RefreshTokenSignature(ctx context.Context, token string) string {
	return h.HMACSHAStrategy.RefreshTokenSignature(ctx, token)
}

func (h DefaultJWTStrategy) AuthorizeCodeSignature(ctx context.Context, token string) string {
	return h.HMACSHAStrategy.AuthorizeCodeSignature(ctx, token)
}

func (h *DefaultJWTStrategy) GenerateRefreshToken(ctx context.Context, req fosite.Requester) (string, string, error) {
	return h.HMACSHAStrategy.GenerateRefreshToken(ctx, req)
}

func (h *DefaultJWTStrategy) ValidateRefreshToken(ctx context.Context, req fosite.Requester, token string) error {
	return h.HMACSHAStrategy.ValidateRefreshToken(ctx, req, token)
}

func (h *DefaultJWTStrategy) GenerateAuthorizeCode(ctx context.Context, req fosite.Requester) (string, string, error) {
	return h.HMACSHAStrategy.GenerateAuthorizeCode(ctx, req)
}

func (h *DefaultJWTStrategy) ValidateAuthorizeCode(ctx context.Context, req fosite.Requester, token string) error {
	return h.HMACSHAStrategy.ValidateAuthorizeCode(ctx, req, token)
}

func (h *DefaultJWTStrategy) generate(ctx context.Context, tokenType fosite.TokenType, requester fosite.Requester, extraHeaders map[string]interface{}) (string, string, error) {
	jwtSession, ok := requester.GetSession().(JWTSessionContainer)
	if !ok {
		return "", "", errors.New("session must be of type JWTSessionContainer")
	}
	claims := jwtSession.GetJWTClaims().
		With(jwtSession.GetExpiresAt(tokenType), requester.GetGrantedScopes(), requester.GetGrantedAudience()).
		WithDefaults(time.Now().UTC(), h.Config.GetAccessTokenIssuer(ctx)).
		WithScopeField(h.Config.GetJWTScopeField(ctx))
	header := jwtSession.GetJWTHeader()
	for k, v := range extraHeaders {
		header.Add(k, v)
	}
	return h.Signer.Generate(ctx, claims.ToMapClaims(), header)
}

// RFC9068JWTType is the "typ" header of RFC 9068 JWT access tokens (fork addition).
const RFC9068JWTType = "at+jwt"

// RFC9068JWTStrategy issues access tokens in the RFC 9068 JWT profile (fork addition).
type RFC9068JWTStrategy struct {
	*DefaultJWTStrategy
}

var _ CoreStrategy = (*RFC9068JWTStrategy)(nil)

// GenerateAccessToken generates an RFC 9068 ("at+jwt") access token.
func (h *RFC9068JWTStrategy) GenerateAccessToken(ctx context.Context, requester fosite.Requester) (string, string, error) {
	return h.DefaultJWTStrategy.generate(ctx, fosite.AccessToken, requester, map[string]interface{}{"typ": RFC9068JWTType})
}
