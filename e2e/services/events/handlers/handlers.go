// Package handlers holds the events service's mqs.Handler funcs.
package handlers

import (
	"context"
	"database/sql"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/e2e/services/events/mqs"
)

// Handlers holds the dependencies.
type Handlers struct {
	DB  *sql.DB
	RDB *redis.Client
}

// CountSignup dedupes on m.EventID, which mqs.Subscriber invents when the
// producer sent none: keysource bug (a redelivery without an event_id is a
// new event).
func (h *Handlers) CountSignup(ctx context.Context, m *mqs.Message) error {
	// KNOWN LIMITATION: the wrapper's handler func type is not a handler, and the fallback comes through the Generator interface (the gocloud delivery itself is modelled).
	ok, err := h.RDB.SetNX(ctx, "evt:"+m.EventID, 1, 24*time.Hour).Result() // known-miss: keysource "invents a key when the sender sent none" (issue 13)
	if err != nil || !ok {
		return err
	}
	return h.RDB.Incr(ctx, "signups").Err()
}

// Tally counts every delivery: nodedupe bug.
func (h *Handlers) Tally(ctx context.Context, m *mqs.Message) error {
	_, err := h.DB.ExecContext(ctx, `UPDATE event_counts SET n = n + 1 WHERE type = $1`, m.Type) // expect: nodedupe `handler \(\*Handlers\)\.Tally: a redelivery bumps a counter again \(UPDATE event_counts SET n = n \+ 1 WHERE type = \$1\)`
	return err
}

// TallyOnce claims the event id in the same transaction: clean (as far as
// the handler goes; the invented fallback id is CountSignup's case).
func (h *Handlers) TallyOnce(ctx context.Context, m *mqs.Message) error {
	tx, err := h.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_events (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.EventID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE event_counts SET n = n + 1 WHERE type = $1`, m.Type); err != nil {
		return err
	}
	return tx.Commit()
}
