// Package huma: huma v2 operations; the input's header-tagged fields.
package huma

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
)

type CreateOrderInput struct {
	IdempotencyKey string `header:"Idempotency-Key"`
	RequestID      string `header:"X-Request-Id"`
	Body           struct {
		Customer string `json:"customer"`
		Total    int64  `json:"total"`
	}
}

type OrderOutput struct {
	Body struct {
		ID string `json:"id"`
	}
}

type GetOrderInput struct {
	ID string `path:"id"`
}

type API struct{ db *sql.DB }

func (a *API) Create(ctx context.Context, in *CreateOrderInput) (*OrderOutput, error) {
	_, err := a.db.ExecContext(ctx, `INSERT INTO orders (customer, total) VALUES ($1, $2)`, in.Body.Customer, in.Body.Total) // want `handler \(\*API\)\.Create: a client retry inserts a duplicate row \(INSERT INTO orders \(custome…\); dedupe on an input field tagged header:"Idempotency-Key"`
	return &OrderOutput{}, err
}

// keyed by the client's Idempotency-Key header, bound by its tag
func (a *API) CreateKeyed(ctx context.Context, in *CreateOrderInput) (*OrderOutput, error) {
	_, err := a.db.ExecContext(ctx, `INSERT INTO orders (id, customer, total) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
		in.IdempotencyKey, in.Body.Customer, in.Body.Total)
	return &OrderOutput{}, err
}

// a read operation that logs: not a write handler
func (a *API) Get(ctx context.Context, in *GetOrderInput) (*OrderOutput, error) {
	_, err := a.db.ExecContext(ctx, `INSERT INTO order_reads (order_id) VALUES ($1)`, in.ID)
	return &OrderOutput{}, err
}

func (a *API) Cancel(ctx context.Context, in *GetOrderInput) (*OrderOutput, error) {
	_, err := a.db.ExecContext(ctx, `UPDATE stock SET qty = qty + 1 WHERE order_id = $1`, in.ID) // want `handler \(\*API\)\.Cancel: a client retry bumps a counter again \(UPDATE stock SET qty = qty…\); dedupe on an input field tagged header:"Idempotency-Key"`
	return &OrderOutput{}, err
}

func routes(api huma.API, a *API) {
	huma.Register(api, huma.Operation{OperationID: "create-order", Method: http.MethodPost, Path: "/orders"}, a.Create)
	huma.Register(api, huma.Operation{OperationID: "create-order-keyed", Method: http.MethodPut, Path: "/orders"}, a.CreateKeyed)
	huma.Register(api, huma.Operation{OperationID: "get-order", Method: http.MethodGet, Path: "/orders/{id}"}, a.Get)
	huma.Post(api, "/orders/{id}/cancel", a.Cancel, func(o *huma.Operation) { o.Tags = []string{"orders"} })
}
