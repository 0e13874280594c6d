// Package store is the analytics service's data layer: page views,
// sessions and events in Postgres through bun, the ledger through pgx v4
// (batches and COPY), and clicks in ClickHouse.
package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// PageView is one view of a page: no natural key.
type PageView struct {
	bun.BaseModel `bun:"table:page_views"`
	ID            int64     `bun:",pk,autoincrement"`
	URL           string    `bun:"url"`
	SeenAt        time.Time `bun:"seen_at"`
}

// Session is a visitor's session, keyed by its id.
type Session struct {
	bun.BaseModel `bun:"table:sessions"`
	ID            string    `bun:",pk"`
	LastSeen      time.Time `bun:"last_seen"`
}

// Event is a tracked event, unique by the producer's event id.
type Event struct {
	bun.BaseModel `bun:"table:tracked_events"`
	ID            int64  `bun:",pk,autoincrement"`
	EventID       string `bun:"event_id,unique"`
	Name          string `bun:"name"`
}

// Events stores views, sessions and events with bun.
type Events struct{ DB *bun.DB }

// RecordView appends a page view.
func (s *Events) RecordView(ctx context.Context, url string) error {
	_, err := s.DB.NewInsert().Model(&PageView{URL: url, SeenAt: time.Now()}).Exec(ctx)
	return err
}

// TouchSession upserts a session's last-seen time.
func (s *Events) TouchSession(ctx context.Context, id string, at time.Time) error {
	_, err := s.DB.NewInsert().
		Model(&Session{ID: id, LastSeen: at}).
		On("CONFLICT (id) DO UPDATE").
		Set("last_seen = EXCLUDED.last_seen").
		Exec(ctx)
	return err
}

// StoreEvent inserts an event; a second one with the same event id fails
// on its unique key.
func (s *Events) StoreEvent(ctx context.Context, eventID, name string) error {
	_, err := s.DB.NewInsert().Model(&Event{EventID: eventID, Name: name}).Exec(ctx)
	return err
}

// BumpViews adds one to a page's view count.
func (s *Events) BumpViews(ctx context.Context, url string) error {
	_, err := s.DB.NewUpdate().Table("page_stats").Set("views = views + 1").Where("url = ?", url).Exec(ctx)
	return err
}
