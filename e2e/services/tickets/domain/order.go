// Package domain: an event-sourced order aggregate whose commands refuse a
// repeat by the order's status (issue 22, kind 4).
package domain

import (
	"errors"

	"github.com/idemlint/idemlint/e2e/services/tickets/store"
)

var (
	ErrAlreadyCancelled = errors.New("order already cancelled")
	ErrOrderClosed      = errors.New("order closed")
)

type OrderCancelled struct {
	store.BaseEvent
	Reason string
}

type NoteAdded struct {
	store.BaseEvent
	NoteID, Text string
}

// Order is rebuilt from its events and saved at its version.
type Order struct {
	store.Aggregate
	status string
	notes  map[string]string
}

// Cancel refuses an order already cancelled, else applies OrderCancelled,
// whose apply sets the status.
func (o *Order) Cancel(reason string) error {
	if o.status == "cancelled" {
		return ErrAlreadyCancelled
	}
	o.Apply(OrderCancelled{BaseEvent: store.NewBaseEvent(o.ID(), o.Version()+1), Reason: reason})
	return nil
}

// AddNote checks that the order is open, then applies NoteAdded, which
// does not change the status: a repeat adds the note again.
func (o *Order) AddNote(id, text string) error {
	if o.status == "cancelled" {
		return ErrOrderClosed
	}
	o.Apply(NoteAdded{BaseEvent: store.NewBaseEvent(o.ID(), o.Version()+1), NoteID: id, Text: text})
	return nil
}

func (o *Order) Apply(e store.Event) {
	o.apply(e)
	o.Record(e)
}

func (o *Order) apply(e store.Event) {
	switch ev := e.(type) {
	case OrderCancelled:
		o.status = "cancelled"
	case NoteAdded:
		if o.notes == nil {
			o.notes = map[string]string{}
		}
		o.notes[ev.NoteID] = ev.Text
	}
}
