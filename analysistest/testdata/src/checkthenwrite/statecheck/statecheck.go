// Package statecheck: guards by business state whose write is not
// conditional on the state (state-check), and look-alikes that are.
package statecheck

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strings"
	"sync"

	"github.com/segmentio/kafka-go"
)

type Order struct {
	ID      string
	Status  string
	Version int
}

type Invoice struct {
	ID     string
	Status string
}

func loadInvoice(ctx context.Context, db *sql.DB, id string) (*Invoice, error) {
	inv := &Invoice{ID: id}
	err := db.QueryRowContext(ctx, `SELECT status FROM invoices WHERE id = $1`, id).Scan(&inv.Status)
	return inv, err
}

func saveInvoice(ctx context.Context, db *sql.DB, w *kafka.Writer, inv *Invoice) error {
	if _, err := db.ExecContext(ctx, `UPDATE invoices SET status = $1 WHERE id = $2`, inv.Status, inv.ID); err != nil {
		return err
	}
	return w.WriteMessages(ctx, kafka.Message{Key: []byte(inv.ID), Value: []byte("paid")})
}

func loadOrder(ctx context.Context, db *sql.DB, id string) (*Order, error) {
	o := &Order{ID: id}
	err := db.QueryRowContext(ctx, `SELECT status, version FROM orders WHERE id = $1`, id).Scan(&o.Status, &o.Version)
	return o, err
}

// saveOrder writes under the version it read (optimistic concurrency).
func saveOrder(ctx context.Context, db *sql.DB, w *kafka.Writer, o *Order) error {
	res, err := db.ExecContext(ctx, `UPDATE orders SET status = $1, version = version + 1 WHERE id = $2 AND version = $3`, o.Status, o.ID, o.Version)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errors.New("concurrent update")
	}
	return w.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID), Value: []byte("paid")})
}

// --- bug: the status is checked, then set by a plain UPDATE ---

func payInvoice(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		inv, err := loadInvoice(ctx, db, string(m.Key))
		if err != nil || inv.Status == "paid" {
			continue
		}
		inv.Status = "paid"
		saveInvoice(ctx, db, w, inv) // want `state check in payInvoice: concurrent redeliveries both pass the Invoice\.Status check; make the write conditional on it`
		r.CommitMessages(ctx, m)
	}
}

// --- look-alikes ---

// The entity is saved under its version: the second of two concurrent
// duplicates fails its UPDATE … AND version = $3.
func payOrder(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		o, err := loadOrder(ctx, db, string(m.Key))
		if err != nil || o.Status == "paid" {
			continue
		}
		o.Status = "paid"
		saveOrder(ctx, db, w, o)
		r.CommitMessages(ctx, m)
	}
}

// A limit, not a state (balance < amount): no state check (nodedupe's
// business, not this one's).
type Account struct {
	ID      string
	Balance int
}

func debit(ctx context.Context, r *kafka.Reader, db *sql.DB) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		a := &Account{ID: string(m.Key)}
		if a.Balance < 10 {
			continue
		}
		a.Balance = a.Balance - 10
		db.ExecContext(ctx, `UPDATE accounts SET balance = balance - 10 WHERE id = $1`, a.ID)
		r.CommitMessages(ctx, m)
	}
}

type Tenant struct {
	ID    string
	Count int
}

type snapshot struct{ count int }

func loadTenant(ctx context.Context, db *sql.DB, id string) *Tenant {
	t := &Tenant{ID: id}
	db.QueryRowContext(ctx, `SELECT count FROM tenants WHERE id = $1`, id).Scan(&t.Count)
	return t
}

// A change guard before a publish: the event announces the state re-read
// after the write, so two concurrent duplicates that both see the change
// announce the same state twice; consumers apply it as a set. Quiet.
func removeSubscription(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		t := loadTenant(ctx, db, string(m.Key))
		prev := snapshot{count: t.Count}
		db.ExecContext(ctx, `DELETE FROM subscriptions WHERE tenant_id = $1 AND topic = $2`, t.ID, string(m.Value))
		after := loadTenant(ctx, db, t.ID)
		if after.Count == prev.count {
			continue
		}
		w.WriteMessages(ctx, kafka.Message{Key: []byte(t.ID), Value: []byte("changed")})
		// the same announcement POSTed to the operator's webhook
		http.Post("https://hooks.example.com/tenant", "text/plain", strings.NewReader(t.ID))
		r.CommitMessages(ctx, m)
	}
}

