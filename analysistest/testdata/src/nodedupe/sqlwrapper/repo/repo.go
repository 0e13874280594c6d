// Package repo: repositories over the service's own dbtx.Conn. Their
// statements reach pgx through Executor.Exec, which runs its parameter.
package repo

import (
	"context"
	"time"

	"nodedupe/sqlwrapper/dbtx"
)

type Ratings struct{ db dbtx.Conn }

func NewRatings(db dbtx.Conn) *Ratings { return &Ratings{db: db} }

// IncrementPending counts one more pending review: an increment.
func (r *Ratings) IncrementPending(ctx context.Context, orgID string) error {
	_, err := r.db.Exec(ctx, `INSERT INTO ratings (org_id, pending) VALUES ($1, 1)
		ON CONFLICT (org_id) DO UPDATE SET pending = ratings.pending + 1`, orgID)
	return err
}

// SetStatus sets a status: idempotent.
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

// Store inserts the task under the id its caller gives (the table's
// PRIMARY KEY): a caller passing a stable id is refused on a repeat, one
// minting it adds a row each time.
func (t *Tasks) Store(ctx context.Context, task *Task) error {
	_, err := t.db.Exec(ctx, `INSERT INTO tasks (id, title) VALUES ($1, $2)`, task.ID, task.Title)
	return err
}

// Running lists the tasks of a title: a lookup of the tasks table.
func (t *Tasks) Running(ctx context.Context, title string) ([]string, error) {
	_, err := t.db.Exec(ctx, `SELECT id FROM tasks WHERE title = $1`, title)
	return nil, err
}

// Store is the tasks' port: Tasks implements it, CachedTasks decorates
// it, and MockTasks is its test double.
type Store interface {
	Store(ctx context.Context, task *Task) error
	Running(ctx context.Context, title string) ([]string, error)
}

// CachedTasks is a decorator (a cache in front of the next Store): it
// hands each call on.
type CachedTasks struct {
	next  Store
	cache map[string][]string
}

func NewCached(next Store) *CachedTasks {
	return &CachedTasks{next: next, cache: map[string][]string{}}
}

func (c *CachedTasks) Store(ctx context.Context, task *Task) error { return c.next.Store(ctx, task) }

func (c *CachedTasks) Running(ctx context.Context, title string) ([]string, error) {
	return c.next.Running(ctx, title)
}

// Event is a task event; Params binds it in a generated-query style, the
// id wrapped in a nullable text.
type Event struct {
	UID   string
	Title string
	At    time.Time
}

type Text struct {
	String string
	Valid  bool
}

func text(s string) Text {
	if s == "" {
		return Text{}
	}
	return Text{String: s, Valid: true}
}

type Params struct {
	ID    Text
	Title string
}

func (t *Tasks) insert(ctx context.Context, p Params) error {
	_, err := t.db.Exec(ctx, `INSERT INTO tasks (id, title) VALUES ($1, $2)`, p.ID, p.Title)
	return err
}

// CreateEvent stores the event under its UID (the tasks' primary key).
func (t *Tasks) CreateEvent(ctx context.Context, ev *Event) error {
	return t.insert(ctx, Params{ID: text(ev.UID), Title: ev.Title})
}

// MockTasks is a test double kept beside the code (as gomock's are): it
// is no implementation production code calls.
type MockTasks struct{}

func (MockTasks) Store(ctx context.Context, task *Task) error { return nil }

func (MockTasks) Running(ctx context.Context, title string) ([]string, error) { return nil, nil }

// WriteSnapshot rebuilds the snapshot: a new generation inserted, the
// others deleted, through a helper that runs both statements it is given.
// A repeat leaves the same set.
func (r *Ratings) WriteSnapshot(ctx context.Context) error {
	return r.replace(ctx,
		`INSERT INTO snapshot (generation, org_id, pending) SELECT $1, org_id, pending FROM ratings`,
		`DELETE FROM snapshot WHERE generation <> $1`)
}

func (r *Ratings) replace(ctx context.Context, insertSQL, deleteSQL string) error {
	gen := time.Now().UnixNano()
	if _, err := r.db.Exec(ctx, insertSQL, gen); err != nil {
		return err
	}
	_, err := r.db.Exec(ctx, deleteSQL, gen)
	return err
}
