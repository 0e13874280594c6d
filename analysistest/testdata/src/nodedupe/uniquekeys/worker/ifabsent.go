package worker

import (
	"context"
	"database/sql"

	"github.com/hibiken/asynq"
)

// Docs stores documentation chunks from asynq tasks.
type Docs struct{ db *sql.DB }

func (d *Docs) Register(mux *asynq.ServeMux) {
	mux.HandleFunc("docs:refresh", d.Refresh)
	mux.HandleFunc("docs:follow", d.Follow)
	mux.HandleFunc("docs:log", d.Log)
}

// Refresh inserts the chunks only when that revision is not stored yet
// (a CTE probes absence, the INSERT's WHERE reads it): a repeat inserts
// nothing. Clean.
func (d *Docs) Refresh(ctx context.Context, t *asynq.Task) error {
	url := string(t.Payload())
	_, err := d.db.ExecContext(ctx, `WITH should_update AS (SELECT (NOT EXISTS (SELECT 1 FROM documentation_docs
    WHERE documentation_docs.url = $1 AND documentation_docs.revision = $2)) AS needs_update)
INSERT INTO documentation_embeddings (url, chunk_index, chunk)
SELECT $1, unnest($3::int[]), unnest($4::text[])
WHERE (SELECT needs_update FROM should_update)`, url, "rev", []int{0}, []string{"x"})
	return err
}

// Follow inserts the pair unless it is there: clean.
func (d *Docs) Follow(ctx context.Context, t *asynq.Task) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO follows (a, b) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM follows WHERE a = $1 AND b = $2)`, string(t.Payload()), "b")
	return err
}

// Log inserts a row whenever the user exists: every repeat adds one. Bug.
func (d *Docs) Log(ctx context.Context, t *asynq.Task) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO audit_log (line_id, note) SELECT $1, 'seen' WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)`, string(t.Payload())) // want `handler \(\*Docs\)\.Log: a redelivery inserts a duplicate row \(INSERT INTO audit_log .*\); dedupe on asynq\.GetTaskID\(ctx\)`
	return err
}
