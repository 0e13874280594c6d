package consumer

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"time"

	"github.com/lithammer/shortuuid/v4"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/e2e/services/events/idgen"
)

func eventID(m kafka.Message) string {
	for _, h := range m.Headers {
		if h.Key == "event-id" {
			return string(h.Value)
		}
	}
	return ""
}

// AuditByCounter keys the seen-set by the package-level counter generator:
// keysource bug.
func AuditByCounter(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		ok, _ := rdb.SetNX(ctx, "audit:"+idgen.Next(), 1, time.Hour).Result() // expect: keysource "minted by the receiver"
		if ok {
			rdb.Incr(ctx, "audited") // expect: nodedupe `handler AuditByCounter: a redelivery bumps a counter again \(increment Client\.Incr\)`
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// AuditByGenerator keys the seen-set by an id from a Generator interface:
// keysource bug.
func AuditByGenerator(ctx context.Context, r *kafka.Reader, rdb *redis.Client, ids idgen.Generator) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		ok, _ := rdb.SetNX(ctx, "audit:"+ids.NewID(), 1, time.Hour).Result() // expect: keysource "minted by the receiver"
		if ok {
			rdb.Incr(ctx, "audited") // expect: nodedupe `handler AuditByGenerator: a redelivery bumps a counter again \(increment Client\.Incr\)`
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// AuditByShortUUID keys the seen-set by shortuuid.New(): keysource bug.
func AuditByShortUUID(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		ok, _ := rdb.SetNX(ctx, "audit:"+shortuuid.New(), 1, time.Hour).Result() // expect: keysource "minted by the receiver"
		if ok {
			rdb.Incr(ctx, "audited") // expect: nodedupe `handler AuditByShortUUID: a redelivery bumps a counter again \(increment Client\.Incr\)`
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// AuditByRandom keys the seen-set by crypto/rand bytes: keysource bug.
func AuditByRandom(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		b := make([]byte, 16)
		_, _ = rand.Read(b)
		ok, _ := rdb.SetNX(ctx, "audit:"+hex.EncodeToString(b), 1, time.Hour).Result() // expect: keysource "minted by the receiver"
		if ok {
			rdb.Incr(ctx, "audited") // expect: nodedupe `handler AuditByRandom: a redelivery bumps a counter again \(increment Client\.Incr\)`
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// AuditByEventID keys the seen-set by a name-based shortuuid of the
// producer's event id: clean (deterministic, from the sender).
func AuditByEventID(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		ok, _ := rdb.SetNX(ctx, "audit:"+shortuuid.NewWithNamespace(eventID(m)), 1, time.Hour).Result()
		if ok {
			rdb.Incr(ctx, "audited")
		}
		_ = r.CommitMessages(ctx, m)
	}
}
