// Package babelqueue: idempotency.Wrap checks the store (Seen), runs the
// handler, then marks (Remember): a documented non-atomic seen-set (category
// wrap-not-claim-first) whatever the store, the idempotency-postgres and
// idempotency-redis stores included (their Remember claims, but only after
// two concurrent deliveries have both run the handler). The atomic form is
// the store's Claim called before the work.
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
	app.Handle("urn:ship", idempotency.Wrap(idempotency.NewInMemoryStore(), s.ship)) // want `handler \(\*svc\)\.ship is wrapped by idempotency\.Wrap, which checks then marks: two concurrent deliveries both run it; claim first`
}

func wireUserStore(app *babelqueue.App, s *svc) {
	var st idempotency.Store = &mapStore{seen: map[string]bool{}}
	h := idempotency.Wrap(st, s.ship) // want `handler \(\*svc\)\.ship is wrapped by idempotency\.Wrap, which checks then marks: two concurrent deliveries both run it; claim first`
	app.Handle("urn:ship.user", h)
}

// Wrap over the claim-first stores is check-run-mark too.
func wirePostgres(app *babelqueue.App, s *svc, db *sql.DB) {
	app.Handle("urn:ship.pg", idempotency.Wrap(postgres.NewWithDB(db), s.ship)) // want `handler \(\*svc\)\.ship is wrapped by idempotency\.Wrap, which checks then marks: two concurrent deliveries both run it; claim first`
}

func wireRedis(app *babelqueue.App, s *svc, rdb *redis.Client) {
	store := bqredis.NewWithClient(rdb)
	app.Handle("urn:ship.redis", idempotency.Wrap(store, s.ship)) // want `handler \(\*svc\)\.ship is wrapped by idempotency\.Wrap, which checks then marks: two concurrent deliveries both run it; claim first`
}

// --- clean look-alikes: the store's Claim before the work ---

type claimer struct {
	db    *sql.DB
	store *postgres.Store
}

func (c *claimer) ship(ctx context.Context, env babelqueue.Envelope) error {
	ok, err := c.store.Claim(ctx, env.Meta.ID)
	if err != nil || !ok {
		return err
	}
	_, err = c.db.ExecContext(ctx, `INSERT INTO shipments (order_id) VALUES ($1)`, env.Data["order"])
	return err
}

func wireClaim(app *babelqueue.App, c *claimer) {
	app.Handle("urn:ship.claim", c.ship)
}

type redisClaimer struct {
	rdb   *redis.Client
	store *bqredis.Store
}

func (c *redisClaimer) ship(ctx context.Context, env babelqueue.Envelope) error {
	if ok, err := c.store.Claim(ctx, env.Meta.ID); err != nil || !ok {
		return err
	}
	return c.rdb.Incr(ctx, "shipments").Err()
}

func wireRedisClaim(app *babelqueue.App, c *redisClaimer) {
	app.Handle("urn:ship.redis.claim", c.ship)
}
