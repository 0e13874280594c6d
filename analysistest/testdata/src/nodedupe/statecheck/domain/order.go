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
	ErrNoLine           = errors.New("no such line")
	ErrAlreadyShipped   = errors.New("line already shipped")
	ErrLineExists       = errors.New("an open line for this sku exists")
	ErrNoSKU            = errors.New("line without sku")
	ErrAlreadyReviewed  = errors.New("order already reviewed")
)

type Reviewed struct{ ID, Text string }

func (e Reviewed) AggregateID() string { return e.ID }

type Review struct{ Text string }

type OwnerSet struct{ ID, Owner string }

func (e OwnerSet) AggregateID() string { return e.ID }

type OwnerNoted struct{ ID, Owner string }

func (e OwnerNoted) AggregateID() string { return e.ID }

type Cancelled struct{ ID string }

func (e Cancelled) AggregateID() string { return e.ID }

type NoteAdded struct{ ID, NoteID, Text string }

func (e NoteAdded) AggregateID() string { return e.ID }

type LineShipped struct{ ID, LineID string }

func (e LineShipped) AggregateID() string { return e.ID }

type LineAdded struct{ ID, LineID, SKU string }

func (e LineAdded) AggregateID() string { return e.ID }

type LineCommented struct{ ID, LineID, Text string }

func (e LineCommented) AggregateID() string { return e.ID }

// Line is an entity inside the aggregate, kept in a collection.
type Line struct {
	id, sku string
	shipped bool
}

func (l *Line) Shipped() bool { return l.shipped }
func (l Line) Open() bool     { return !l.shipped }
func (l *Line) ship()         { l.shipped = true }

// CanShip: a && on the line's state and its sku.
func (l Line) CanShip() bool { return !l.shipped && l.sku != "" }

type Order struct {
	eventstore.Base
	status   string
	notes    map[string]string
	lines    map[string]*Line
	comments []string
	review   *Review
	owner    *string
}

// Assign is a no-op when the order already has that owner; the event sets
// the owner: a repeat finds it set.
func (o *Order) Assign(owner string) error {
	if o.owner != nil && *o.owner == owner {
		return nil
	}
	o.Apply(OwnerSet{ID: o.ID(), Owner: owner})
	return nil
}

// NoteOwner compares the owner, but the event appends a comment: a repeat
// appends it again.
func (o *Order) NoteOwner(owner string) error {
	if o.owner != nil && *o.owner == owner {
		return nil
	}
	o.Apply(OwnerNoted{ID: o.ID(), Owner: owner})
	return nil
}

// ShipChecked refuses through CanShip, picking its error on the way.
func (o *Order) ShipChecked(id string) error {
	l, ok := o.lines[id]
	if !ok {
		return ErrNoLine
	}
	if !l.CanShip() {
		if l.sku == "" {
			return ErrNoSKU
		}
		return ErrAlreadyShipped
	}
	o.Apply(LineShipped{ID: o.ID(), LineID: id})
	return nil
}

// Review refuses an order already reviewed: the event sets the review.
func (o *Order) Review(text string) error {
	if o.review != nil {
		return ErrAlreadyReviewed
	}
	o.Apply(Reviewed{ID: o.ID(), Text: text})
	return nil
}

// ShipLine refuses a line already shipped; the event's apply ships that
// line (an element of the aggregate's collection): a repeat is refused.
func (o *Order) ShipLine(id string) error {
	l, ok := o.lines[id]
	if !ok {
		return ErrNoLine
	}
	if l.Shipped() {
		return ErrAlreadyShipped
	}
	o.Apply(LineShipped{ID: o.ID(), LineID: id})
	return nil
}

// AddLine searches the collection for an open line of the same sku and
// refuses when there is one; the event adds the line: a repeat finds it.
func (o *Order) AddLine(id, sku string) error {
	for _, l := range o.lines {
		if l.sku == sku && l.Open() {
			return ErrLineExists
		}
	}
	o.Apply(LineAdded{ID: o.ID(), LineID: id, SKU: sku})
	return nil
}

// CommentLine checks the line's state, but the event appends a comment,
// which does not change it: a repeat comments again.
func (o *Order) CommentLine(id, text string) error {
	l, ok := o.lines[id]
	if !ok {
		return ErrNoLine
	}
	if l.Shipped() {
		return ErrAlreadyShipped
	}
	o.Apply(LineCommented{ID: o.ID(), LineID: id, Text: text})
	return nil
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
	case LineShipped:
		if l, ok := o.lines[ev.LineID]; ok {
			l.ship()
		}
	case LineAdded:
		o.lines[ev.LineID] = &Line{id: ev.LineID, sku: ev.SKU}
	case Reviewed:
		r := Review{Text: ev.Text}
		o.review = &r
	case OwnerSet:
		o.owner = &ev.Owner
	case OwnerNoted:
		o.comments = append(o.comments, ev.Owner)
	case LineCommented:
		o.comments = append(o.comments, ev.Text)
	}
}
