package consumers

import (
	"encoding/json"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/google/uuid"
)

type orderEvent struct {
	OrderID string `json:"order_id"`
	Cents   int64  `json:"cents"`
}

// ProjectOrder appends an event row on every delivery: nodedupe bug.
func (h *Handlers) ProjectOrder(msg *message.Message) error {
	var ev orderEvent
	if err := json.Unmarshal(msg.Payload, &ev); err != nil {
		return err
	}
	_, err := h.DB.ExecContext(msg.Context(), `INSERT INTO order_events (order_id, cents) VALUES ($1, $2)`, ev.OrderID, ev.Cents) // expect: nodedupe `handler \(\*Handlers\)\.ProjectOrder: a redelivery inserts a duplicate row \(INSERT INTO order_events \(order_id, cents\) VALUES \(\$1, \$2\)\)`
	return err
}

// ProjectOrderOnce claims msg.UUID in the same transaction: clean.
func (h *Handlers) ProjectOrderOnce(msg *message.Message) error {
	var ev orderEvent
	if err := json.Unmarshal(msg.Payload, &ev); err != nil {
		return err
	}
	ctx := msg.Context()
	tx, err := h.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, msg.UUID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO order_events (order_id, cents) VALUES ($1, $2)`, ev.OrderID, ev.Cents); err != nil {
		return err
	}
	return tx.Commit()
}

var pricedNS = uuid.MustParse("6ba7b811-9dad-11d1-80b4-00c04fd430c8")

// PriceOrder emits the priced order with a fresh message UUID: a redelivery
// emits another message the next hop cannot recognise. keysource bug.
func (h *Handlers) PriceOrder(msg *message.Message) ([]*message.Message, error) {
	var ev orderEvent
	if err := json.Unmarshal(msg.Payload, &ev); err != nil {
		return nil, err
	}
	ev.Cents = ev.Cents * 110 / 100
	out, _ := json.Marshal(ev)
	priced := message.NewMessage(watermill.NewUUID(), out) // expect: keysource "minted by the receiver"
	return []*message.Message{priced}, nil
}

// PriceOrderDerived derives the outgoing UUID from the inbound one: clean.
func (h *Handlers) PriceOrderDerived(msg *message.Message) ([]*message.Message, error) {
	var ev orderEvent
	if err := json.Unmarshal(msg.Payload, &ev); err != nil {
		return nil, err
	}
	ev.Cents = ev.Cents * 110 / 100
	out, _ := json.Marshal(ev)
	priced := message.NewMessage(uuid.NewSHA1(pricedNS, []byte(msg.UUID)).String(), out)
	priced.Metadata.Set("causation_id", msg.UUID)
	return []*message.Message{priced}, nil
}
