// Package redisstore implements store.Inbox and store.Set on go-redis.
package redisstore

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/e2e/services/checkout/store"
)

// Inbox is a check-then-mark inbox: Seen is EXISTS, Mark is SET.
type Inbox struct{ RDB *redis.Client }

var _ store.Inbox = (*Inbox)(nil)

func (i *Inbox) Seen(ctx context.Context, id string) (bool, error) {
	n, err := i.RDB.Exists(ctx, "inbox:"+id).Result()
	return n > 0, err
}

func (i *Inbox) Mark(ctx context.Context, id string) error {
	return i.RDB.Set(ctx, "inbox:"+id, 1, 7*24*time.Hour).Err()
}

// Set is SADD: its result says whether the id was new.
type Set struct {
	RDB *redis.Client
	Key string
}

var _ store.Set = (*Set)(nil)

func (s *Set) Add(ctx context.Context, id string) (bool, error) {
	n, err := s.RDB.SAdd(ctx, s.Key, id).Result()
	return n == 1, err
}
