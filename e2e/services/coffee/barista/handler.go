// Package barista consumes the counter's orders from RabbitMQ: the
// event handler stores the order (keyed by the item-line id, the table's
// PRIMARY KEY) in a transaction and then publishes to the counter. A
// redelivery fails on the key before the publish.
package barista

import (
	"context"
	"database/sql"
	"encoding/json"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/e2e/services/coffee/domain"
	"github.com/idemlint/idemlint/e2e/services/coffee/store"
)

type EventHandler interface {
	Handle(ctx context.Context, e domain.BaristaOrdered) error
}

type orderedHandler struct {
	db  *sql.DB
	pub *amqp.Channel
}

func NewOrderedHandler(db *sql.DB, pub *amqp.Channel) EventHandler {
	return &orderedHandler{db: db, pub: pub}
}

func (h *orderedHandler) Handle(ctx context.Context, e domain.BaristaOrdered) error {
	order := domain.NewBaristaOrder(e)
	tx, err := h.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := store.New(h.db).WithTx(tx).CreateOrder(ctx, store.CreateOrderParams{ID: order.ID, ItemName: order.ItemName, Created: order.Created}); err != nil {
		return err
	}
	body, err := json.Marshal(order)
	if err != nil {
		return err
	}
	if err := h.pub.PublishWithContext(ctx, "", "counter", false, false, amqp.Publishing{Body: body}); err != nil {
		return err
	}
	return tx.Commit()
}

// walkInHandler stores an order under an id minted per delivery, and
// audits it into a table with no unique key on the bound columns.
type walkInHandler struct {
	db  *sql.DB
	pub *amqp.Channel
}

// WalkInHandler takes walk-in orders.
type WalkInHandler interface {
	HandleWalkIn(ctx context.Context, e domain.BaristaOrdered) error
}

func NewWalkInHandler(db *sql.DB, pub *amqp.Channel) WalkInHandler {
	return &walkInHandler{db: db, pub: pub}
}

func (h *walkInHandler) HandleWalkIn(ctx context.Context, e domain.BaristaOrdered) error {
	order := domain.NewWalkInOrder(e.ItemName)
	q := store.New(h.db)
	if _, err := q.CreateOrder(ctx, store.CreateOrderParams{ID: order.ID, ItemName: order.ItemName, Created: order.Created}); err != nil {
		return err
	}
	if err := q.AddAudit(ctx, e.ItemLineID, "walk-in"); err != nil {
		return err
	}
	return h.pub.PublishWithContext(ctx, "", "counter", false, false, amqp.Publishing{Body: []byte(order.ItemName)})
}

// App runs the delivery loops.
type App struct {
	Ordered EventHandler
	WalkIn  WalkInHandler
}

func (a *App) Worker(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		var e domain.BaristaOrdered
		if err := json.Unmarshal(d.Body, &e); err != nil {
			_ = d.Reject(false)
			continue
		}
		if err := a.Ordered.Handle(ctx, e); err != nil {
			_ = d.Reject(false)
			continue
		}
		_ = d.Ack(false)
	}
}

func (a *App) WalkInWorker(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		var e domain.BaristaOrdered
		if err := json.Unmarshal(d.Body, &e); err != nil {
			_ = d.Reject(false)
			continue
		}
		if err := a.WalkIn.HandleWalkIn(ctx, e); err != nil { // expect: nodedupe `handler \(\*App\)\.WalkInWorker: a redelivery inserts a duplicate row and publishes a duplicate message; dedupe on d\.MessageId`
			_ = d.Reject(false)
			continue
		}
		_ = d.Ack(false)
	}
}
