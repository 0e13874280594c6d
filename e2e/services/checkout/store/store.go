// Package store declares the checkout service's storage interfaces; the
// implementations live in sqlstore (database/sql) and redisstore (go-redis).
package store

import "context"

// Record is a stored idempotent response.
type Record struct {
	Key    string
	Status int
	Body   []byte
}

// IdempotencyStore stores the responses of idempotent requests.
type IdempotencyStore interface {
	// Find returns the stored record, or nil when the key is new.
	Find(ctx context.Context, key string) (*Record, error)
	// Save stores a record (first writer wins).
	Save(ctx context.Context, rec Record) error
	// Claim atomically reserves the key: false when it was already taken.
	Claim(ctx context.Context, key string) (bool, error)
	// Complete stores the response of a claimed key.
	Complete(ctx context.Context, key string, status int, body []byte) error
	// Release frees a claimed key whose request failed.
	Release(ctx context.Context, key string) error
}

// Inbox remembers processed message ids.
type Inbox interface {
	Seen(ctx context.Context, id string) (bool, error)
	Mark(ctx context.Context, id string) error
}

// Set is a set of processed ids.
type Set interface {
	// Add adds id and reports whether it was new.
	Add(ctx context.Context, id string) (bool, error)
}
