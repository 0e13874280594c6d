// Package handler holds the shipping service's asynq task handlers, as
// methods of Handler registered in cmd/shipping. They write through the
// repository package (ent, sqlx, squirrel).
package handler

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/hibiken/asynq"

	"github.com/idemlint/idemlint/e2e/services/shipping/repository"
)

// Task types.
const (
	TypeShipmentRequested = "shipment:requested"
	TypeShipmentOnce      = "shipment:requested:once"
	TypeDelivered         = "shipment:delivered"
	TypeLabelPrinted      = "label:printed"
	TypeQuoted            = "rate:quoted"
	TypeAudited           = "shipment:audited"
)

// Handler carries the repositories.
type Handler struct {
	Shipments *repository.Shipments
	Audit     *repository.Audit
	Rates     *repository.Rates
}

type shipmentPayload struct {
	OrderID    string `json:"order_id"`
	ShipmentID string `json:"shipment_id"`
	CourierID  int    `json:"courier_id"`
	Carrier    string `json:"carrier"`
	Tracking   string `json:"tracking"`
	Cents      int64  `json:"cents"`
}

func decode(t *asynq.Task) (shipmentPayload, error) {
	var p shipmentPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return p, fmt.Errorf("%v: %w", err, asynq.SkipRetry)
	}
	return p, nil
}

// ShipmentRequested appends a note (ent, no key: a bug), then creates the
// shipment keyed by the task id (unique in the ent schema: clean; its
// unique violation on a redelivery returns before anything after it).
func (h *Handler) ShipmentRequested(ctx context.Context, t *asynq.Task) error {
	p, err := decode(t)
	if err != nil {
		return err
	}
	if err := h.Shipments.AddNote(ctx, p.OrderID, "shipment requested"); err != nil { // expect: nodedupe `handler \(\*Handler\)\.ShipmentRequested: a redelivery inserts a duplicate row \(INSERT INTO notes \(shipment…\); dedupe on asynq\.GetTaskID\(ctx\)`
		return err
	}
	id, _ := asynq.GetTaskID(ctx)
	return h.Shipments.CreateFromEvent(ctx, id, p.OrderID)
}

// ShipmentOnce creates the shipment once (the unique violation is handled)
// and sets its label (an upsert): clean.
func (h *Handler) ShipmentOnce(ctx context.Context, t *asynq.Task) error {
	p, err := decode(t)
	if err != nil {
		return err
	}
	id, _ := asynq.GetTaskID(ctx)
	if err := h.Shipments.CreateOnce(ctx, id, p.OrderID); err != nil {
		return err
	}
	return h.Shipments.UpsertLabel(ctx, p.ShipmentID, p.Carrier, p.Tracking)
}

// Delivered marks the shipment delivered (a SET: clean), counts the
// courier's delivery (ent Add…: an increment) and appends to the audit
// trail (sqlx: an append).
func (h *Handler) Delivered(ctx context.Context, t *asynq.Task) error {
	p, err := decode(t)
	if err != nil {
		return err
	}
	if err := h.Shipments.MarkDelivered(ctx, p.OrderID); err != nil {
		return err
	}
	if err := h.Shipments.CountDelivery(ctx, p.CourierID); err != nil { // expect: nodedupe `handler \(\*Handler\)\.Delivered: a redelivery bumps a counter again \(UPDATE couriers SET deliveries = deliveries \+ 1\); dedupe on asynq\.GetTaskID\(ctx\)`
		return err
	}
	return h.Audit.Record(ctx, repository.AuditEntry{ShipmentID: p.ShipmentID, Action: "delivered"}) // expect: nodedupe `handler \(\*Handler\)\.Delivered: a redelivery inserts a duplicate row \(INSERT INTO shipping_audit…\); dedupe on asynq\.GetTaskID\(ctx\)`
}

// LabelPrinted upserts the label: clean.
func (h *Handler) LabelPrinted(ctx context.Context, t *asynq.Task) error {
	p, err := decode(t)
	if err != nil {
		return err
	}
	return h.Shipments.UpsertLabel(ctx, p.ShipmentID, p.Carrier, p.Tracking)
}

// Quoted sets the quote (an upsert: clean), adds a surcharge (squirrel
// total + ?: an increment) and logs the quote (squirrel INSERT: an append).
func (h *Handler) Quoted(ctx context.Context, t *asynq.Task) error {
	p, err := decode(t)
	if err != nil {
		return err
	}
	if err := h.Rates.SetQuote(ctx, p.OrderID, p.Cents); err != nil {
		return err
	}
	if err := h.Rates.AddSurcharge(ctx, p.OrderID, 50); err != nil { // expect: nodedupe `handler \(\*Handler\)\.Quoted: a redelivery bumps a counter again \(UPDATE rates SET total = total \+ \$1 WHERE order_id = \$2\); dedupe on asynq\.GetTaskID\(ctx\)`
		return err
	}
	return h.Rates.LogQuote(ctx, p.OrderID, p.Cents) // expect: nodedupe `handler \(\*Handler\)\.Quoted: a redelivery inserts a duplicate row \(INSERT INTO quote_log \(order_id, cents\) VALUES \(\$1, \$2\)\); dedupe on asynq\.GetTaskID\(ctx\)`
}

// Audited checks the inbox (sqlx Get), does the work, then records the
// event: a check-then-write race.
func (h *Handler) Audited(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	seen, err := h.Audit.Seen(ctx, id)
	if err != nil || seen {
		return err
	}
	if err := h.Shipments.MarkDelivered(ctx, string(t.Payload())); err != nil {
		return err
	}
	return h.Audit.MarkSeen(ctx, id) // expect: checkthenwrite `check-then-write race in \(\*Handler\)\.Audited on key asynq\.GetTaskID\(\): two concurrent deliveries both proceed; INSERT … ON CONFLICT DO NOTHING first`
}
