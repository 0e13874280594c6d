// Package echov5: echo v5 handlers (func(*echo.Context) error).
package echov5

import (
	"database/sql"

	"github.com/labstack/echo/v5"
)

type API struct{ db *sql.DB }

type order struct {
	Customer string `json:"customer"`
	Total    int64  `json:"total"`
}

func (a *API) Create(c *echo.Context) error {
	var o order
	if err := c.Bind(&o); err != nil {
		return err
	}
	_, err := a.db.Exec(`INSERT INTO orders (customer, total) VALUES ($1, $2)`, o.Customer, o.Total) // want `handler \(\*API\)\.Create: a client retry inserts a duplicate row \(INSERT INTO orders \(custome…\); dedupe on c\.Request\(\)\.Header\.Get\("Idempotency-Key"\)`
	return err
}

// keyed by the client's Idempotency-Key: a retry hits the same row
func (a *API) CreateKeyed(c *echo.Context) error {
	var o order
	if err := c.Bind(&o); err != nil {
		return err
	}
	_, err := a.db.Exec(`INSERT INTO orders (id, customer, total) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
		c.Request().Header.Get("Idempotency-Key"), o.Customer, o.Total)
	return err
}

// a read route that logs: not a write handler
func (a *API) List(c *echo.Context) error {
	_, err := a.db.Exec(`INSERT INTO order_reads (customer) VALUES ($1)`, c.QueryParam("customer"))
	return err
}

// Bump is registered on no visible route, but it binds the body: a write handler by its shape.
func (a *API) Bump(c *echo.Context) error {
	var o order
	if err := echo.BindBody(c, &o); err != nil {
		return err
	}
	_, err := a.db.Exec(`UPDATE customers SET orders = orders + 1 WHERE name = $1`, o.Customer) // want `handler \(\*API\)\.Bump: a client retry bumps a counter again \(UPDATE customers SET orders…\); dedupe on c\.Request\(\)\.Header\.Get\("Idempotency-Key"\)`
	return err
}

func routes(e *echo.Echo, a *API) {
	e.POST("/orders", a.Create)
	e.PUT("/orders", a.CreateKeyed)
	e.GET("/orders", a.List)
	g := e.Group("/v2")
	g.Add("DELETE", "/orders/:id", func(c *echo.Context) error {
		_, err := a.db.Exec(`INSERT INTO deletions (order_id) VALUES ($1)`, c.Param("id")) // want `handler func literal in routes: a client retry inserts a duplicate row \(INSERT INTO deletions \(orde…\); dedupe on c\.Request\(\)\.Header\.Get\("Idempotency-Key"\)`
		return err
	})
}
