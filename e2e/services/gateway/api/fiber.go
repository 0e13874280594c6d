package api

import (
	"github.com/gofiber/fiber/v2"

	"github.com/idemlint/idemlint/e2e/services/gateway/orders"
)

type Fiber struct{ Orders *orders.Store }

func (h *Fiber) Create(c *fiber.Ctx) error {
	var o NewOrder
	if err := c.BodyParser(&o); err != nil {
		return err
	}
	return h.Orders.Create(c.UserContext(), o.Customer, o.Cents) // expect: nodedupe `handler \(\*Fiber\)\.Create: a client retry inserts a duplicate row \(INSERT INTO orders \(customer, cents\) VALUES \(\$1, \$2\)\); dedupe on c\.Get\("Idempotency-Key"\)`
}

func (h *Fiber) CreateKeyed(c *fiber.Ctx) error {
	var o NewOrder
	if err := c.BodyParser(&o); err != nil {
		return err
	}
	return h.Orders.CreateKeyed(c.UserContext(), c.Get("Idempotency-Key"), o.Customer, o.Cents)
}

// Views is a GET route that logs: not a write handler.
func (h *Fiber) Views(c *fiber.Ctx) error {
	return h.Orders.LogView(c.UserContext(), c.Params("page"))
}

func (h *Fiber) Routes(app *fiber.App) {
	api := app.Group("/fiber")
	api.Post("/orders", h.Create)
	api.Put("/orders", h.CreateKeyed)
	api.Get("/views/:page", h.Views)
}
