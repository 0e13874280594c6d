// Package worker: handlers guarded by the business state of the entity
// they change (issue 22, kind 4).
package worker

import (
	"context"
	"database/sql"
	"slices"

	"github.com/segmentio/kafka-go"

	"nodedupe/statecheck/domain"
	"nodedupe/statecheck/eventstore"
)

type Ticket struct {
	ID     string
	Status string
}

func loadTicket(ctx context.Context, db *sql.DB, id string) (*Ticket, error) {
	t := &Ticket{ID: id}
	err := db.QueryRowContext(ctx, `SELECT status FROM tickets WHERE id = $1`, id).Scan(&t.Status)
	return t, err
}

func closeTicket(ctx context.Context, db *sql.DB, w *kafka.Writer, t *Ticket) error {
	if _, err := db.ExecContext(ctx, `UPDATE tickets SET status = $1 WHERE id = $2`, t.Status, t.ID); err != nil {
		return err
	}
	return w.WriteMessages(ctx, kafka.Message{Key: []byte(t.ID), Value: []byte("closed")})
}

func loadOrder(ctx context.Context, id string) (*domain.Order, error) { return &domain.Order{}, nil }

// --- bugs ---

// The status is checked, but the append does not change it: a
// redelivery appends the message again.
func addMessage(ctx context.Context, r *kafka.Reader, db *sql.DB) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		t, err := loadTicket(ctx, db, string(m.Key))
		if err != nil || t.Status == "closed" {
			continue
		}
		db.ExecContext(ctx, `INSERT INTO ticket_messages (ticket_id, body) VALUES ($1, $2)`, t.ID, string(m.Value)) // want `handler addMessage: a redelivery inserts a duplicate row`
		r.CommitMessages(ctx, m)
	}
}

// The aggregate checks its status but the event it applies adds a note: a
// redelivery adds the note again (and publishes it again).
func addNote(ctx context.Context, r *kafka.Reader, store *eventstore.Store, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		o, _ := loadOrder(ctx, string(m.Key))
		if err := o.AddNote("n1", string(m.Value)); err != nil {
			continue
		}
		store.Save(ctx, o.Changes()...)                                          // want `handler addNote: a redelivery inserts a duplicate row`
		w.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID()), Value: m.Value}) // want `handler addNote: a redelivery publishes a duplicate message`
		r.CommitMessages(ctx, m)
	}
}

// --- guards by state: quiet here ---

// The ticket's status is checked and then set, so a redelivery finds it
// closed (checkthenwrite reports the race of two concurrent ones).
func closeOnce(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		t, err := loadTicket(ctx, db, string(m.Key))
		if err != nil || t.Status == "closed" {
			continue
		}
		t.Status = "closed"
		closeTicket(ctx, db, w, t)
		r.CommitMessages(ctx, m)
	}
}

// The aggregate refuses a repeated Cancel (ErrAlreadyCancelled); its save is
// versioned (appended under UNIQUE (aggregate_id, version)).
func cancel(ctx context.Context, r *kafka.Reader, store *eventstore.Store, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		o, err := loadOrder(ctx, string(m.Key))
		if err != nil {
			continue
		}
		if err := o.Cancel(); err != nil {
			continue
		}
		store.Save(ctx, o.Changes()...)
		w.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID()), Value: m.Value})
		r.CommitMessages(ctx, m)
	}
}

// The aggregate refuses shipping a line twice (the guard reads the line,
// an element of its collection, and the event ships that line).
func shipLine(ctx context.Context, r *kafka.Reader, store *eventstore.Store, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		o, err := loadOrder(ctx, string(m.Key))
		if err != nil {
			continue
		}
		if err := o.ShipLine(string(m.Value)); err != nil {
			continue
		}
		store.Save(ctx, o.Changes()...)
		w.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID()), Value: m.Value})
		r.CommitMessages(ctx, m)
	}
}

// The aggregate searches its lines for an open one of the same sku and
// refuses when there is one; the event adds that line.
func addLine(ctx context.Context, r *kafka.Reader, store *eventstore.Store, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		o, err := loadOrder(ctx, string(m.Key))
		if err != nil {
			continue
		}
		if err := o.AddLine(string(m.Key), string(m.Value)); err != nil {
			continue
		}
		store.Save(ctx, o.Changes()...)
		w.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID()), Value: m.Value})
		r.CommitMessages(ctx, m)
	}
}

