// Package store: an sqlc-shaped repository (database/sql QueryRowContext
// + Scan) and a pgx repository binding a struct's fields by address.
package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

type DBTX interface {
	QueryRowContext(ctx context.Context, query string, args ...interface{}) *sql.Row
	ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error)
}

type Queries struct{ db DBTX }

func New(db DBTX) *Queries { return &Queries{db: db} }

func (q *Queries) WithTx(tx *sql.Tx) *Queries { return &Queries{db: tx} }

const createOrder = `-- name: CreateOrder :one
INSERT INTO
    barista.barista_orders (id, item_name, created)
VALUES ($1, $2, $3) RETURNING id, item_name, created
`

type CreateOrderParams struct {
	ID       string
	ItemName string
	Created  time.Time
}

type Order struct {
	ID       string
	ItemName string
	Created  time.Time
}

func (q *Queries) CreateOrder(ctx context.Context, arg CreateOrderParams) (Order, error) {
	row := q.db.QueryRowContext(ctx, createOrder, arg.ID, arg.ItemName, arg.Created)
	var i Order
	err := row.Scan(&i.ID, &i.ItemName, &i.Created)
	return i, err
}

const addAudit = `INSERT INTO audit_log (line_id, note) VALUES ($1, $2)`

func (q *Queries) AddAudit(ctx context.Context, lineID, note string) error {
	_, err := q.db.ExecContext(ctx, addAudit, lineID, note)
	return err
}

type Product struct {
	ProductID string
	Name      string
}

type ProductRepo struct{ db *pgxpool.Pool }

func NewProductRepo(db *pgxpool.Pool) *ProductRepo { return &ProductRepo{db: db} }

// CreateProduct binds the product's fields by address (pgx).
func (p *ProductRepo) CreateProduct(ctx context.Context, product *Product) (*Product, error) {
	var created Product
	if err := p.db.QueryRow(ctx, `INSERT INTO products (product_id, name, created_at) VALUES ($1, $2, now()) RETURNING product_id, name`,
		&product.ProductID, &product.Name).Scan(&created.ProductID, &created.Name); err != nil {
		return nil, err
	}
	return &created, nil
}
