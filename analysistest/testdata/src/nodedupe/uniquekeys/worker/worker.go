// Package worker: RabbitMQ consumers (a service, a handler loop) whose
// INSERT binds a unique key to a value the delivery carries: a redelivery
// fails on the key before the publish, so nothing is done twice. Their
// look-alikes bind a key minted here, or insert into a table without a
// unique key on the bound columns, and are reported.
package worker

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/google/uuid"
	amqp "github.com/rabbitmq/amqp091-go"

	"nodedupe/uniquekeys/domain"
	"nodedupe/uniquekeys/store"
)

type Handler struct {
	db       *sql.DB
	ch       *amqp.Channel
	products *store.ProductRepo
}

// Handle inserts the order keyed by the sender's item-line id (the
// table's PRIMARY KEY) in a transaction, then publishes: a repeat fails on
// the key and returns before the publish. Clean.
func (h *Handler) Handle(ctx context.Context, e domain.BaristaOrdered) error {
	order := domain.NewBaristaOrder(e)
	tx, err := h.db.Begin()
	if err != nil {
		return err
	}
	qtx := store.New(h.db).WithTx(tx)
	if _, err := qtx.CreateOrder(ctx, store.CreateOrderParams{ID: order.ID, ItemName: order.ItemName, Created: order.Created}); err != nil {
		return err
	}
	body, _ := json.Marshal(order)
	if err := h.ch.PublishWithContext(ctx, "", "counter", false, false, amqp.Publishing{Body: body}); err != nil {
		return err
	}
	return tx.Commit()
}

// HandleMinted keys the order by an id minted here: a repeat inserts a
// second row and publishes again. Bug.
func (h *Handler) HandleMinted(ctx context.Context, e domain.BaristaOrdered) error {
	q := store.New(h.db)
	if _, err := q.CreateOrder(ctx, store.CreateOrderParams{ID: uuid.NewString(), ItemName: e.ItemName}); err != nil {
		return err
	}
	return h.ch.PublishWithContext(ctx, "", "counter", false, false, amqp.Publishing{Body: []byte(e.ItemName)})
}

// HandleWalkIn keys the order by the constructor's minted id (the same
// constructor shape as NewBaristaOrder): bug.
func (h *Handler) HandleWalkIn(ctx context.Context, e domain.BaristaOrdered) error {
	order := domain.NewWalkInOrder(e.ItemName)
	q := store.New(h.db)
	if _, err := q.CreateOrder(ctx, store.CreateOrderParams{ID: order.ID, ItemName: order.ItemName, Created: order.Created}); err != nil {
		return err
	}
	return h.ch.PublishWithContext(ctx, "", "counter", false, false, amqp.Publishing{Body: []byte(e.ItemName)})
}

// HandleAudit inserts into a table whose only unique key is a serial id:
// the row binds no unique key, so the publish is not guarded. Bug.
func (h *Handler) HandleAudit(ctx context.Context, e domain.BaristaOrdered) error {
	q := store.New(h.db)
	if err := q.AddAudit(ctx, e.ItemLineID, "ordered"); err != nil {
		return err
	}
	return h.ch.PublishWithContext(ctx, "", "counter", false, false, amqp.Publishing{Body: []byte(e.ItemName)})
}

// HandleIgnored inserts keyed by the sender's id but ignores the error:
// a repeat goes on to publish. Bug.
func (h *Handler) HandleIgnored(ctx context.Context, e domain.BaristaOrdered) error {
	q := store.New(h.db)
	q.CreateOrder(ctx, store.CreateOrderParams{ID: e.ItemLineID, ItemName: e.ItemName})
	return h.ch.PublishWithContext(ctx, "", "counter", false, false, amqp.Publishing{Body: []byte(e.ItemName)})
}

// CreateProduct inserts the product under the id the command carries
// (pgx, fields bound by address), then publishes: clean.
func (h *Handler) CreateProduct(ctx context.Context, id, name string) error {
	if _, err := h.products.CreateProduct(ctx, &store.Product{ProductID: id, Name: name}); err != nil {
		return err
	}
	return h.ch.PublishWithContext(ctx, "", "products", false, false, amqp.Publishing{Body: []byte(id)})
}

type productCreate struct {
	ProductID string `json:"productId"`
	Name      string `json:"name"`
}

// Worker is the delivery loop: every type goes to the service.
func (h *Handler) Worker(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		switch d.Type {
		case "barista-order-created":
			var e domain.BaristaOrdered
			if err := json.Unmarshal(d.Body, &e); err != nil {
				d.Reject(false)
				continue
			}
			if err := h.Handle(ctx, e); err != nil {
				d.Reject(false)
				continue
			}
		case "product-create":
			var p productCreate
			if err := json.Unmarshal(d.Body, &p); err != nil {
				d.Reject(false)
				continue
			}
			if err := h.CreateProduct(ctx, p.ProductID, p.Name); err != nil {
				d.Reject(false)
				continue
			}
		}
		d.Ack(false)
	}
}

// Other handler loops, one per look-alike.
func (h *Handler) WorkerMinted(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		var e domain.BaristaOrdered
		_ = json.Unmarshal(d.Body, &e)
		_ = h.HandleMinted(ctx, e)  // want `handler \(\*Handler\)\.WorkerMinted: a redelivery inserts a duplicate row and publishes a duplicate message; dedupe on d\.MessageId`
		_ = h.HandleAudit(ctx, e)   // want `handler \(\*Handler\)\.WorkerMinted: a redelivery inserts a duplicate row and publishes a duplicate message; dedupe on d\.MessageId`
		_ = h.HandleIgnored(ctx, e) // want `handler \(\*Handler\)\.WorkerMinted: a redelivery publishes a duplicate message \(publish Channel\.PublishWithContext\); dedupe on d\.MessageId`
		_ = h.HandleWalkIn(ctx, e)  // want `handler \(\*Handler\)\.WorkerMinted: a redelivery inserts a duplicate row and publishes a duplicate message; dedupe on d\.MessageId`
		d.Ack(false)
	}
}

// HandleReassigned builds the order from the event, then overwrites its
// id with one minted here: the key is minted. Bug.
func (h *Handler) HandleReassigned(ctx context.Context, e domain.BaristaOrdered) error {
	order := domain.NewBaristaOrder(e)
	order.ID = uuid.NewString()
	q := store.New(h.db)
	if _, err := q.CreateOrder(ctx, store.CreateOrderParams{ID: order.ID, ItemName: order.ItemName, Created: order.Created}); err != nil {
		return err
	}
	return h.ch.PublishWithContext(ctx, "", "counter", false, false, amqp.Publishing{Body: []byte(order.ItemName)})
}

func (h *Handler) WorkerReassigned(ctx context.Context, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		var e domain.BaristaOrdered
		_ = json.Unmarshal(d.Body, &e)
		_ = h.HandleReassigned(ctx, e) // want `handler \(\*Handler\)\.WorkerReassigned: a redelivery .*publishes a duplicate message`
		d.Ack(false)
	}
}
