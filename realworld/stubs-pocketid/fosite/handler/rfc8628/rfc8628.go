// Package rfc8628 is a stub of github.com/ory/fosite/handler/rfc8628 (OAuth 2.0
// device authorization grant) as forked in github.com/pocket-id/fosite v1.3.0
// (see the module's README.md): the storage and strategy contracts and the
// HMAC-SHA device/user code strategy.
package rfc8628

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"math/big"
	"time"

	"github.com/ory/fosite"
	"github.com/ory/fosite/handler/oauth2"
)

// RFC8628CoreStorage is the storage of the device authorization flow.
type RFC8628CoreStorage interface {
	DeviceAuthStorage
	oauth2.AccessTokenStorage
	oauth2.RefreshTokenStorage
}

// DeviceAuthStorage handles the device auth session storage.
type DeviceAuthStorage interface {
	CreateDeviceAuthSession(ctx context.Context, deviceCodeSignature, userCodeSignature string, request fosite.DeviceRequester) (err error)
	GetDeviceCodeSession(ctx context.Context, signature string, session fosite.Session) (request fosite.DeviceRequester, err error)
	InvalidateDeviceCodeSession(ctx context.Context, signature string) (err error)
}

// RFC8628CodeStrategy is the strategy for device and user codes.
type RFC8628CodeStrategy interface {
	DeviceRateLimitStrategy
	DeviceCodeStrategy
	UserCodeStrategy
}

// DeviceRateLimitStrategy rate-limits device code polling.
type DeviceRateLimitStrategy interface {
	ShouldRateLimit(ctx context.Context, code string) (bool, error)
}

// DeviceCodeStrategy generates and validates device codes.
type DeviceCodeStrategy interface {
	DeviceCodeSignature(ctx context.Context, code string) (signature string, err error)
	GenerateDeviceCode(ctx context.Context) (code string, signature string, err error)
	ValidateDeviceCode(ctx context.Context, r fosite.DeviceRequester, code string) (err error)
}

// UserCodeStrategy generates and validates user codes.
type UserCodeStrategy interface {
	UserCodeSignature(ctx context.Context, code string) (signature string, err error)
	GenerateUserCode(ctx context.Context) (code string, signature string, err error)
	ValidateUserCode(ctx context.Context, r fosite.DeviceRequester, code string) (err error)
}

// DefaultDeviceStrategy is the default RFC8628CodeStrategy: HMAC-SHA256 signatures keyed by the global secret.
type DefaultDeviceStrategy struct {
	Config interface {
		GetGlobalSecret(ctx context.Context) ([]byte, error)
		GetDeviceAndUserCodeLifespan(ctx context.Context) time.Duration
	}
}

var _ RFC8628CodeStrategy = (*DefaultDeviceStrategy)(nil)

const userCodeSymbols = "BCDFGHJKLMNPQRSTVWXZ"

func (h *DefaultDeviceStrategy) sign(ctx context.Context, code string) (string, error) {
	secret, err := h.Config.GetGlobalSecret(ctx)
	if err != nil {
		return "", err
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(code))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil)), nil
}

func (h *DefaultDeviceStrategy) validate(r fosite.DeviceRequester, tokenType fosite.TokenType) error {
	if exp := r.GetSession().GetExpiresAt(tokenType); !exp.IsZero() && exp.Before(time.Now().UTC()) {
		return fosite.ErrDeviceExpiredToken
	}
	return nil
}

// GenerateUserCode generates a random 8-character user code and its signature.
func (h *DefaultDeviceStrategy) GenerateUserCode(ctx context.Context) (string, string, error) {
	code := make([]byte, 8)
	for i := range code {
		n, err := rand.Int(rand.Reader, big.NewInt(int64(len(userCodeSymbols))))
		if err != nil {
			return "", "", err
		}
		code[i] = userCodeSymbols[n.Int64()]
	}
	signature, err := h.UserCodeSignature(ctx, string(code))
	if err != nil {
		return "", "", err
	}
	return string(code), signature, nil
}

// UserCodeSignature returns the signature of a user code.
func (h *DefaultDeviceStrategy) UserCodeSignature(ctx context.Context, code string) (string, error) {
	return h.sign(ctx, code)
}

// ValidateUserCode checks that the user code has not expired.
func (h *DefaultDeviceStrategy) ValidateUserCode(ctx context.Context, r fosite.DeviceRequester, code string) error {
	return h.validate(r, fosite.UserCode)
}

// GenerateDeviceCode generates a random device code and its signature.
func (h *DefaultDeviceStrategy) GenerateDeviceCode(ctx context.Context) (string, string, error) {
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return "", "", err
	}
	code := "pocket-id_dc_" + base64.RawURLEncoding.EncodeToString(key)
	signature, err := h.DeviceCodeSignature(ctx, code)
	if err != nil {
		return "", "", err
	}
	return code, signature, nil
}

// DeviceCodeSignature returns the signature of a device code.
func (h *DefaultDeviceStrategy) DeviceCodeSignature(ctx context.Context, code string) (string, error) {
	if code == "" {
		return "", errors.New("device code is empty")
	}
	return h.sign(ctx, code)
}

// ValidateDeviceCode checks that the device code has not expired.
func (h *DefaultDeviceStrategy) ValidateDeviceCode(ctx context.Context, r fosite.DeviceRequester, code string) error {
	return h.validate(r, fosite.DeviceCode)
}

// ShouldRateLimit reports whether polling with this device code should be slowed down (never, in the stub).
func (h *DefaultDeviceStrategy) ShouldRateLimit(ctx context.Context, code string) (bool, error) {
	return false, nil
}
