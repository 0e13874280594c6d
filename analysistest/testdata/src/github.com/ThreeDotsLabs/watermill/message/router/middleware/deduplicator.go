// Package middleware is an analysistest stub of
// github.com/ThreeDotsLabs/watermill/message/router/middleware (watermill
// v1.5.1).
//
// NOTE (real behaviour): Deduplicator's default KeyFactory is
// NewMessageHasherAdler32(math.MaxInt64) -- a hash of the PAYLOAD, not
// Message.UUID -- and the default Repository is NewMapExpiringKeyRepository(
// time.Minute) (process-local map). IsDuplicate records the key when it
// checks it, before the handler runs, and never forgets it on handler error.
package middleware

import (
	"context"
	"time"

	"github.com/ThreeDotsLabs/watermill/message"
)

const MessageHasherReadLimitMinimum = 64

// ExpiringKeyRepository is a state container for checking the existence of a
// key in a certain time window.
type ExpiringKeyRepository interface {
	IsDuplicate(ctx context.Context, key string) (ok bool, err error)
}

// MessageHasher returns a short tag that describes a message.
type MessageHasher func(*message.Message) (string, error)

// Deduplicator drops similar messages if they are present in a ExpiringKeyRepository.
type Deduplicator struct {
	KeyFactory MessageHasher
	Repository ExpiringKeyRepository
	Timeout    time.Duration
}

func (d *Deduplicator) IsDuplicate(m *message.Message) (bool, error) { return false, nil }

// Middleware returns the message.HandlerMiddleware that drops similar
// messages in a given time window.
func (d *Deduplicator) Middleware(h message.HandlerFunc) message.HandlerFunc { return h }

// PublisherDecorator returns a decorator that acknowledges and drops every
// message.Message that was recognized by a Deduplicator.
func (d *Deduplicator) PublisherDecorator() message.PublisherDecorator { return nil }

// NewMapExpiringKeyRepository returns a memory store backed by a regular hash
// map protected by a sync.Mutex.
func NewMapExpiringKeyRepository(window time.Duration) (ExpiringKeyRepository, error) {
	return nil, nil
}

func NewMessageHasherAdler32(readLimit int64) MessageHasher { return nil }

func NewMessageHasherSHA256(readLimit int64) MessageHasher { return nil }

func NewMessageHasherFromMetadataField(field string) MessageHasher { return nil }
