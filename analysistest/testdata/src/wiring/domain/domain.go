// Package domain declares what the handlers need, as interfaces; the
// implementations are in package adapters, which the handlers do not
// import. Package app wires them (issue 23 point 3).
package domain

import (
	"context"

	"github.com/segmentio/kafka-go"
)

type Order struct {
	ID     string
	Email  string
	Amount int64
	Status string
}

// Mailer sends an email.
type Mailer interface {
	Send(ctx context.Context, to, body string) error
}

// Orders stores orders.
type Orders interface {
	Get(ctx context.Context, id string) (*Order, error)
	Add(ctx context.Context, o *Order) error
	MarkPaid(ctx context.Context, id string) error
}

// Inbox records the messages processed.
type Inbox interface {
	Claim(ctx context.Context, msgID string) (bool, error)
}

// Module is one of the modules every order is dispatched to.
type Module interface {
	OnOrder(ctx context.Context, o *Order) error
}

// Job is a unit of background work; Queue enqueues it under its ID.
type Job struct {
	ID      string
	Payload []byte
}

type Queue interface {
	Write(ctx context.Context, name string, job *Job) error
}

// NotifyArgs and RefreshArgs are River jobs: enqueued by the handlers, run
// by workers in package adapters.
type NotifyArgs struct{ OrderID, Email string }

func (NotifyArgs) Kind() string { return "notify" }

type RefreshArgs struct{ OrderID string }

func (RefreshArgs) Kind() string { return "refresh" }

// Sink takes each delivered message as it is (a module of a dispatcher).
type Sink interface {
	Consume(ctx context.Context, m kafka.Message) error
}

// Stats counts orders.
type Stats interface {
	Count(ctx context.Context, orderID string) error
}

// Store runs a callback in one transaction.
type Store interface {
	WithTx(ctx context.Context, fn func(Stats) error) error
}

// Journal appends entries. Its methods spell the empty interface "any";
// the implementation spells it "interface{}": the same signatures.
type Journal interface {
	Append(ctx context.Context, entry any) error
	Last() any
}

// List is a named list; a new one has no ID yet.
type List struct {
	ID   string
	Name string
}

// Lists stores lists under their ID (the store gives a new list one).
type Lists interface {
	Put(ctx context.Context, l *List) error
}

// CachedLists decorates the store the service wires into it: its Put is
// the wrapped store's, no implementation of its own.
type CachedLists struct {
	Lists
	hits int
}

func (c *CachedLists) Hits() int { return c.hits }

// Feed is a subscribed feed; its table is unique on the URL.
type Feed struct {
	ID  string
	URL string `db:"url"`
}

// Feeds stores feeds under their ID (the store gives a new feed one).
type Feeds interface {
	Put(ctx context.Context, f *Feed) error
}

// Notifier notifies a person.
type Notifier interface {
	Notify(ctx context.Context, to, body string) error
}
