// Package jwt is a stub of github.com/ory/fosite/token/jwt as forked in
// github.com/pocket-id/fosite v1.3.0 (see the module's README.md): claim and
// header containers, the Signer contract and DefaultSigner, Token and Parse.
// Signing and parsing are not implemented: they return errNotImplemented.
package jwt

import (
	"context"
	"crypto/sha256"
	"errors"
	"strings"
	"time"

	jose "github.com/go-jose/go-jose/v4"
)

var errNotImplemented = errors.New("fosite stub: JWT signing and parsing are not implemented")

// MapClaims is a claims map.
type MapClaims map[string]interface{}

// Mapper is the interface of claim and header containers.
type Mapper interface {
	ToMap() map[string]interface{}
	Add(key string, value interface{})
	Get(key string) interface{}
}

// Signer signs and validates JWTs.
type Signer interface {
	Generate(ctx context.Context, claims MapClaims, header Mapper) (string, string, error)
	Validate(ctx context.Context, token string) (string, error)
	Hash(ctx context.Context, in []byte) ([]byte, error)
	Decode(ctx context.Context, token string) (*Token, error)
	GetSignature(ctx context.Context, token string) (string, error)
	GetSigningMethodLength(ctx context.Context) int
}

// GetPrivateKeyFunc returns the private key used for signing.
type GetPrivateKeyFunc func(ctx context.Context) (interface{}, error)

// DefaultSigner is the default Signer, using the key returned by GetPrivateKey.
type DefaultSigner struct {
	GetPrivateKey GetPrivateKeyFunc
}

var _ Signer = (*DefaultSigner)(nil)

// Generate signs the claims and header and returns the token and its signature.
func (j *DefaultSigner) Generate(ctx context.Context, claims MapClaims, header Mapper) (string, string, error) {
	if _, err := j.GetPrivateKey(ctx); err != nil {
		return "", "", err
	}
	return "", "", errNotImplemented
}

// Validate validates the token and returns its signature.
func (j *DefaultSigner) Validate(ctx context.Context, token string) (string, error) {
	if _, err := j.Decode(ctx, token); err != nil {
		return "", err
	}
	return j.GetSignature(ctx, token)
}

// Decode parses and verifies the token.
func (j *DefaultSigner) Decode(ctx context.Context, token string) (*Token, error) {
	if _, err := j.GetPrivateKey(ctx); err != nil {
		return nil, err
	}
	return nil, errNotImplemented
}

// GetSignature returns the signature part of the token.
func (j *DefaultSigner) GetSignature(ctx context.Context, token string) (string, error) {
	split := strings.Split(token, ".")
	if len(split) != 3 {
		return "", errors.New("header, body and signature must all be set")
	}
	return split[2], nil
}

// Hash returns the SHA-256 hash of in.
func (j *DefaultSigner) Hash(ctx context.Context, in []byte) ([]byte, error) {
	sum := sha256.Sum256(in)
	return sum[:], nil
}

// GetSigningMethodLength returns the length of the signing method's hash.
func (j *DefaultSigner) GetSigningMethodLength(ctx context.Context) int {
	return sha256.Size
}

// Token is a parsed JWT.
type Token struct {
	Header map[string]interface{}
	Claims MapClaims
	Method jose.SignatureAlgorithm
	valid  bool
}

// Valid reports whether the token was verified.
func (t *Token) Valid() bool {
	return t != nil && t.valid
}

// Keyfunc returns the key used to verify a token.
type Keyfunc func(*Token) (interface{}, error)

// Parse parses and verifies a token.
func Parse(tokenString string, keyFunc Keyfunc) (*Token, error) {
	return ParseWithClaims(tokenString, MapClaims{}, keyFunc)
}

// ParseWithClaims parses and verifies a token into claims.
func ParseWithClaims(rawToken string, claims MapClaims, keyFunc Keyfunc) (*Token, error) {
	if _, err := keyFunc(&Token{Claims: claims}); err != nil {
		return nil, err
	}
	return nil, errNotImplemented
}

// Headers is the JOSE header of a token.
type Headers struct {
	Extra map[string]interface{} `json:"extra"`
}

// NewHeaders returns empty headers.
func NewHeaders() *Headers {
	return &Headers{Extra: map[string]interface{}{}}
}

// ToMap returns the headers as a map.
func (h *Headers) ToMap() map[string]interface{} {
	m := make(map[string]interface{}, len(h.Extra)+1)
	for k, v := range h.Extra {
		m[k] = v
	}
	m["typ"] = "JWT"
	return m
}

// Add adds a header.
func (h *Headers) Add(key string, value interface{}) {
	if h.Extra == nil {
		h.Extra = make(map[string]interface{})
	}
	h.Extra[key] = value
}

// Get returns a header.
func (h *Headers) Get(key string) interface{} {
	return h.Extra[key]
}

// ToMapClaims returns the headers as MapClaims.
func (h Headers) ToMapClaims() MapClaims {
	return h.ToMap()
}

