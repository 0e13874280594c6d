// Package eventstore is an event store: events appended under
// UNIQUE (aggregate_id, version), and the aggregates' versioned base.
package eventstore

import (
	"context"
	"database/sql"
)

type Event interface{ AggregateID() string }

// Base is embedded in aggregates: the version the events are appended at.
type Base struct {
	id      string
	version int
	changes []Event
}

func (b *Base) ID() string       { return b.id }
func (b *Base) Version() int     { return b.version }
func (b *Base) Changes() []Event { return b.changes }
func (b *Base) Record(e Event)   { b.changes = append(b.changes, e); b.version++ }

type Store struct{ DB *sql.DB }

func (s *Store) Save(ctx context.Context, events ...Event) error {
	for _, e := range events {
		if _, err := s.DB.ExecContext(ctx, `INSERT INTO events (aggregate_id, version, data) VALUES ($1, $2, $3)`, e.AggregateID(), 1, ""); err != nil {
			return err
		}
	}
	return nil
}
