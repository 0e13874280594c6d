// Package svix is an analysistest stub of github.com/svix/svix-webhooks/go (github.com/svix/svix-webhooks@v1.44.0).
// Subset: Svix (New; its Message field only), SvixOptions (no fields), Message (Create,
// CreateWithOptions), PostOptions, String, and the MessageIn/MessageOut aliases of the internal
// openapi types. Declarations mirror the real API surface; bodies are trivial.
package svix

import (
	"context"

	"github.com/svix/svix-webhooks/go/internal/openapi"
)

type SvixOptions struct{}

type Svix struct {
	Message *Message
}

func New(token string, options *SvixOptions) *Svix { return nil }

func String(s string) *string { return nil }

type PostOptions struct {
	IdempotencyKey *string
}

type Message struct {
	api *openapi.APIClient
}

type (
	MessageIn  = openapi.MessageIn
	MessageOut = openapi.MessageOut
)

func (m *Message) Create(ctx context.Context, appId string, messageIn *MessageIn) (*MessageOut, error) {
	return nil, nil
}

func (m *Message) CreateWithOptions(ctx context.Context, appId string, messageIn *MessageIn, options *PostOptions) (*MessageOut, error) {
	return nil, nil
}
