// Package sqlx: jmoiron/sqlx writes in NATS handlers: NamedExec binds
// :name parameters to a struct's `db` fields, MustExec and the package
// functions run their text; an INSERT of a fresh row is an append, an ON
// CONFLICT DO NOTHING keyed by the sender's id (its result consulted) a
// claim, and an upsert is idempotent.
package sqlx

import (
	"context"

	"github.com/jmoiron/sqlx"
	"github.com/nats-io/nats.go"
)

type Payment struct {
	MessageID string `db:"message_id"`
	Order     string `db:"order_id"`
	Amount    int64  `db:"amount"`
}

type Handler struct{ db *sqlx.DB }

func (h *Handler) Register(nc *nats.Conn) {
	nc.Subscribe("payments", h.Record)
	nc.Subscribe("payments.upsert", h.Upsert)
	nc.Subscribe("payments.claim", h.Claim)
	nc.Subscribe("payments.audit", h.Audit)
	nc.Subscribe("payments.balance", h.Balance)
	nc.Subscribe("payments.map", h.Map)
}

// --- bugs ---

func (h *Handler) Record(m *nats.Msg) {
	p := Payment{Order: string(m.Data), Amount: 100}
	h.db.NamedExec(`INSERT INTO payments (order_id, amount) VALUES (:order_id, :amount)`, p) // want `handler \(\*Handler\)\.Record: a redelivery inserts a duplicate row \(INSERT INTO payments \(order…\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

func (h *Handler) Audit(m *nats.Msg) {
	h.db.MustExec(`INSERT INTO audit_log (payload) VALUES ($1)`, m.Data) // want `handler \(\*Handler\)\.Audit: a redelivery inserts a duplicate row \(INSERT INTO audit_log \(payload\) VALUES \(\$1\)\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

func (h *Handler) Balance(m *nats.Msg) {
	sqlx.MustExecContext(context.Background(), h.db, `UPDATE accounts SET balance = balance + 1 WHERE id = $1`, string(m.Data)) // want `handler \(\*Handler\)\.Balance: a redelivery bumps a counter again \(UPDATE accounts SET balance = balance \+ 1 WHERE id = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

// --- clean look-alikes ---

// The row's key column is the sender's message id and a conflict does nothing.
func (h *Handler) Upsert(m *nats.Msg) {
	p := Payment{MessageID: m.Header.Get(nats.MsgIdHdr), Order: string(m.Data)}
	h.db.NamedExec(`INSERT INTO payments (message_id, order_id) VALUES (:message_id, :order_id) ON CONFLICT (message_id) DO NOTHING`, p)
	h.db.NamedExec(`INSERT INTO orders (id, status) VALUES (:order_id, 'paid') ON CONFLICT (id) DO UPDATE SET status = 'paid'`, p)
}

// Claim first, in the transaction of the writes: the INSERT … ON CONFLICT
// DO NOTHING's affected rows decide.
func (h *Handler) Claim(m *nats.Msg) {
	tx := h.db.MustBegin()
	defer tx.Rollback()
	res, err := tx.NamedExec(`INSERT INTO processed (message_id) VALUES (:message_id) ON CONFLICT DO NOTHING`,
		map[string]any{"message_id": m.Header.Get(nats.MsgIdHdr)})
	if err != nil {
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return
	}
	tx.MustExec(`INSERT INTO audit_log (payload) VALUES ($1)`, m.Data)
	tx.MustExec(`UPDATE accounts SET balance = balance + 1 WHERE id = $1`, string(m.Data))
	tx.Commit()
}

// A map whose key column is a stable id, bound by name.
func (h *Handler) Map(m *nats.Msg) {
	h.db.NamedExec(`INSERT INTO events (id, payload) VALUES (:id, :payload)`, map[string]any{"id": m.Header.Get(nats.MsgIdHdr), "payload": m.Data})
}
