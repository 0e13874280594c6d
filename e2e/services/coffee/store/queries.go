// Package store is the coffee service's sqlc-shaped data layer
// (database/sql): CreateOrder binds the table's PRIMARY KEY to arg.ID.
package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/google/uuid"
)

type DBTX interface {
	ExecContext(context.Context, string, ...interface{}) (sql.Result, error)
	QueryRowContext(context.Context, string, ...interface{}) *sql.Row
}

type Queries struct{ db DBTX }

func New(db DBTX) *Queries { return &Queries{db: db} }

func (q *Queries) WithTx(tx *sql.Tx) *Queries { return &Queries{db: tx} }

const createOrder = `-- name: CreateOrder :one
INSERT INTO barista.barista_orders (id, item_name, created)
VALUES ($1, $2, $3) RETURNING id, item_name, created
`

type CreateOrderParams struct {
	ID       uuid.UUID
	ItemName string
	Created  time.Time
}

type BaristaOrder struct {
	ID       uuid.UUID
	ItemName string
	Created  time.Time
}

func (q *Queries) CreateOrder(ctx context.Context, arg CreateOrderParams) (BaristaOrder, error) {
	row := q.db.QueryRowContext(ctx, createOrder, arg.ID, arg.ItemName, arg.Created)
	var i BaristaOrder
	err := row.Scan(&i.ID, &i.ItemName, &i.Created)
	return i, err
}

const addAudit = `-- name: AddAudit :exec
INSERT INTO audit_log (line_id, note) VALUES ($1, $2)
`

func (q *Queries) AddAudit(ctx context.Context, lineID uuid.UUID, note string) error {
	_, err := q.db.ExecContext(ctx, addAudit, lineID, note)
	return err
}