// The aggregate refuses through a && of the line's state and picks its
// error in a branch; the event ships the line.
func shipChecked(ctx context.Context, r *kafka.Reader, store *eventstore.Store, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		o, err := loadOrder(ctx, string(m.Key))
		if err != nil {
			continue
		}
		if err := o.ShipChecked(string(m.Value)); err != nil {
			continue
		}
		store.Save(ctx, o.Changes()...)
		w.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID()), Value: m.Value})
		r.CommitMessages(ctx, m)
	}
}

// The aggregate refuses a second review: the event sets the pointer the
// guard finds non-nil.
func review(ctx context.Context, r *kafka.Reader, store *eventstore.Store, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		o, err := loadOrder(ctx, string(m.Key))
		if err != nil {
			continue
		}
		if err := o.Review(string(m.Value)); err != nil {
			continue
		}
		store.Save(ctx, o.Changes()...)
		w.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID()), Value: m.Value})
		r.CommitMessages(ctx, m)
	}
}

// The aggregate does nothing when the owner is already the one asked for;
// the event sets it.
func assign(ctx context.Context, r *kafka.Reader, store *eventstore.Store, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		o, err := loadOrder(ctx, string(m.Key))
		if err != nil {
			continue
		}
		if err := o.Assign(string(m.Value)); err != nil {
			continue
		}
		store.Save(ctx, o.Changes()...)
		w.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID()), Value: m.Value})
		r.CommitMessages(ctx, m)
	}
}

// The owner is compared, but the event appends a comment, which the
// comparison does not see: a redelivery appends it again.
func noteOwner(ctx context.Context, r *kafka.Reader, store *eventstore.Store, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		o, err := loadOrder(ctx, string(m.Key))
		if err != nil {
			continue
		}
		if err := o.NoteOwner(string(m.Value)); err != nil {
			continue
		}
		store.Save(ctx, o.Changes()...)                                          // want `handler noteOwner: a redelivery inserts a duplicate row`
		w.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID()), Value: m.Value}) // want `handler noteOwner: a redelivery publishes a duplicate message`
		r.CommitMessages(ctx, m)
	}
}

// The line's state is checked, but the event appends a comment: a
// redelivery comments again and publishes it again.
func commentLine(ctx context.Context, r *kafka.Reader, store *eventstore.Store, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		o, err := loadOrder(ctx, string(m.Key))
		if err != nil {
			continue
		}
		if err := o.CommentLine(string(m.Key), string(m.Value)); err != nil {
			continue
		}
		store.Save(ctx, o.Changes()...)                                          // want `handler commentLine: a redelivery inserts a duplicate row`
		w.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID()), Value: m.Value}) // want `handler commentLine: a redelivery publishes a duplicate message`
		r.CommitMessages(ctx, m)
	}
}

type Wallet struct {
	ID      string
	Balance int
}

func loadWallet(ctx context.Context, db *sql.DB, id string) (*Wallet, error) {
	wl := &Wallet{ID: id}
	err := db.QueryRowContext(ctx, `SELECT balance FROM wallets WHERE id = $1`, id).Scan(&wl.Balance)
	return wl, err
}

// A limit is no state (balance < amount, then balance - amount): a
// redelivery passes it again and debits again.
func debit(ctx context.Context, r *kafka.Reader, db *sql.DB) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		wl, err := loadWallet(ctx, db, string(m.Key))
		if err != nil || wl.Balance < 10 {
			continue
		}
		wl.Balance = wl.Balance - 10
		db.ExecContext(ctx, `UPDATE wallets SET balance = balance - 10 WHERE id = $1`, wl.ID) // want `handler debit: a redelivery bumps a counter again`
		r.CommitMessages(ctx, m)
	}
}

type Tenant struct {
	ID     string
	Topics []string
	Count  int
}

type snapshot struct {
	topics []string
	count  int
	limit  int
}

func loadTenant(ctx context.Context, db *sql.DB, id string) *Tenant {
	t := &Tenant{ID: id}
	db.QueryRowContext(ctx, `SELECT count FROM tenants WHERE id = $1`, id).Scan(&t.Count)
	return t
}

// emitIfChanged publishes only when the tenant's subscriptions changed
// since the snapshot: a repeat that changes nothing publishes nothing.
func emitIfChanged(ctx context.Context, db *sql.DB, w *kafka.Writer, id string, prev snapshot) {
	t := loadTenant(ctx, db, id)
	if slices.Equal(t.Topics, prev.topics) && t.Count == prev.count {
		return
	}
	w.WriteMessages(ctx, kafka.Message{Key: []byte(id), Value: []byte("subscriptions changed")})
}

