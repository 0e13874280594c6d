// Package bun: uptrace/bun queries in NATS handlers, classified as the
// statements they build: a model row without a stable key is an append, a
// Set("n = n + ?") an increment; On("CONFLICT … DO NOTHING"), Ignore(), a
// `bun:",unique"` key bound to the sender's id and a status update are not.
package bun

import (
	"context"

	"github.com/nats-io/nats.go"
	"github.com/uptrace/bun"
)

type AuditEntry struct {
	bun.BaseModel `bun:"table:audit_entries"`
	ID            int64  `bun:",pk,autoincrement"`
	Payload       string `bun:"payload"`
}

type Account struct {
	ID      string `bun:",pk"`
	Balance int64
}

type Receipt struct {
	bun.BaseModel `bun:"table:receipts"`
	ID            int64  `bun:",pk,autoincrement"`
	EventID       string `bun:",unique"`
	Body          string
}

type Handler struct{ db *bun.DB }

func (h *Handler) Register(nc *nats.Conn) {
	nc.Subscribe("audit", h.Audit)
	nc.Subscribe("credit", h.Credit)
	nc.Subscribe("receipt", h.Receipt)
	nc.Subscribe("receipt.ignore", h.ReceiptIgnore)
	nc.Subscribe("receipt.unique", h.ReceiptUnique)
	nc.Subscribe("status", h.Status)
	nc.Subscribe("labels", h.Labels)
	nc.Subscribe("notes", h.Notes)
}

// --- bugs ---

func (h *Handler) Audit(m *nats.Msg) {
	ctx := context.Background()
	h.db.NewInsert().Model(&AuditEntry{Payload: string(m.Data)}).Exec(ctx) // want `handler \(\*Handler\)\.Audit: a redelivery inserts a duplicate row \(INSERT INTO audit_entries \(payload\) VALUES \(\$1\)\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

// body is text: || appends to it again.
func (h *Handler) Notes(m *nats.Msg) {
	ctx := context.Background()
	h.db.NewUpdate().Table("orders").Set("body = body || ?", string(m.Data)).Where("id = ?", "o1").Exec(ctx) // want `handler \(\*Handler\)\.Notes: a redelivery bumps a counter again \(UPDATE orders SET body = body \|\| \$1 WHERE id = 'o1'\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

func (h *Handler) Credit(m *nats.Msg) {
	ctx := context.Background()
	h.db.NewUpdate().Model((*Account)(nil)).Set("balance = balance + ?", 100).Where("id = ?", string(m.Data)).Exec(ctx) // want `handler \(\*Handler\)\.Credit: a redelivery bumps a counter again \(UPDATE accounts SET balance…\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

// --- clean look-alikes ---

func (h *Handler) Receipt(m *nats.Msg) {
	ctx := context.Background()
	r := &Receipt{EventID: m.Header.Get(nats.MsgIdHdr), Body: string(m.Data)}
	h.db.NewInsert().Model(r).On("CONFLICT (event_id) DO NOTHING").Exec(ctx)
}

func (h *Handler) ReceiptIgnore(m *nats.Msg) {
	ctx := context.Background()
	q := h.db.NewInsert().Model(&AuditEntry{Payload: string(m.Data)})
	q.Ignore()
	q.Exec(ctx)
}

// EventID is `bun:",unique"`: a redelivered INSERT fails on it.
func (h *Handler) ReceiptUnique(m *nats.Msg) {
	ctx := context.Background()
	h.db.NewInsert().Model(&Receipt{EventID: m.Header.Get(nats.MsgIdHdr), Body: string(m.Data)}).Exec(ctx)
}

func (h *Handler) Status(m *nats.Msg) {
	ctx := context.Background()
	h.db.NewUpdate().Table("orders").Set("status = ?", "paid").Where("id = ?", string(m.Data)).Exec(ctx)
}

// A JSONB document merged and a key removed: a repeat leaves the same
// document (formance ledger's metadata updates).
func (h *Handler) Labels(m *nats.Msg) {
	ctx := context.Background()
	h.db.NewUpdate().Table("orders").Set("metadata = metadata || ?", string(m.Data)).Where("id = ?", "o1").Exec(ctx)
	h.db.NewUpdate().Table("orders").Set("metadata = metadata - ?", "stale").Where("id = ?", "o1").Exec(ctx)
}
