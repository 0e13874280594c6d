package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/idemlint/idemlint/e2e/services/gateway/orders"
)

type CreateOrderInput struct {
	IdempotencyKey string `header:"Idempotency-Key"`
	Body           NewOrder
}

type OrderOutput struct {
	Body struct {
		OK bool `json:"ok"`
	}
}

type PageInput struct {
	Page string `path:"page"`
}

type Huma struct{ Orders *orders.Store }

func (h *Huma) Create(ctx context.Context, in *CreateOrderInput) (*OrderOutput, error) {
	return &OrderOutput{}, h.Orders.Create(ctx, in.Body.Customer, in.Body.Cents) // expect: nodedupe `handler \(\*Huma\)\.Create: a client retry inserts a duplicate row \(INSERT INTO orders \(custome…\); dedupe on an input field tagged header:"Idempotency-Key"`
}

// CreateKeyed keys the order by the Idempotency-Key header bound to the input.
func (h *Huma) CreateKeyed(ctx context.Context, in *CreateOrderInput) (*OrderOutput, error) {
	return &OrderOutput{}, h.Orders.CreateKeyed(ctx, in.IdempotencyKey, in.Body.Customer, in.Body.Cents)
}

// View is a GET operation that logs: not a write handler.
func (h *Huma) View(ctx context.Context, in *PageInput) (*OrderOutput, error) {
	return &OrderOutput{}, h.Orders.LogView(ctx, in.Page)
}

func (h *Huma) Cancel(ctx context.Context, in *PageInput) (*OrderOutput, error) {
	return &OrderOutput{}, h.Orders.Cancel(ctx, in.Page) // expect: nodedupe `handler \(\*Huma\)\.Cancel: a client retry bumps a counter again \(UPDATE stock SET reserved =…\); dedupe on an input field tagged header:"Idempotency-Key"`
}

func (h *Huma) Register(api huma.API) {
	huma.Register(api, huma.Operation{OperationID: "create-order", Method: http.MethodPost, Path: "/huma/orders"}, h.Create)
	huma.Register(api, huma.Operation{OperationID: "put-order", Method: http.MethodPut, Path: "/huma/orders"}, h.CreateKeyed)
	huma.Register(api, huma.Operation{OperationID: "view", Method: http.MethodGet, Path: "/huma/views/{page}"}, h.View)
	huma.Delete(api, "/huma/orders/{page}", h.Cancel)
}