// IDTokenClaims are the claims of an OpenID Connect ID token.
type IDTokenClaims struct {
	JTI                                 string                 `json:"jti"`
	Issuer                              string                 `json:"iss"`
	Subject                             string                 `json:"sub"`
	Audience                            []string               `json:"aud"`
	Nonce                               string                 `json:"nonce"`
	ExpiresAt                           time.Time              `json:"exp"`
	IssuedAt                            time.Time              `json:"iat"`
	RequestedAt                         time.Time              `json:"rat"`
	AuthTime                            time.Time              `json:"auth_time"`
	AccessTokenHash                     string                 `json:"at_hash"`
	AuthenticationContextClassReference string                 `json:"acr"`
	AuthenticationMethodsReferences     []string               `json:"amr"`
	CodeHash                            string                 `json:"c_hash"`
	Extra                               map[string]interface{} `json:"ext"`
}

// ToMap returns the claims as a map.
func (c *IDTokenClaims) ToMap() map[string]interface{} {
	m := make(map[string]interface{}, len(c.Extra)+8)
	for k, v := range c.Extra {
		m[k] = v
	}
	m["jti"] = c.JTI
	m["iss"] = c.Issuer
	m["sub"] = c.Subject
	m["aud"] = c.Audience
	if c.Nonce != "" {
		m["nonce"] = c.Nonce
	}
	if !c.ExpiresAt.IsZero() {
		m["exp"] = c.ExpiresAt.Unix()
	}
	if !c.IssuedAt.IsZero() {
		m["iat"] = c.IssuedAt.Unix()
	}
	if !c.AuthTime.IsZero() {
		m["auth_time"] = c.AuthTime.Unix()
	}
	if len(c.AuthenticationMethodsReferences) > 0 {
		m["amr"] = c.AuthenticationMethodsReferences
	}
	return m
}

// Add adds a claim.
func (c *IDTokenClaims) Add(key string, value interface{}) {
	if c.Extra == nil {
		c.Extra = make(map[string]interface{})
	}
	c.Extra[key] = value
}

// Get returns a claim.
func (c *IDTokenClaims) Get(key string) interface{} {
	return c.ToMap()[key]
}

// ToMapClaims returns the claims as MapClaims.
func (c IDTokenClaims) ToMapClaims() MapClaims {
	return c.ToMap()
}

// JWTScopeFieldEnum defines how scopes are represented in a JWT.
type JWTScopeFieldEnum int

const (
	JWTScopeFieldUnset JWTScopeFieldEnum = iota
	JWTScopeFieldList
	JWTScopeFieldString
	JWTScopeFieldBoth
)

// JWTClaimsContainer is the interface of JWT access token claims.
type JWTClaimsContainer interface {
	With(expiry time.Time, scope, audience []string) JWTClaimsContainer
	WithDefaults(iat time.Time, issuer string) JWTClaimsContainer
	WithScopeField(scopeField JWTScopeFieldEnum) JWTClaimsContainer
	ToMapClaims() MapClaims
}

// JWTClaims are the claims of a JWT access token.
type JWTClaims struct {
	Subject    string
	Issuer     string
	Audience   []string
	JTI        string
	IssuedAt   time.Time
	NotBefore  time.Time
	ExpiresAt  time.Time
	Scope      []string
	Extra      map[string]interface{}
	ScopeField JWTScopeFieldEnum
}

var _ JWTClaimsContainer = (*JWTClaims)(nil)

// With returns a copy of the claims with expiry, scope and audience set.
func (c *JWTClaims) With(expiry time.Time, scope, audience []string) JWTClaimsContainer {
	cp := *c
	cp.ExpiresAt = expiry
	cp.Scope = scope
	cp.Audience = audience
	return &cp
}

// WithDefaults returns a copy of the claims with issued-at and issuer defaulted.
func (c *JWTClaims) WithDefaults(iat time.Time, issuer string) JWTClaimsContainer {
	cp := *c
	if cp.IssuedAt.IsZero() {
		cp.IssuedAt = iat
	}
	if cp.Issuer == "" {
		cp.Issuer = issuer
	}
	return &cp
}

// WithScopeField returns a copy of the claims with the scope representation set.
func (c *JWTClaims) WithScopeField(scopeField JWTScopeFieldEnum) JWTClaimsContainer {
	cp := *c
	cp.ScopeField = scopeField
	return &cp
}

// ToMap returns the claims as a map.
func (c *JWTClaims) ToMap() map[string]interface{} {
	m := make(map[string]interface{}, len(c.Extra)+8)
	for k, v := range c.Extra {
		m[k] = v
	}
	m["sub"] = c.Subject
	m["iss"] = c.Issuer
	m["jti"] = c.JTI
	m["aud"] = c.Audience
	if !c.IssuedAt.IsZero() {
		m["iat"] = c.IssuedAt.Unix()
	}
	if !c.ExpiresAt.IsZero() {
		m["exp"] = c.ExpiresAt.Unix()
	}
	switch c.ScopeField {
	case JWTScopeFieldList:
		m["scp"] = c.Scope
	case JWTScopeFieldString:
		m["scope"] = strings.Join(c.Scope, " ")
	case JWTScopeFieldBoth:
		m["scp"] = c.Scope
		m["scope"] = strings.Join(c.Scope, " ")
	}
	return m
}

// Add adds a claim.
func (c *JWTClaims) Add(key string, value interface{}) {
	if c.Extra == nil {
		c.Extra = make(map[string]interface{})
	}
	c.Extra[key] = value
}

// Get returns a claim.
func (c JWTClaims) Get(key string) interface{} {
	return c.ToMap()[key]
}

// ToMapClaims returns the claims as MapClaims.
func (c JWTClaims) ToMapClaims() MapClaims {
	return c.ToMap()
}
