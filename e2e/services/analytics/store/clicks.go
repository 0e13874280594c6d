package store

import (
	"context"

	"github.com/ClickHouse/clickhouse-go/v2"
)

// Clicks stores click streams in ClickHouse.
type Clicks struct{ Conn clickhouse.Conn }

// Append sends a batch of clicks: each delivery adds its rows again.
func (c *Clicks) Append(ctx context.Context, urls []string) error {
	batch, err := c.Conn.PrepareBatch(ctx, "INSERT INTO clicks (url)")
	if err != nil {
		return err
	}
	for _, u := range urls {
		if err := batch.Append(u); err != nil {
			return err
		}
	}
	return batch.Send()
}

// Keyed sends a click keyed by its id (a ReplacingMergeTree collapses
// the rows of one id).
func (c *Clicks) Keyed(ctx context.Context, id, url string) error {
	batch, err := c.Conn.PrepareBatch(ctx, "INSERT INTO click_state (id, url)")
	if err != nil {
		return err
	}
	if err := batch.Append(id, url); err != nil {
		return err
	}
	return batch.Send()
}
