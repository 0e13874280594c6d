// Package repository is the shipping service's data layer: shipments,
// labels, notes and couriers through the ent client generated in ../ent,
// the audit trail and the inbox through sqlx, and rates through squirrel.
package repository

import (
	"context"

	"github.com/idemlint/idemlint/e2e/services/shipping/ent"
	"github.com/idemlint/idemlint/e2e/services/shipping/ent/shipment"
)

// Shipments stores shipments and what hangs off them.
type Shipments struct{ Client *ent.Client }

// CreateFromEvent creates the shipment of an order, keyed by the event that
// asked for it (event_id is unique in the schema).
func (r *Shipments) CreateFromEvent(ctx context.Context, eventID, orderID string) error {
	_, err := r.Client.Shipment.Create().SetEventID(eventID).SetOrderID(orderID).Save(ctx)
	return err
}

// AddNote appends a note to a shipment.
func (r *Shipments) AddNote(ctx context.Context, shipmentID, body string) error {
	return r.Client.Note.Create().SetShipmentID(shipmentID).SetBody(body).Exec(ctx)
}

// UpsertLabel sets the tracking number of a shipment's label with a
// carrier: (shipment_id, carrier) is unique, the conflict updates it.
func (r *Shipments) UpsertLabel(ctx context.Context, shipmentID, carrier, tracking string) error {
	return r.Client.Label.Create().
		SetShipmentID(shipmentID).
		SetCarrier(carrier).
		SetTracking(tracking).
		OnConflictColumns("shipment_id", "carrier").
		UpdateNewValues().
		Exec(ctx)
}

// CountDelivery adds one to a courier's deliveries.
func (r *Shipments) CountDelivery(ctx context.Context, courierID int) error {
	return r.Client.Courier.UpdateOneID(courierID).AddDeliveries(1).Exec(ctx)
}

// MarkDelivered sets the status of an order's shipments.
func (r *Shipments) MarkDelivered(ctx context.Context, orderID string) error {
	_, err := r.Client.Shipment.Update().Where(shipment.OrderID(orderID)).SetStatus("delivered").Save(ctx)
	return err
}

// Exists reports whether the shipment of an event was created.
func (r *Shipments) Exists(ctx context.Context, eventID string) (bool, error) {
	return r.Client.Shipment.Query().Where(shipment.EventID(eventID)).Exist(ctx)
}

// CreateOnce creates the shipment of an event, ignoring a second one.
func (r *Shipments) CreateOnce(ctx context.Context, eventID, orderID string) error {
	err := r.Client.Shipment.Create().SetEventID(eventID).SetOrderID(orderID).Exec(ctx)
	if ent.IsConstraintError(err) {
		return nil // created by an earlier delivery
	}
	return err
}
