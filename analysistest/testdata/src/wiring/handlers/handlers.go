package handlers // want package:`wiring: \(\*Consumer\)\.Welcome → wiring/domain\.Mailer\.Send, .*\(\*Consumer\)\.WelcomeOnce → wiring/domain\.Mailer\.Send \(after wiring/domain\.Inbox\.Claim\), .*\(\*Consumer\)\.Store → wiring/domain\.Orders\.Add`

// Package handlers consumes order events. Every effect is behind an
// interface of package domain, implemented in package adapters and wired
// in package app: seen from here, the calls are opaque.

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/segmentio/kafka-go"

	"wiring/domain"
)

type Consumer struct {
	Reader *kafka.Reader
	Mail   domain.Mailer
	Orders domain.Orders
	Inbox  domain.Inbox
}

// Welcome mails the customer on every delivery: a bug once the mailer is
// wired to SMTP.
func (c *Consumer) Welcome(ctx context.Context) error { // wired: `handler \(\*Consumer\)\.Welcome: a redelivery messages a person again \(external send smtp\.SendMail\) through domain\.Mailer\.Send; dedupe on the sender's id`
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if err := c.Mail.Send(ctx, o.Email, "welcome"); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// WelcomeOnce claims the message's key in the inbox (a SetNX behind the
// interface) first: clean.
func (c *Consumer) WelcomeOnce(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		ok, err := c.Inbox.Claim(ctx, string(m.Key))
		if err != nil || !ok {
			continue
		}
		if err := c.Mail.Send(ctx, o.Email, "welcome"); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Pay marks the order paid unless it already is: the status checked on
// the order the store returned guards it (a business state check), clean.
func (c *Consumer) Pay(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		cur, err := c.Orders.Get(ctx, o.ID)
		if err != nil {
			return err
		}
		if cur.Status == "paid" {
			_ = c.Reader.CommitMessages(ctx, m)
			continue
		}
		if err := c.Mail.Send(ctx, o.Email, "paid"); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Record adds the order: the store's insert is keyed by the order's id
// under a conflict clause, so a repeat changes nothing (clean).
func (c *Consumer) Record(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if err := c.Orders.MarkPaid(ctx, o.ID); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Store appends a row per delivery through the store: a bug.
func (c *Consumer) Store(ctx context.Context) error { // wired: `handler \(\*Consumer\)\.Store: a redelivery inserts a duplicate row \(INSERT INTO order_log .*\) through domain\.Orders\.Add`
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if err := c.Orders.Add(ctx, &o); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Remind mails the customer of the order the message names, looked up
// by its id: the delivery reaches the mail through the lookup (a bug).
func (c *Consumer) Remind(ctx context.Context) error { // wired: `handler \(\*Consumer\)\.Remind: a redelivery messages a person again \(external send smtp\.SendMail\) through domain\.Mailer\.Send`
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		cur, err := c.Orders.Get(ctx, o.ID)
		if err != nil {
			return err
		}
		if err := c.Mail.Send(ctx, cur.Email, "reminder"); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Tally counts the order in a transaction callback: the order the
// callback captures reaches the wired counter (a bug).
type Tally struct {
	Reader *kafka.Reader
	Store  domain.Store
}

func (t *Tally) Run(ctx context.Context) error { // wired: `handler \(\*Tally\)\.Run: a redelivery bumps a counter again through domain\.Stats\.Count`
	for {
		m, err := t.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if err := t.Store.WithTx(ctx, func(s domain.Stats) error { return s.Count(ctx, o.ID) }); err != nil {
			return err
		}
		_ = t.Reader.CommitMessages(ctx, m)
	}
}

// Archive appends a row per delivery too, but the author accepts it: the
// directive on the call, in this package, suppresses the finding the
// wiring package would report.
func (c *Consumer) Archive(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if err := c.Orders.Add(ctx, &o); err != nil { //nolint:idemlint/nodedupe // the archive tolerates duplicates
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Modules dispatches every order to each module: one module that claims
// its own key does not make the others' mail a no-op.
type Modules struct {
	Reader  *kafka.Reader
	Modules []domain.Module
}

func (c *Modules) Dispatch(ctx context.Context) error { // wired: `handler \(\*Modules\)\.Dispatch: a redelivery messages a person again \(external send smtp\.SendMail\) through domain\.Module\.OnOrder`
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		for _, mod := range c.Modules {
			if err := mod.OnOrder(ctx, &o); err != nil {
				return err
			}
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Outbox hands each order to its worker through a channel; the worker
// mails through the domain's Mailer, wired in app.
type Outbox struct {
	Reader *kafka.Reader
	Mail   domain.Mailer
	q      chan domain.Order
}

func (o *Outbox) run(ctx context.Context) {
	for ord := range o.q {
		_ = o.Mail.Send(ctx, ord.Email, "shipped")
	}
}

func (o *Outbox) Queue(ctx context.Context) error { // wired: `handler \(\*Outbox\)\.Queue: a redelivery messages a person again through domain\.Mailer\.Send`
	go o.run(ctx)
	for {
		m, err := o.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var ord domain.Order
		_ = json.Unmarshal(m.Value, &ord)
		o.q <- ord
		_ = o.Reader.CommitMessages(ctx, m)
	}
}

// Callbacks holds func values filled in by app: a mail callback (an SMTP
// sender's method) and a log callback (harmless).
type Callbacks struct {
	Reader *kafka.Reader
	Send   func(ctx context.Context, to, body string) error
	Log    func(line string)
}

func (c *Callbacks) Paid(ctx context.Context) error { // wired: `handler \(\*Callbacks\)\.Paid: a redelivery messages a person again .*through handlers\.Callbacks\.Send`
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if err := c.Send(ctx, o.Email, "paid"); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

func (c *Callbacks) Logged(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		c.Log(string(m.Value))
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Jobs hands each order to a background job through the queue.
type Jobs struct {
	Reader *kafka.Reader
	Queue  domain.Queue
}

// Forward enqueues the job under the order's id: a repeat is refused by
// the queue (clean).
func (j *Jobs) Forward(ctx context.Context) error {
	for {
		m, err := j.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if err := j.Queue.Write(ctx, "order:process", &domain.Job{ID: o.ID}); err != nil {
			return err
		}
		_ = j.Reader.CommitMessages(ctx, m)
	}
}

// Fanout enqueues the job under an id minted per delivery: every repeat
// adds a job (a bug).
func (j *Jobs) Fanout(ctx context.Context) error { // wired: `handler \(\*Jobs\)\.Fanout: a redelivery publishes a duplicate message .*through domain\.Queue\.Write`
	for {
		m, err := j.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if err := j.Queue.Write(ctx, "order:fanout", &domain.Job{ID: uuid.NewString(), Payload: []byte(o.Email)}); err != nil {
			return err
		}
		_ = j.Reader.CommitMessages(ctx, m)
	}
}

// Paid hands the order to background jobs (River), run by workers of
// another package: what a duplicate job does is what its worker does.
type Paid struct {
	Reader *kafka.Reader
	River  *river.Client[pgx.Tx]
}

// Notify enqueues the mail job: a redelivery enqueues it again and the
// worker mails again (a bug, resolved where the worker is visible).
func (p *Paid) Notify(ctx context.Context) error { // wired: `handler \(\*Paid\)\.Notify: a redelivery .*through domain\.NotifyArgs\.Work`
	for {
		m, err := p.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if _, err := p.River.Insert(ctx, domain.NotifyArgs{OrderID: o.ID, Email: o.Email}, nil); err != nil {
			return err
		}
		_ = p.Reader.CommitMessages(ctx, m)
	}
}

// Refresh enqueues the cache refresh: a duplicate job sets the same
// totals again (clean).
func (p *Paid) Refresh(ctx context.Context) error {
	for {
		m, err := p.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if _, err := p.River.Insert(ctx, domain.RefreshArgs{OrderID: o.ID}, nil); err != nil {
			return err
		}
		_ = p.Reader.CommitMessages(ctx, m)
	}
}

// Forwarder hands each delivery, as it is, to the sink wired in main.
type Forwarder struct {
	Reader *kafka.Reader
	Sink   domain.Sink
}

func (f *Forwarder) Run(ctx context.Context) error { // wired: `handler \(\*Forwarder\)\.Run: a redelivery messages a person again .*through domain\.Sink\.Consume`
	for {
		m, err := f.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := f.Sink.Consume(ctx, m); err != nil {
			return err
		}
		_ = f.Reader.CommitMessages(ctx, m)
	}
}

// MailTask returns the mail task's handler (a factory): the func literal
// mails on every delivery once the mailer is wired. It is reported at the
// literal, not at MailTask.
func (c *Consumer) MailTask() func(context.Context, *asynq.Task) error {
	return func(ctx context.Context, t *asynq.Task) error { // wired: `handler func literal in \(\*Consumer\)\.MailTask: a redelivery messages a person again`
		return c.Mail.Send(ctx, string(t.Payload()), "welcome")
	}
}

// Journaled appends each order to a journal wired in app, whose method
// signatures spell the empty interface differently (a bug).
type Journaled struct {
	Reader  *kafka.Reader
	Journal domain.Journal
}

func (j *Journaled) Run(ctx context.Context) error { // wired: `handler \(\*Journaled\)\.Run: a redelivery inserts a duplicate row \(INSERT INTO journal .*\) through domain\.Journal\.Append`
	for {
		m, err := j.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		_ = json.Unmarshal(m.Value, &o)
		if err := j.Journal.Append(ctx, o); err != nil {
			return err
		}
		_ = j.Reader.CommitMessages(ctx, m)
	}
}

// ListConsumer keeps lists from list events.
type ListConsumer struct {
	Reader *kafka.Reader
	Lists  domain.Lists
}

type listEvent struct {
	ListID string `json:"listId"`
	Name   string `json:"name"`
}

// Create stores each event as a new list: the store mints its ID, a
// redelivery makes a second list.
func (c *ListConsumer) Create(ctx context.Context) error { // wired: `handler \(\*ListConsumer\)\.Create: a redelivery inserts a duplicate row \(INSERT INTO lists .*\) through domain\.Lists\.Put`
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var e listEvent
		_ = json.Unmarshal(m.Value, &e)
		if err := c.Lists.Put(ctx, &domain.List{Name: e.Name}); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Rename stores the list the event names: the same row again.
func (c *ListConsumer) Rename(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var e listEvent
		_ = json.Unmarshal(m.Value, &e)
		if err := c.Lists.Put(ctx, &domain.List{ID: e.ListID, Name: e.Name}); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// FeedConsumer subscribes feeds from subscription events.
type FeedConsumer struct {
	Reader *kafka.Reader
	Feeds  domain.Feeds
}

// Subscribe stores each event's feed as a new one: the store mints its
// ID, but the feed table is unique on the URL the event gives: a
// redelivery fails there.
func (c *FeedConsumer) Subscribe(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var e struct{ URL string }
		_ = json.Unmarshal(m.Value, &e)
		if err := c.Feeds.Put(ctx, &domain.Feed{URL: e.URL}); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}
