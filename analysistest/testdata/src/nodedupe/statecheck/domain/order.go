// Package domain holds an event-sourced aggregate whose methods refuse a
// repeated command by its status.
package domain

import (
	"errors"

	"nodedupe/statecheck/eventstore"
)

var (
	ErrAlreadyCancelled = errors.New("order already cancelled")
	ErrClosed           = errors.New("order closed")
)

type Cancelled struct{ ID string }

func (e Cancelled) AggregateID() string { return e.ID }

type NoteAdded struct{ ID, NoteID, Text string }

func (e NoteAdded) AggregateID() string { return e.ID }

type Order struct {
	eventstore.Base
	status string
	notes  map[string]string
}

// Cancel refuses a cancelled order, then applies Cancelled (which sets the status).
func (o *Order) Cancel() error {
	if o.status == "cancelled" {
		return ErrAlreadyCancelled
	}
	o.Apply(Cancelled{ID: o.ID()})
	return nil
}

// AddNote checks the status, but applies NoteAdded, which does not change
// it: a repeat adds the note again.
func (o *Order) AddNote(id, text string) error {
	if o.status == "cancelled" {
		return ErrClosed
	}
	o.Apply(NoteAdded{ID: o.ID(), NoteID: id, Text: text})
	return nil
}

func (o *Order) Apply(e eventstore.Event) {
	o.apply(e)
	o.Record(e)
}

func (o *Order) apply(e eventstore.Event) {
	switch ev := e.(type) {
	case Cancelled:
		o.status = "cancelled"
	case NoteAdded:
		o.notes[ev.NoteID] = ev.Text
	}
}
