// Package clickhouse: clickhouse-go v2 batches in a kafka-go consumer: a
// batch prepared with an INSERT and sent appends its rows; rows keyed by
// the message's own key, an ALTER … UPDATE and reads are not appends.
package clickhouse

import (
	"context"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/google/uuid"
	"github.com/segmentio/kafka-go"
)

type Sink struct {
	conn clickhouse.Conn
	r    *kafka.Reader
}

func (s *Sink) Run(ctx context.Context) {
	for {
		m, err := s.r.FetchMessage(ctx)
		if err != nil {
			return
		}
		s.store(ctx, m) // want `handler \(\*Sink\)\.Run: a redelivery inserts a duplicate row \(INSERT INTO page_views \(url…\); dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		s.storeKeyed(ctx, m)
		s.keyedBy(ctx, string(m.Key), string(m.Value))
		s.keyedBy(ctx, uuid.NewString(), string(m.Value)) // want `handler \(\*Sink\)\.Run: a redelivery inserts a duplicate row \(INSERT INTO click_state \(id…\); dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		s.r.CommitMessages(ctx, m)
	}
}

// --- bug ---

func (s *Sink) store(ctx context.Context, m kafka.Message) error {
	batch, err := s.conn.PrepareBatch(ctx, "INSERT INTO page_views (url, seen_at)")
	if err != nil {
		return err
	}
	if err := batch.Append(string(m.Value), time.Now()); err != nil {
		return err
	}
	return batch.Send()
}

// --- clean look-alikes (keyedBy: clean when its id is stable, an append
// when the caller mints it) ---

func (s *Sink) storeKeyed(ctx context.Context, m kafka.Message) error {
	batch, err := s.conn.PrepareBatch(ctx, "INSERT INTO events (id, payload)")
	if err != nil {
		return err
	}
	batch.Append(string(m.Key), string(m.Value))
	if err := batch.Send(); err != nil {
		return err
	}
	var n uint64
	if err := s.conn.QueryRow(ctx, "SELECT count() FROM events WHERE id = ?", string(m.Key)).Scan(&n); err != nil {
		return err
	}
	return s.conn.Exec(ctx, "ALTER TABLE events UPDATE seen = 1 WHERE id = ?", string(m.Key))
}

// keyedBy: the same, the id passed in by the caller.
func (s *Sink) keyedBy(ctx context.Context, id, url string) error {
	batch, err := s.conn.PrepareBatch(ctx, "INSERT INTO click_state (id, url)")
	if err != nil {
		return err
	}
	if err := batch.Append(id, url); err != nil {
		return err
	}
	return batch.Send()
}
