// Package worker: watermill handlers creating bun models through a store.
package worker

import (
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/google/uuid"

	"nodedupe/bunmodel/store"
)

type Handler struct{ s *store.Store }

// CreateLedger creates the ledger the message names: a redelivery fails on
// the name (the model's bun pk). Clean.
func (h *Handler) CreateLedger(msg *message.Message) error {
	return h.s.CreateLedger(msg.Context(), &store.Ledger{Name: string(msg.Payload)})
}

// CreateLedgerMinted names it with a fresh uuid: bug.
func (h *Handler) CreateLedgerMinted(msg *message.Message) error {
	return h.s.CreateLedger(msg.Context(), &store.Ledger{Name: uuid.NewString() + string(msg.Payload)}) // want `handler \(\*Handler\)\.CreateLedgerMinted: a redelivery inserts a duplicate row \(INSERT INTO ledgers`
}

// AddNote appends a note under a serial id: bug.
func (h *Handler) AddNote(msg *message.Message) error {
	return h.s.AddNote(msg.Context(), &store.Note{Body: string(msg.Payload)}) // want `handler \(\*Handler\)\.AddNote: a redelivery inserts a duplicate row \(INSERT INTO notes`
}

// CreatePipe creates the pipe the message describes: the constructor
// mints its id, but (source, sink) is unique: a redelivery fails there.
// Clean.
func (h *Handler) CreatePipe(msg *message.Message) error {
	return h.s.CreatePipe(msg.Context(), store.NewPipe(store.PipeConfig{Source: string(msg.Payload), Sink: msg.UUID}))
}

func routes(r *message.Router, sub message.Subscriber, h *Handler) {
	r.AddNoPublisherHandler("ledger", "ledgers", sub, h.CreateLedger)
	r.AddNoPublisherHandler("ledger.minted", "ledgers", sub, h.CreateLedgerMinted)
	r.AddNoPublisherHandler("note", "notes", sub, h.AddNote)
	r.AddNoPublisherHandler("pipe", "pipes", sub, h.CreatePipe)
}
