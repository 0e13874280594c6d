// Package jobrepo returns import jobs as a DTO (ImportOut, a row of the
// imports table) and moves them through their states by UPDATEs.
package jobrepo

import (
	"context"
	"database/sql"
)

type ImportOut struct {
	ID     string
	Kind   string
	Status string
	Path   string
}

type Repo struct{ db *sql.DB }

func (r *Repo) Get(ctx context.Context, id string) (ImportOut, error) {
	var out ImportOut
	err := r.db.QueryRowContext(ctx, `SELECT id, kind, status, path FROM imports WHERE id = $1`, id).Scan(&out.ID, &out.Kind, &out.Status, &out.Path)
	return out, err
}

func (r *Repo) SetRunning(ctx context.Context, id string) error {
	_, err := r.db.ExecContext(ctx, `UPDATE imports SET status = 'running' WHERE id = $1`, id)
	return err
}

// AddItem inserts an imported item.
func (r *Repo) AddItem(ctx context.Context, importID, name string) error {
	_, err := r.db.ExecContext(ctx, `INSERT INTO items (import_id, name) VALUES ($1, $2)`, importID, name)
	return err
}
