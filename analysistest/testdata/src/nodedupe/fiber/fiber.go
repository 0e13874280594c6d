// Package fiber: fiber v2 routes on the App, a Group and the Router interface.
package fiber

import (
	"database/sql"

	"github.com/gofiber/fiber/v2"
)

type API struct{ db *sql.DB }

type order struct {
	Customer string `json:"customer"`
	Total    int64  `json:"total"`
}

type keyHeaders struct {
	Key string `reqHeader:"Idempotency-Key"`
}

func (a *API) Create(c *fiber.Ctx) error {
	var o order
	if err := c.BodyParser(&o); err != nil {
		return err
	}
	_, err := a.db.Exec(`INSERT INTO orders (customer, total) VALUES ($1, $2)`, o.Customer, o.Total) // want `handler \(\*API\)\.Create: a client retry inserts a duplicate row \(INSERT INTO orders \(customer, total\) VALUES \(\$1, \$2\)\); dedupe on c\.Get\("Idempotency-Key"\)`
	return err
}

func (a *API) CreateKeyed(c *fiber.Ctx) error {
	var o order
	if err := c.BodyParser(&o); err != nil {
		return err
	}
	_, err := a.db.Exec(`INSERT INTO orders (id, customer, total) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, c.Get("Idempotency-Key"), o.Customer, o.Total)
	return err
}

// the key bound by ReqHeaderParser from the reqHeader tag
func (a *API) CreateBound(c *fiber.Ctx) error {
	var h keyHeaders
	if err := c.ReqHeaderParser(&h); err != nil {
		return err
	}
	tx, err := a.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.Exec(`INSERT INTO processed_requests (key) VALUES ($1) ON CONFLICT DO NOTHING`, h.Key)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return c.SendStatus(200)
	}
	if _, err := tx.Exec(`UPDATE wallets SET balance = balance + 10 WHERE id = $1`, c.Params("id")); err != nil {
		return err
	}
	return tx.Commit()
}

// a read route that counts views: not a write handler
func (a *API) Views(c *fiber.Ctx) error {
	_, err := a.db.Exec(`INSERT INTO views (body) VALUES ($1)`, c.Body())
	return err
}

// Bump is on no visible route, but it reads the body: a write handler by its shape.
func (a *API) Bump(c *fiber.Ctx) error {
	_, err := a.db.Exec(`UPDATE counters SET n = n + 1 WHERE name = $1`, string(c.Body())) // want `handler \(\*API\)\.Bump: a client retry bumps a counter again \(UPDATE counters SET n = n \+ 1 WHERE name = \$1\); dedupe on c\.Get\("Idempotency-Key"\)`
	return err
}

func routes(app *fiber.App, a *API) {
	app.Post("/orders", a.Create)
	app.Put("/orders", a.CreateKeyed)
	app.Get("/views", a.Views)
	api := app.Group("/api")
	api.Post("/wallets/:id/topup", a.CreateBound)
	api.Add("DELETE", "/orders/:id", func(c *fiber.Ctx) error {
		_, err := a.db.Exec(`INSERT INTO deletions (order_id) VALUES ($1)`, c.Params("id")) // want `handler func literal in routes: a client retry inserts a duplicate row \(INSERT INTO deletions \(order_id\) VALUES \(\$1\)\); dedupe on c\.Get\("Idempotency-Key"\)`
		return err
	})
}
