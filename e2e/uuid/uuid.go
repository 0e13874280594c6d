// Package uuid: google/uuid minted versus derived keys.
package uuid

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

func register(mux *asynq.ServeMux, rdb *redis.Client) {
	// keysource bug: NewV7 is minted
	mux.HandleFunc("a", func(ctx context.Context, t *asynq.Task) error {
		if ok, _ := rdb.SetNX(ctx, uuid.Must(uuid.NewV7()).String(), 1, time.Hour).Result(); !ok { // expect: keysource "minted by the receiver"
			return nil
		}
		return rdb.Incr(ctx, "n").Err() // expect: nodedupe `handler func literal in register: a redelivery bumps a counter again \(increment Client\.Incr\)`
	})
	// keysource clean: a name-based UUID of the task id is stable
	mux.HandleFunc("b", func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		key := uuid.NewSHA1(uuid.NameSpaceURL, []byte(id)).String()
		if ok, _ := rdb.SetNX(ctx, key, 1, time.Hour).Result(); !ok {
			return nil
		}
		return rdb.Incr(ctx, "n").Err()
	})
	// keysource clean: parsing the sender's id
	mux.HandleFunc("c", func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		u, err := uuid.Parse(id)
		if err != nil {
			return err
		}
		if ok, _ := rdb.SetNX(ctx, "t:"+u.String(), 1, time.Hour).Result(); !ok {
			return nil
		}
		return rdb.Incr(ctx, "n").Err()
	})
	// keysource bug: fallback when the id is missing
	mux.HandleFunc("d", func(ctx context.Context, t *asynq.Task) error {
		id, ok := asynq.GetTaskID(ctx)
		if !ok {
			id = uuid.NewString()
		}
		if ok, _ := rdb.SetNX(ctx, "t:"+id, 1, time.Hour).Result(); !ok { // expect: keysource "invents a key"
			return nil
		}
		return rdb.Incr(ctx, "n").Err()
	})
}
