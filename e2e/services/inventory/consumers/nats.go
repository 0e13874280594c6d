package consumers

import (
	"context"

	"github.com/nats-io/nats.go"
)

// OnReserve decrements stock on every delivery: nodedupe bug.
func (h *Handlers) OnReserve(m *nats.Msg) {
	h.DB.Exec(`UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Data)) // expect: nodedupe `handler \(\*Handlers\)\.OnReserve: a redelivery bumps a counter again \(UPDATE stock SET qty = qty - 1 WHERE sku = \$1\)`
	m.Ack()
}

// OnReserveOnce claims the Nats-Msg-Id in the same transaction: clean.
func (h *Handlers) OnReserveOnce(m *nats.Msg) {
	ctx := context.Background()
	tx, err := h.DB.BeginTx(ctx, nil)
	if err != nil {
		m.Nak()
		return
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.Header.Get(nats.MsgIdHdr))
	if err != nil {
		m.Nak()
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		m.Ack()
		return
	}
	if _, err := tx.ExecContext(ctx, `UPDATE stock SET qty = qty - 1 WHERE sku = $1`, string(m.Data)); err != nil {
		m.Nak()
		return
	}
	if err := tx.Commit(); err != nil {
		m.Nak()
		return
	}
	m.Ack()
}
