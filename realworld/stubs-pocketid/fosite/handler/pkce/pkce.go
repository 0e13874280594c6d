// Package pkce is a stub of github.com/ory/fosite/handler/pkce as forked in
// github.com/pocket-id/fosite v1.3.0 (see the module's README.md).
package pkce

import (
	"context"

	"github.com/ory/fosite"
)

// PKCERequestStorage stores the PKCE parameters of authorize requests.
type PKCERequestStorage interface {
	GetPKCERequestSession(ctx context.Context, signature string, session fosite.Session) (fosite.Requester, error)
	CreatePKCERequestSession(ctx context.Context, signature string, requester fosite.Requester) error
	DeletePKCERequestSession(ctx context.Context, signature string) error
}
