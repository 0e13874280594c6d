// Package stream: kafka-go delivery loops of the fulfilment service that
// dedupe on keys derived from the topic and the body.
package stream

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
)

func header(m kafka.Message, name string) string {
	for _, h := range m.Headers {
		if h.Key == name {
			return string(h.Value)
		}
	}
	return ""
}

// ByTopicAndBody dedupes on the topic plus a hash of the body: payloadkey bug.
func ByTopicAndBody(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(m.Value)
		ok, _ := rdb.SetNX(ctx, m.Topic+":"+hex.EncodeToString(sum[:]), 1, time.Hour).Result() // expect: payloadkey "only from the payload"
		if ok {
			rdb.RPush(ctx, "shipments", m.Value)
		}
		_ = r.CommitMessages(ctx, m)
	}
}

var shipmentNS = uuid.MustParse("6ba7b814-9dad-11d1-80b4-00c04fd430c8")

// ByBodyUUID dedupes on a name-based uuid of the body: payloadkey bug.
func ByBodyUUID(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		id := uuid.NewSHA1(shipmentNS, m.Value)
		ok, _ := rdb.SetNX(ctx, "shipment:"+id.String(), 1, time.Hour).Result() // expect: payloadkey "only from the payload"
		if ok {
			rdb.RPush(ctx, "shipments", m.Value)
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// BySenderUUID dedupes on a name-based uuid of the producer's id: clean.
func BySenderUUID(ctx context.Context, r *kafka.Reader, rdb *redis.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		senderID := header(m, "idempotency-key")
		id := uuid.NewSHA1(shipmentNS, []byte(senderID))
		ok, _ := rdb.SetNX(ctx, "shipment:"+id.String(), 1, time.Hour).Result()
		if ok {
			rdb.RPush(ctx, "shipments", m.Value)
		}
		_ = r.CommitMessages(ctx, m)
	}
}
