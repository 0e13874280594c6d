// Package disabled: wrap-not-claim-first switched off in .idemlint.yml.
package disabled

import (
	"context"

	babelqueue "github.com/babelqueue/babelqueue-go"
	"github.com/babelqueue/babelqueue-go/idempotency"
	"github.com/redis/go-redis/v9"
)

type svc struct{ rdb *redis.Client }

func (s *svc) ship(ctx context.Context, env babelqueue.Envelope) error {
	key := "seen:" + env.Meta.ID
	if s.rdb.Exists(ctx, key).Val() > 0 {
		return nil
	}
	s.rdb.Incr(ctx, "shipments")
	return s.rdb.Set(ctx, key, 1, 0).Err() // want `check-then-write race in \(\*svc\)\.ship on key Meta\.ID: two concurrent deliveries both proceed; claim it with SetNX first`
}

func wire(app *babelqueue.App, s *svc) {
	app.Handle("urn:ship", idempotency.Wrap(idempotency.NewInMemoryStore(), s.ship))
}
