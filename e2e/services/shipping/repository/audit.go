package repository

import (
	"context"

	"github.com/jmoiron/sqlx"
)

// AuditEntry is one line of the audit trail.
type AuditEntry struct {
	ShipmentID string `db:"shipment_id"`
	Action     string `db:"action"`
}

// Audit is the audit trail and the inbox of processed events, in sqlx.
type Audit struct{ DB *sqlx.DB }

// Record appends an audit line.
func (a *Audit) Record(ctx context.Context, e AuditEntry) error {
	_, err := a.DB.NamedExecContext(ctx, `INSERT INTO shipping_audit (shipment_id, action) VALUES (:shipment_id, :action)`, e)
	return err
}

// Seen reports whether an event was processed.
func (a *Audit) Seen(ctx context.Context, eventID string) (bool, error) {
	var n int
	if err := a.DB.GetContext(ctx, &n, `SELECT count(*) FROM processed_events WHERE event_id = $1`, eventID); err != nil {
		return false, err
	}
	return n > 0, nil
}

// MarkSeen records an event as processed.
func (a *Audit) MarkSeen(ctx context.Context, eventID string) error {
	_, err := a.DB.NamedExecContext(ctx, `INSERT INTO processed_events (event_id) VALUES (:event_id)`, map[string]any{"event_id": eventID})
	return err
}
