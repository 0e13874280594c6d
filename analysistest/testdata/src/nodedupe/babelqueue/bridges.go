package babelqueue

import (
	"context"

	babelqueue "github.com/babelqueue/babelqueue-go"
	bqasynq "github.com/babelqueue/babelqueue-go/asynq"
	"github.com/babelqueue/babelqueue-go/idempotency"
	bqmachinery "github.com/babelqueue/babelqueue-go/machinery"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

type counters struct{ rdb *redis.Client }

func (c *counters) count(ctx context.Context, env babelqueue.Envelope) error {
	return c.rdb.Incr(ctx, "jobs:"+env.Job).Err() // want `handler \(\*counters\)\.count: a redelivery bumps a counter again \(increment Client\.Incr\); dedupe on env\.Meta\.ID`
}

func (c *counters) countWrapped(ctx context.Context, env babelqueue.Envelope) error {
	return c.rdb.Incr(ctx, "jobs:"+env.Job).Err()
}

func (c *counters) countMachinery(ctx context.Context, env babelqueue.Envelope) error {
	return c.rdb.Incr(ctx, "jobs:"+env.Job).Err() // want `handler \(\*counters\)\.countMachinery: a redelivery bumps a counter again \(increment Client\.Incr\); dedupe on env\.Meta\.ID`
}

func (c *counters) countMachineryWrapped(ctx context.Context, env babelqueue.Envelope) error {
	return c.rdb.Incr(ctx, "jobs:"+env.Job).Err()
}

func bridges(mux *asynq.ServeMux, server bqmachinery.Registrar, c *counters, store idempotency.Store) {
	bqasynq.Register(mux, "urn:count", c.count)
	bqasynq.Register(mux, "urn:count.wrapped", idempotency.Wrap(store, c.countWrapped))
	bqmachinery.Register(server, "urn:count", c.countMachinery)
	bqmachinery.Register(server, "urn:count.wrapped", idempotency.Wrap(store, c.countMachineryWrapped))
}
