// Package echo: echo handlers.
package echo

import (
	"database/sql"

	"github.com/labstack/echo/v4"
)

func routes(e *echo.Echo, db *sql.DB) {
	e.POST("/orders", func(c echo.Context) error {
		_, err := db.Exec(`INSERT INTO orders (customer, total) VALUES ($1, $2)`, c.FormValue("customer"), c.FormValue("total")) // want `handler func literal in routes: a client retry inserts a duplicate row \(INSERT INTO orders \(custome.*\); dedupe on c\.Request\(\)\.Header\.Get\("Idempotency-Key"\)`
		return err
	})
	e.PUT("/orders", func(c echo.Context) error {
		// keyed by the client's Idempotency-Key: a retry hits the same row
		_, err := db.Exec(`INSERT INTO orders (id, customer, total) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET customer = EXCLUDED.customer, total = EXCLUDED.total`,
			c.Request().Header.Get("Idempotency-Key"), c.FormValue("customer"), c.FormValue("total"))
		return err
	})
	e.GET("/orders", func(c echo.Context) error {
		_, err := db.Exec(`INSERT INTO order_reads (customer) VALUES ($1)`, c.QueryParam("customer"))
		return err
	})
}