// The same change guard before a counter: two concurrent duplicates both
// see the change and both add to the tenant's quota.
func refundSubscription(ctx context.Context, r *kafka.Reader, db *sql.DB) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		t := loadTenant(ctx, db, string(m.Key))
		prev := snapshot{count: t.Count}
		db.ExecContext(ctx, `DELETE FROM subscriptions WHERE tenant_id = $1 AND topic = $2`, t.ID, string(m.Value))
		after := loadTenant(ctx, db, t.ID)
		if after.Count == prev.count {
			continue
		}
		db.ExecContext(ctx, `UPDATE quotas SET credits = credits + 1 WHERE tenant_id = $1`, t.ID) // want `state check in refundSubscription: concurrent redeliveries both see Tenant\.Count changed vs their snapshot; compare inside the write`
		r.CommitMessages(ctx, m)
	}
}

type Member struct {
	ID    string
	Email string
}

type memberAdded struct {
	Doer   *Member
	Member *Member
}

func decodeMemberAdded(b []byte) *memberAdded {
	return &memberAdded{Doer: &Member{ID: string(b)}, Member: &Member{}}
}

// Two entities' ids compared ("is the doer the member?") identify, they do
// not compare a state with its snapshot: no state check (whether the
// publish needs a dedupe is nodedupe's question, not checkthenwrite's).
func notifyMemberAdded(ctx context.Context, r *kafka.Reader, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		ev := decodeMemberAdded(m.Value)
		if ev.Doer.ID == ev.Member.ID {
			r.CommitMessages(ctx, m)
			continue
		}
		w.WriteMessages(ctx, kafka.Message{Key: m.Key, Value: []byte(ev.Member.Email)})
		r.CommitMessages(ctx, m)
	}
}

// Campaign is an sqlx-style model: its columns carry db tags; Rendered is
// a cache the handler fills on its own copy (no db tag, kept out of the
// JSON), and Sent a column.
type Campaign struct {
	ID       string `db:"id" json:"id"`
	Sent     string `db:"sent" json:"sent"`
	Subject  string `db:"subject" json:"subject"`
	Rendered string `json:"-"`
}

func loadCampaign(ctx context.Context, db *sql.DB, id string) *Campaign {
	c := &Campaign{ID: id}
	db.QueryRowContext(ctx, `SELECT sent, subject FROM campaigns WHERE id = $1`, id).Scan(&c.Sent, &c.Subject)
	return c
}

func announce(ctx context.Context, w *kafka.Writer, c *Campaign) {
	w.WriteMessages(ctx, kafka.Message{Key: []byte(c.ID), Value: []byte(c.Subject)})
}

// A check of the persisted Sent column guards the announcement: a race.
func sendCampaign(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		c := loadCampaign(ctx, db, string(m.Key))
		if c.Sent == "yes" {
			continue
		}
		c.Sent = "yes"
		announce(ctx, w, c) // want `state check in sendCampaign: concurrent redeliveries both pass the Campaign\.Sent check`
		r.CommitMessages(ctx, m)
	}
}

// A check of the request's own render cache is no business state: every
// delivery loads a fresh copy and renders it (nodedupe's to judge).
func previewCampaign(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		c := loadCampaign(ctx, db, string(m.Key))
		if c.Rendered == "yes" {
			continue
		}
		c.Rendered = "yes"
		announce(ctx, w, c)
		r.CommitMessages(ctx, m)
	}
}

type importer struct {
	db          *sql.DB
	w           *kafka.Writer
	importLocks map[string]bool
}

// A lock the process holds in memory while it works is no business state:
// a redelivery to another process, or after the lock is released, runs
// again (nodedupe's to judge), so it is no state check either. (The map
// itself is checked, then written, with no mutex: a race of its own.)
func (im *importer) run(ctx context.Context, r *kafka.Reader) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		user := string(m.Key)
		if im.importLocks[user] {
			continue
		}
		im.importLocks[user] = true // want `check-then-write race in \(\*importer\)\.run on key Message\.Key`
		im.w.WriteMessages(ctx, kafka.Message{Key: m.Key, Value: []byte("imported")})
		im.importLocks[user] = false // want `check-then-write race in \(\*importer\)\.run on key Message\.Key`
		r.CommitMessages(ctx, m)
	}
}

type connector struct{ id string }

// bridge keeps a registry of connectors to reconnect, under its lock: the
// process's machinery, not an entity.
type bridge struct {
	mu        sync.Mutex
	w         *kafka.Writer
	reconnect map[string]*connector
}

// A check of the process's own registry is no guard by business state:
// no state check.
func (b *bridge) onError(ctx context.Context, r *kafka.Reader) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		b.connectorError(ctx, &connector{id: string(m.Key)})
	}
}

func (b *bridge) connectorError(ctx context.Context, c *connector) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, ok := b.reconnect[c.id]; ok {
		return
	}
	b.reconnect[c.id] = c
	b.w.WriteMessages(ctx, kafka.Message{Key: []byte(c.id), Value: []byte("reconnecting")})
}
