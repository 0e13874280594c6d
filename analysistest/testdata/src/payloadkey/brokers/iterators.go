package brokers

import (
	"context"
	"encoding/hex"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
)

// firstPart is the first comma-separated part of v, collected in a
// range-over-func loop: the parts are v's.
func firstPart(v string) string {
	var parts []string
	for p := range strings.SplitSeq(v, ",") {
		parts = append(parts, p)
	}
	if len(parts) == 0 {
		return ""
	}
	return parts[0]
}

// decodeRef decodes a hex reference: the bytes are s's.
func decodeRef(s string) string {
	b, err := hex.DecodeString(s)
	if err != nil {
		return ""
	}
	return string(b)
}

// kafkaSplitKey dedupes on the body's first field, split by an iterator.
func kafkaSplitKey(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, _ := r.FetchMessage(ctx)
		rdb.SetNX(ctx, firstPart(string(m.Value)), 1, time.Hour) // want `handler kafkaSplitKey derives .*SetNX key only from the payload`
	}
}

// kafkaDecodedKey dedupes on the hex-decoded body.
func kafkaDecodedKey(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, _ := r.FetchMessage(ctx)
		rdb.SetNX(ctx, decodeRef(string(m.Value)), 1, time.Hour) // want `handler kafkaDecodedKey derives .*SetNX key only from the payload`
	}
}

// kafkaSplitHeaderKey dedupes on the producer's id, split and decoded
// the same way: clean.
func kafkaSplitHeaderKey(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, _ := r.FetchMessage(ctx)
		for _, h := range m.Headers {
			if h.Key == "idempotency-key" {
				rdb.SetNX(ctx, decodeRef(firstPart(string(h.Value))), 1, time.Hour)
			}
		}
	}
}
