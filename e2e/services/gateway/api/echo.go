// Package api holds the gateway's HTTP handlers on echo v5, huma, gorilla/mux,
// fiber and net/http 1.22 pattern routes, each registering its own routes.
package api

import (
	"github.com/labstack/echo/v5"

	"github.com/idemlint/idemlint/e2e/services/gateway/orders"
)

type NewOrder struct {
	Customer string `json:"customer"`
	Cents    int64  `json:"cents"`
}

type Echo struct{ Orders *orders.Store }

func (h *Echo) Create(c *echo.Context) error {
	var o NewOrder
	if err := c.Bind(&o); err != nil {
		return err
	}
	return h.Orders.Create(c.Request().Context(), o.Customer, o.Cents) // expect: nodedupe `handler \(\*Echo\)\.Create: a client retry inserts a duplicate row \(INSERT INTO orders \(custome…\); dedupe on c\.Request\(\)\.Header\.Get\("Idempotency-Key"\)`
}

func (h *Echo) CreateKeyed(c *echo.Context) error {
	var o NewOrder
	if err := c.Bind(&o); err != nil {
		return err
	}
	return h.Orders.CreateKeyed(c.Request().Context(), c.Request().Header.Get("Idempotency-Key"), o.Customer, o.Cents)
}

// Views is a read route (GET) that logs: not a write handler.
func (h *Echo) Views(c *echo.Context) error {
	return h.Orders.LogView(c.Request().Context(), c.Param("page"))
}

func (h *Echo) Routes(e *echo.Echo) {
	g := e.Group("/v5")
	g.POST("/orders", h.Create)
	g.PUT("/orders", h.CreateKeyed)
	g.GET("/views/:page", h.Views)
}
