// Package store: a pgx event store (events appended under
// UNIQUE (aggregate_id, version)) and a gorm repository of tickets.
package store

import (
	"context"
	"encoding/json"

	"github.com/jackc/pgx/v5/pgxpool"
)

type Event interface {
	AggregateID() string
	AggregateVersion() int
}

type BaseEvent struct {
	ID      string
	Version int
}

func NewBaseEvent(id string, version int) BaseEvent { return BaseEvent{ID: id, Version: version} }
func (b BaseEvent) AggregateID() string             { return b.ID }
func (b BaseEvent) AggregateVersion() int           { return b.Version }

// Aggregate is embedded in aggregates: their id, version and new events.
type Aggregate struct {
	id      string
	version int
	changes []Event
}

func (a *Aggregate) ID() string       { return a.id }
func (a *Aggregate) Version() int     { return a.version }
func (a *Aggregate) Changes() []Event { return a.changes }
func (a *Aggregate) Record(e Event) {
	a.changes = append(a.changes, e)
	a.version = e.AggregateVersion()
}

type EventStore struct{ Pool *pgxpool.Pool }

// Append inserts the events at their versions: a second writer of the
// same version fails on the unique key (migrations/001_events.up.sql).
func (s *EventStore) Append(ctx context.Context, events ...Event) error {
	for _, e := range events {
		data, _ := json.Marshal(e)
		if _, err := s.Pool.Exec(ctx, `INSERT INTO events (aggregate_id, version, data) VALUES ($1, $2, $3)`, e.AggregateID(), e.AggregateVersion(), data); err != nil {
			return err
		}
	}
	return nil
}

func (s *EventStore) Load(ctx context.Context, id string) ([]Event, error) { return nil, nil }