// emitOverLimit compares two different fields: no change guard.
func emitOverLimit(ctx context.Context, db *sql.DB, w *kafka.Writer, id string, prev snapshot) {
	t := loadTenant(ctx, db, id)
	if t.Count == prev.limit {
		return
	}
	w.WriteMessages(ctx, kafka.Message{Key: []byte(id), Value: []byte("over limit")})
}

func removeSubscription(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		t := loadTenant(ctx, db, string(m.Key))
		prev := snapshot{topics: t.Topics, count: t.Count}
		db.ExecContext(ctx, `DELETE FROM subscriptions WHERE tenant_id = $1 AND topic = $2`, t.ID, string(m.Value))
		emitIfChanged(ctx, db, w, t.ID, prev)
		r.CommitMessages(ctx, m)
	}
}

func removeAndWarn(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		t := loadTenant(ctx, db, string(m.Key))
		prev := snapshot{limit: 10}
		db.ExecContext(ctx, `DELETE FROM subscriptions WHERE tenant_id = $1 AND topic = $2`, t.ID, string(m.Value))
		emitOverLimit(ctx, db, w, t.ID, prev) // want `handler removeAndWarn: a redelivery publishes a duplicate message`
		r.CommitMessages(ctx, m)
	}
}

// CanTransitionTo allows any status change, the same status included.
func (t *Ticket) CanTransitionTo(s string) bool { return t.Status != "archived" || s == "open" }

// The new status comes from the message: a transition check that lets
// the same status through is no dedupe, and a redelivery publishes again.
func setStatus(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		t, err := loadTicket(ctx, db, string(m.Key))
		if err != nil || !t.CanTransitionTo(string(m.Value)) {
			continue
		}
		t.Status = string(m.Value)
		closeTicket(ctx, db, w, t) // want `handler setStatus: a redelivery publishes a duplicate message`
		r.CommitMessages(ctx, m)
	}
}

// A conditional UPDATE whose rows affected are checked: the state change is
// the claim, and only the delivery that made it publishes.
func closeConditional(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		res, err := db.ExecContext(ctx, `UPDATE tickets SET status = 'closed' WHERE id = $1 AND status = 'open'`, string(m.Key))
		if err != nil {
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			r.CommitMessages(ctx, m)
			continue
		}
		w.WriteMessages(ctx, kafka.Message{Key: m.Key, Value: []byte("closed")})
		r.CommitMessages(ctx, m)
	}
}

// The UPDATE does not test the status it sets: every delivery changes
// the row, and every one publishes.
func closeUnconditional(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		res, err := db.ExecContext(ctx, `UPDATE tickets SET status = 'closed' WHERE id = $1`, string(m.Key))
		if err != nil {
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			r.CommitMessages(ctx, m)
			continue
		}
		w.WriteMessages(ctx, kafka.Message{Key: m.Key, Value: []byte("closed")}) // want `handler closeUnconditional: a redelivery publishes a duplicate message`
		r.CommitMessages(ctx, m)
	}
}

// A DELETE whose rows affected decide: only the first delivery deletes the
// row (by the owner's or by the token's statement), and only it announces
// the deletion. Quiet.
func deleteAndAnnounce(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		var res sql.Result
		if len(m.Headers) > 0 {
			res, err = db.ExecContext(ctx, `DELETE FROM posts WHERE id = $1 AND owner_id = $2`, string(m.Key), string(m.Headers[0].Value))
		} else {
			res, err = db.ExecContext(ctx, `DELETE FROM posts WHERE id = $1 AND owner_id IS NULL`, string(m.Key))
		}
		if err != nil {
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			r.CommitMessages(ctx, m)
			continue
		}
		w.WriteMessages(ctx, kafka.Message{Key: m.Key, Value: []byte("deleted")})
		r.CommitMessages(ctx, m)
	}
}

// The same DELETE with its rows affected ignored: every delivery announces.
func deleteAnnounceAlways(ctx context.Context, r *kafka.Reader, db *sql.DB, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		db.ExecContext(ctx, `DELETE FROM posts WHERE id = $1`, string(m.Key))
		w.WriteMessages(ctx, kafka.Message{Key: m.Key, Value: []byte("deleted")}) // want `handler deleteAnnounceAlways: a redelivery publishes a duplicate message`
		r.CommitMessages(ctx, m)
	}
}
