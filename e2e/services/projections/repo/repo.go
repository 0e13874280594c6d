// Package repo: projections and tasks over the service's dbtx.Conn; the
// statements reach pgx through the executor.
package repo

import (
	"context"

	"github.com/idemlint/idemlint/e2e/services/projections/dbtx"
)

type Ratings struct{ db dbtx.Conn }

func NewRatings(db dbtx.Conn) *Ratings { return &Ratings{db: db} }

// IncrementPending counts one more pending review.
func (r *Ratings) IncrementPending(ctx context.Context, orgID string) error {
	_, err := r.db.Exec(ctx, `
		INSERT INTO ratings (org_id, pending) VALUES ($1, 1)
		ON CONFLICT (org_id) DO UPDATE SET pending = ratings.pending + 1`, orgID)
	return err
}

// RecordFailedLogin counts a failed login toward a lockout.
func (r *Ratings) RecordFailedLogin(ctx context.Context, orgID string) error {
	_, err := r.db.Exec(ctx, `UPDATE ratings SET failed_logins = failed_logins + 1 WHERE org_id = $1`, orgID)
	return err
}

// SetStatus sets the organisation's status.
func (r *Ratings) SetStatus(ctx context.Context, orgID, status string) error {
	_, err := r.db.Exec(ctx, `UPDATE ratings SET status = $2 WHERE org_id = $1`, orgID, status)
	return err
}

type Task struct {
	ID    string
	Title string
}

type Tasks struct{ db dbtx.Conn }

func NewTasks(db dbtx.Conn) *Tasks { return &Tasks{db: db} }

// Store inserts the task under the id its caller gives (the primary key).
func (t *Tasks) Store(ctx context.Context, task *Task) error {
	_, err := t.db.Exec(ctx, `INSERT INTO tasks (id, title) VALUES ($1, $2)`, task.ID, task.Title)
	return err
}

// ToggleStar negates the stored flag.
func (t *Tasks) ToggleStar(ctx context.Context, id string) error {
	_, err := t.db.Exec(ctx, `UPDATE tasks SET starred = NOT starred WHERE id = $1`, id)
	return err
}

// SetStar sets the flag the caller asks for.
func (t *Tasks) SetStar(ctx context.Context, id string, starred bool) error {
	_, err := t.db.Exec(ctx, `UPDATE tasks SET starred = $2 WHERE id = $1`, id, starred)
	return err
}
