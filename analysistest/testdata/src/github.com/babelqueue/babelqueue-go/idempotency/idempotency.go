// Package idempotency is an analysistest stub of
// github.com/babelqueue/babelqueue-go/idempotency (part of the core module).
//
// Real Wrap semantics: check-then-act-then-mark. It calls store.Seen(id);
// if seen returns nil (ack); otherwise runs the handler and, only on success,
// calls store.Remember(id) best-effort (error ignored). No claim/lock before
// the handler runs, so concurrent duplicate deliveries can both run it. An
// empty env.Meta.ID runs the handler unchanged (fail-open).
package idempotency

import (
	"context"
	"sync"

	babelqueue "github.com/babelqueue/babelqueue-go"
)

// Store is a pluggable record of message ids that have already been processed,
// keyed on the envelope's meta.id.
type Store interface {
	Seen(ctx context.Context, messageID string) (bool, error)
	Remember(ctx context.Context, messageID string) error
	Forget(ctx context.Context, messageID string) error
}

// InMemoryStore is a process-local, goroutine-safe Store backed by a map.
type InMemoryStore struct {
	mu   sync.Mutex
	seen map[string]struct{}
}

func NewInMemoryStore() *InMemoryStore { return &InMemoryStore{seen: make(map[string]struct{})} }

func (s *InMemoryStore) Seen(_ context.Context, messageID string) (bool, error) { return false, nil }
func (s *InMemoryStore) Remember(_ context.Context, messageID string) error     { return nil }
func (s *InMemoryStore) Forget(_ context.Context, messageID string) error       { return nil }

// Wrap returns handler decorated so a message whose meta.id was already
// processed successfully is skipped.
func Wrap(store Store, handler babelqueue.Handler) babelqueue.Handler { return handler }
