// Package xorm: xorm.io/xorm writes in NATS handlers: Insert of a row
// without a stable key is an append, Incr…Update an increment; a row whose
// `xorm:"unique"` key is the sender's id, Update of fields and Exec of an
// upsert are not.
package xorm

import (
	"fmt"

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

type Order struct {
	ID      string `xorm:"pk"`
	Deleted bool
}

type Handler struct{ engine *xorm.Engine }

func (h *Handler) Register(nc *nats.Conn) {
	nc.Subscribe("audit", h.Audit)
	nc.Subscribe("credit", h.Credit)
	nc.Subscribe("receipt", h.Receipt)
	nc.Subscribe("status", h.Status)
	nc.Subscribe("debit", h.Debit)
	nc.Subscribe("cancel", h.Cancel)
	nc.Subscribe("cancel-unchecked", h.CancelUnchecked)
	nc.Subscribe("cancel-cols", h.CancelCols)
}

// --- bugs ---

func (h *Handler) Audit(m *nats.Msg) {
	h.engine.Insert(&AuditLine{Payload: string(m.Data)}) // want `handler \(\*Handler\)\.Audit: a redelivery inserts a duplicate row \(INSERT INTO audit_line \(payload\) VALUES \(\$1\)\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

func (h *Handler) Credit(m *nats.Msg) {
	h.engine.ID(string(m.Data)).Incr("balance", 10).Update(&Wallet{}) // want `handler \(\*Handler\)\.Credit: a redelivery bumps a counter again \(UPDATE wallet SET balance = balance \+ 10 WHERE id = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

// Debit moves the balance by an expression formatted with the delta.
func (h *Handler) Debit(m *nats.Msg) {
	h.engine.ID(string(m.Data)).SetExpr("balance", fmt.Sprintf("balance+(%d)", -len(m.Data))).Update(&Wallet{}) // want `handler \(\*Handler\)\.Debit: a redelivery bumps a counter again`
}

// CancelUnchecked flags the order, ignoring how many rows changed, and
// refunds: a redelivery refunds again.
func (h *Handler) CancelUnchecked(m *nats.Msg) {
	s := h.engine.NewSession()
	defer s.Close()
	if _, err := s.ID(string(m.Data)).Cols("deleted").Where("deleted=?", false).Update(&Order{Deleted: true}); err != nil {
		return
	}
	s.ID("wallet").SetExpr("balance", fmt.Sprintf("balance+(%d)", len(m.Data))).Update(&Wallet{}) // want `handler \(\*Handler\)\.CancelUnchecked: a redelivery bumps a counter again`
}

// --- clean look-alikes ---

// Cancel flips deleted=false to true and refunds only when a row changed:
// a redelivery changes none and stops there (xorm's Update returns the
// affected rows). The two statements on one session are two statements.
func (h *Handler) Cancel(m *nats.Msg) {
	s := h.engine.NewSession()
	defer s.Close()
	n, err := s.ID(string(m.Data)).Cols("deleted").Where("deleted=?", false).Update(&Order{Deleted: true})
	if err != nil || n < 1 {
		return
	}
	s.ID("wallet").SetExpr("balance", fmt.Sprintf("balance+(%d)", len(m.Data))).Update(&Wallet{})
}

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

// cancelled is the bean a cancellation saves.
func cancelled() *Order { return &Order{Deleted: true} }

// CancelCols saves a bean built elsewhere, naming the columns with Cols:
// the UPDATE still sets deleted where deleted was false.
func (h *Handler) CancelCols(m *nats.Msg) {
	s := h.engine.NewSession()
	defer s.Close()
	n, err := s.ID(string(m.Data)).Cols("deleted").Where("deleted=?", false).Update(cancelled())
	if err != nil {
		return
	} else if n < 1 {
		return
	}
	s.ID("wallet").Incr("balance", len(m.Data)).Update(&Wallet{})
}
