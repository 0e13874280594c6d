// Package babelqueue: idempotency.Wrap over a store that is not claim-first is a
// documented non-atomic seen-set (category wrap-not-claim-first); over the
// idempotency-postgres / idempotency-redis stores it is claim-first.
package babelqueue

import (
	"context"
	"database/sql"

	babelqueue "github.com/babelqueue/babelqueue-go"
	"github.com/babelqueue/babelqueue-go/idempotency"
	postgres "github.com/babelqueue/babelqueue-go/idempotency-postgres"
	bqredis "github.com/babelqueue/babelqueue-go/idempotency-redis"
	"github.com/redis/go-redis/v9"
)

type svc struct{ db *sql.DB }

func (s *svc) ship(ctx context.Context, env babelqueue.Envelope) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO shipments (order_id) VALUES ($1)`, env.Data["order"])
	return err
}

// mapStore is a user store that checks, then marks.
type mapStore struct{ seen map[string]bool }

func (m *mapStore) Seen(_ context.Context, id string) (bool, error) { return m.seen[id], nil }
func (m *mapStore) Remember(_ context.Context, id string) error     { m.seen[id] = true; return nil }
func (m *mapStore) Forget(_ context.Context, id string) error       { delete(m.seen, id); return nil }

// --- bugs (wrap-not-claim-first) ---

func wireInMemory(app *babelqueue.App, s *svc) {
	app.Handle("urn:ship", idempotency.Wrap(idempotency.NewInMemoryStore(), s.ship)) // want `handler \(\*svc\)\.ship is wrapped by babelqueue idempotency.Wrap with a store that checks then marks \(not claim-first\).*wrap-not-claim-first`
}

func wireUserStore(app *babelqueue.App, s *svc) {
	var st idempotency.Store = &mapStore{seen: map[string]bool{}}
	h := idempotency.Wrap(st, s.ship) // want `idempotency.Wrap with a store that checks then marks`
	app.Handle("urn:ship.user", h)
}

// --- clean look-alikes: claim-first stores ---

func wirePostgres(app *babelqueue.App, s *svc, db *sql.DB) {
	app.Handle("urn:ship.pg", idempotency.Wrap(postgres.NewWithDB(db), s.ship))
}

func wireRedis(app *babelqueue.App, s *svc, rdb *redis.Client) {
	store := bqredis.NewWithClient(rdb)
	app.Handle("urn:ship.redis", idempotency.Wrap(store, s.ship))
}
