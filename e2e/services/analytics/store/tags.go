package store

import (
	"context"
	"database/sql"

	"github.com/doug-martin/goqu/v9"
)

// Tags are event tags, with goqu.
type Tags struct{ DB *sql.DB }

var pg = goqu.Dialect("postgres")

// Add appends a tag row.
func (s *Tags) Add(ctx context.Context, name string) error {
	q, args, err := pg.Insert("analytics_tags").Rows(goqu.Record{"name": name}).ToSQL()
	if err != nil {
		return err
	}
	_, err = s.DB.ExecContext(ctx, q, args...)
	return err
}

// Set records an event's tag once: a conflict on the event id does nothing.
func (s *Tags) Set(ctx context.Context, eventID, name string) error {
	q, args, err := pg.Insert("analytics_event_tags").
		Cols("event_id", "name").
		Vals(goqu.Vals{eventID, name}).
		OnConflict(goqu.DoNothing()).
		ToSQL()
	if err != nil {
		return err
	}
	_, err = s.DB.ExecContext(ctx, q, args...)
	return err
}
