// Package wmcqrs: watermill cqrs handlers (NewEventHandler,
// NewGroupEventHandler, NewCommandHandler funcs) and direct Subscribe loops
// over the watermill-* pub/subs.
package wmcqrs

import (
	"context"
	"database/sql"

	"github.com/ThreeDotsLabs/watermill-kafka/v3/pkg/kafka"
	wsql "github.com/ThreeDotsLabs/watermill-sql/v4/pkg/sql"
	"github.com/ThreeDotsLabs/watermill/components/cqrs"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/ThreeDotsLabs/watermill/pubsub/gochannel"
)

type OrderPlaced struct {
	OrderID string `json:"order_id"`
	Amount  int64  `json:"amount"`
}

type ShipOrder struct {
	OrderID string `json:"order_id"`
}

type Handlers struct {
	db  *sql.DB
	bus *cqrs.EventBus
}

func (h *Handlers) OnOrderPlaced(ctx context.Context, ev *OrderPlaced) error {
	_, err := h.db.ExecContext(ctx, `UPDATE customers SET lifetime_value = lifetime_value + $1 WHERE order_id = $2`, ev.Amount, ev.OrderID) // want `handler \(\*Handlers\)\.OnOrderPlaced: a redelivery bumps a counter again \(UPDATE customers SET lifeti…\); dedupe on cqrs\.OriginalMessageFromCtx\(ctx\)\.UUID`
	return err
}

// keyed by the watermill message's UUID, claimed in the same transaction
func (h *Handlers) OnOrderPlacedOnce(ctx context.Context, ev *OrderPlaced) error {
	tx, err := h.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, cqrs.OriginalMessageFromCtx(ctx).UUID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE customers SET lifetime_value = lifetime_value + $1 WHERE order_id = $2`, ev.Amount, ev.OrderID); err != nil {
		return err
	}
	return tx.Commit()
}

// a status set on the order: naturally idempotent
func (h *Handlers) OnShip(ctx context.Context, cmd *ShipOrder) error {
	_, err := h.db.ExecContext(ctx, `UPDATE orders SET status = 'shipping' WHERE id = $1`, cmd.OrderID)
	return err
}

func (h *Handlers) OnShipNotify(ctx context.Context, cmd *ShipOrder) error {
	return h.bus.Publish(ctx, &OrderPlaced{OrderID: cmd.OrderID}) // want `handler \(\*Handlers\)\.OnShipNotify: a redelivery publishes a duplicate message \(publish EventBus\.Publish\); dedupe on cqrs\.OriginalMessageFromCtx\(ctx\)\.UUID`
}

func register(ep *cqrs.EventProcessor, gp *cqrs.EventGroupProcessor, cp *cqrs.CommandProcessor, h *Handlers) {
	ep.AddHandlers(
		cqrs.NewEventHandler("OnOrderPlaced", h.OnOrderPlaced),
		cqrs.NewEventHandler("OnOrderPlacedOnce", h.OnOrderPlacedOnce),
	)
	gp.AddHandlersGroup("orders", cqrs.NewGroupEventHandler(func(ctx context.Context, ev *OrderPlaced) error {
		_, err := h.db.ExecContext(ctx, `INSERT INTO order_log (order_id) VALUES ($1)`, ev.OrderID) // want `handler func literal in register: a redelivery inserts a duplicate row \(INSERT INTO order_log \(orde…\); dedupe on cqrs\.OriginalMessageFromCtx\(ctx\)\.UUID`
		return err
	}))
	cp.AddHandlers(
		cqrs.NewCommandHandler("OnShip", h.OnShip),
		cqrs.NewCommandHandler("OnShipNotify", h.OnShipNotify),
	)
}

func consumeKafka(ctx context.Context, sub *kafka.Subscriber, db *sql.DB) {
	msgs, err := sub.Subscribe(ctx, "orders")
	if err != nil {
		return
	}
	for msg := range msgs {
		db.ExecContext(ctx, `INSERT INTO order_log (body) VALUES ($1)`, msg.Payload) // want `handler consumeKafka: a redelivery inserts a duplicate row \(INSERT INTO order_log \(body\) VALUES \(\$1\)\); dedupe on msg\.UUID`
		msg.Ack()
	}
}

func consumeKafkaKeyed(ctx context.Context, sub *kafka.Subscriber, db *sql.DB) {
	msgs, err := sub.Subscribe(ctx, "orders")
	if err != nil {
		return
	}
	for msg := range msgs {
		db.ExecContext(ctx, `INSERT INTO order_log (message_id, body) VALUES ($1, $2) ON CONFLICT (message_id) DO NOTHING`, msg.UUID, msg.Payload)
		msg.Ack()
	}
}

func relayMinted(ctx context.Context, in message.Subscriber, out *wsql.Publisher) {
	msgs, err := in.Subscribe(ctx, "orders")
	if err != nil {
		return
	}
	for msg := range msgs {
		out.Publish("orders.out", message.NewMessage(newID(), msg.Payload)) // want `handler relayMinted: a redelivery publishes a duplicate message \(publish Publisher\.Publish\); dedupe on msg\.UUID`
		msg.Ack()
	}
}

func newID() string { return "" }

// a gochannel loop that sets a status: naturally idempotent
func statuses(ctx context.Context, in *gochannel.GoChannel, db *sql.DB) {
	msgs, err := in.Subscribe(ctx, "orders")
	if err != nil {
		return
	}
	for msg := range msgs {
		db.ExecContext(ctx, `UPDATE orders SET status = 'seen' WHERE id = $1`, string(msg.Payload))
		msg.Ack()
	}
}
