// Package goqu: doug-martin/goqu dataset chains in NATS handlers, run by
// Executor().Exec() or turned into text by ToSQL: each is classified as
// the statement it builds.
package goqu

import (
	"context"
	"database/sql"

	"github.com/doug-martin/goqu/v9"
	"github.com/nats-io/nats.go"
)

type Handler struct {
	db  *sql.DB
	gdb *goqu.Database
}

func (h *Handler) Register(nc *nats.Conn) {
	nc.Subscribe("log", h.Log)
	nc.Subscribe("credit", h.Credit)
	nc.Subscribe("log.once", h.LogOnce)
	nc.Subscribe("status", h.Status)
}

// --- bugs ---

func (h *Handler) Log(m *nats.Msg) {
	q, args, _ := goqu.Insert("event_log").Rows(goqu.Record{"payload": string(m.Data)}).ToSQL()
	h.db.Exec(q, args...) // want `handler \(\*Handler\)\.Log: a redelivery inserts a duplicate row \(INSERT INTO event_log \(payload\) VALUES \(\$1\)\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

func (h *Handler) Credit(m *nats.Msg) {
	h.gdb.Update("wallets").Set(goqu.Record{"balance": goqu.L("balance + ?", 5)}).Where(goqu.Ex{"id": string(m.Data)}).Executor().ExecContext(context.Background()) // want `handler \(\*Handler\)\.Credit: a redelivery bumps a counter again \(UPDATE wallets SET balance = balance \+ 5 WHERE id = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}

// --- clean look-alikes ---

func (h *Handler) LogOnce(m *nats.Msg) {
	id := m.Header.Get(nats.MsgIdHdr)
	h.gdb.Insert("event_log").Cols("id", "payload").Vals(goqu.Vals{id, string(m.Data)}).OnConflict(goqu.DoNothing()).Executor().Exec()
}

func (h *Handler) Status(m *nats.Msg) {
	q, args, _ := goqu.Update("orders").Set(goqu.Record{"status": "paid"}).Where(goqu.Ex{"id": string(m.Data)}).ToSQL()
	h.db.Exec(q, args...)
}
