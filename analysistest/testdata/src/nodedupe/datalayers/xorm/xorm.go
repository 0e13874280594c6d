// Package xorm: xorm.io/xorm writes in NATS handlers: Insert of a row
// without a stable key is an append, Incr…Update an increment; a row whose
// `xorm:"unique"` key is the sender's id, Update of fields and Exec of an
// upsert are not.
package xorm

import (
	"github.com/nats-io/nats.go"
	"xorm.io/xorm"
)

type AuditLine struct {
	ID      int64  `xorm:"pk autoincr"`
	Payload string `xorm:"text 'payload'"`
}

type Wallet struct {
	ID      string `xorm:"pk"`
	Balance int64
}

type Receipt struct {
	ID      int64  `xorm:"pk autoincr"`
	EventID string `xorm:"varchar(64) notnull unique 'event_id'"`
	Body    string
}

type Handler struct{ engine *xorm.Engine }

func (h *Handler) Register(nc *nats.Conn) {
	nc.Subscribe("audit", h.Audit)
	nc.Subscribe("credit", h.Credit)
	nc.Subscribe("receipt", h.Receipt)
	nc.Subscribe("status", h.Status)
}

// --- bugs ---

func (h *Handler) Audit(m *nats.Msg) {
	h.engine.Insert(&AuditLine{Payload: string(m.Data)}) // want `handler \(\*Handler\)\.Audit: a redelivery inserts a duplicate row \(INSERT INTO audit_line \(payload\) VALUES \(\$1\)\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

func (h *Handler) Credit(m *nats.Msg) {
	h.engine.ID(string(m.Data)).Incr("balance", 10).Update(&Wallet{}) // want `handler \(\*Handler\)\.Credit: a redelivery bumps a counter again \(UPDATE wallet SET balance = balance \+ 10 WHERE id = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

// --- clean look-alikes ---

// event_id is unique (its tag): a redelivered INSERT fails on it.
func (h *Handler) Receipt(m *nats.Msg) {
	s := h.engine.NewSession()
	defer s.Close()
	s.Insert(&Receipt{EventID: m.Header.Get(nats.MsgIdHdr), Body: string(m.Data)})
}

func (h *Handler) Status(m *nats.Msg) {
	h.engine.Table("orders").Where("id = ?", string(m.Data)).Update(map[string]any{"status": "paid"})
	h.engine.Exec("INSERT INTO order_events (id, body) VALUES (?, ?) ON CONFLICT (id) DO NOTHING", m.Header.Get(nats.MsgIdHdr), string(m.Data))
}
