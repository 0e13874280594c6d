// Package consumer uses the store interfaces; the implementations are in
// package store (a dependency), resolved through their facts.
package consumer

import (
	"bytes"
	"context"
	"net/http"

	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"

	"checkthenwrite/iface/store"
)

type recorder struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

// Idempotency finds the key, runs the handler, saves the key: race.
func Idempotency(s store.IdempotencyStore, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("Idempotency-Key")
		rec, err := s.Find(r.Context(), key)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		if rec != nil {
			w.WriteHeader(rec.Status)
			w.Write(rec.Body)
			return
		}
		rw := &recorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rw, r)
		_ = s.Save(r.Context(), key, rw.status, rw.body.Bytes()) // want `check-then-write race in func literal in Idempotency on key header "Idempotency-Key": two concurrent calls both proceed; INSERT .* ON CONFLICT DO NOTHING first`
	})
}

// ClaimFirst claims the key atomically before running the handler: clean.
func ClaimFirst(s store.IdempotencyStore, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("Idempotency-Key")
		ok, err := s.Claim(r.Context(), key)
		if err != nil || !ok {
			http.Error(w, "conflict", http.StatusConflict)
			return
		}
		rw := &recorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rw, r)
	})
}

// Consumer reads from kafka through the store interfaces.
type Consumer struct {
	R     *kafka.Reader
	RDB   *redis.Client
	Inbox store.Inbox
	Seen  store.Set
}

// RunInbox checks, counts, marks: race.
func (c *Consumer) RunInbox(ctx context.Context) {
	for {
		m, err := c.R.FetchMessage(ctx)
		if err != nil {
			return
		}
		id := string(m.Key)
		seen, err := c.Inbox.Seen(ctx, id)
		if err != nil || seen {
			continue
		}
		c.RDB.Incr(ctx, "count")
		_ = c.Inbox.Mark(ctx, id) // want `check-then-write race in \(\*Consumer\)\.RunInbox on key Message\.Key: two concurrent deliveries both proceed; give the store an atomic claim`
		_ = c.R.CommitMessages(ctx, m)
	}
}

// RunSet claims with SADD's result: clean.
func (c *Consumer) RunSet(ctx context.Context) {
	for {
		m, err := c.R.FetchMessage(ctx)
		if err != nil {
			return
		}
		added, err := c.Seen.Add(ctx, string(m.Key))
		if err == nil && added {
			c.RDB.Incr(ctx, "count")
		}
		_ = c.R.CommitMessages(ctx, m)
	}
}

// Sync compares a setting and stores it when it changed: the key is the
// implementation's own (its receiver), not one the caller chose: clean.
func Sync(ctx context.Context, ps store.PolicyStore, want string) error {
	cur, err := ps.Get(ctx)
	if err != nil {
		return err
	}
	if cur == want {
		return nil
	}
	return ps.Put(ctx, want)
}
