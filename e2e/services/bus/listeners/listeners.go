// Package listeners: the bus's listeners. In process, a second run needs an
// error returned after the effect took place.
package listeners

import (
	"database/sql"
	"fmt"
	"log"
	"net/http"
	"strings"

	"github.com/ThreeDotsLabs/watermill/message"

	"github.com/idemlint/idemlint/e2e/services/bus/events"
)

// Notify inserts a notification; the insert's own error is the only one
// returned after it.
type Notify struct{ DB *sql.DB }

func (*Notify) Name() string { return "notify" }

func (n *Notify) Handle(msg *message.Message) error {
	if _, err := n.DB.Exec(`INSERT INTO notifications (body) VALUES ($1)`, string(msg.Payload)); err != nil {
		return fmt.Errorf("insert notification: %w", err)
	}
	return nil
}

// FanOut dispatches one delivery per hook and only logs failures: the bus
// never runs it again once a delivery went out.
type FanOut struct{ Hooks []string }

func (*FanOut) Name() string { return "fanout" }

func (f *FanOut) Handle(msg *message.Message) error {
	for _, h := range f.Hooks {
		if err := events.Dispatch("delivery", []byte(h+" "+string(msg.Payload))); err != nil {
			log.Printf("dispatch %s: %v", h, err)
		}
	}
	return nil
}

// Audit inserts, then updates: a failed update re-runs the handler and
// inserts the row again.
type Audit struct{ DB *sql.DB }

func (*Audit) Name() string { return "audit" }

func (a *Audit) Handle(msg *message.Message) error {
	if _, err := a.DB.Exec(`INSERT INTO audit (body) VALUES ($1)`, string(msg.Payload)); err != nil { // expect: nodedupe `handler \(\*Audit\)\.Handle: a redelivery inserts a duplicate row`
		return err
	}
	_, err := a.DB.Exec(`UPDATE audit_stats SET last_seen = now()`)
	return err
}

// Mentions inserts one row per mentioned user in one transaction, rolled
// back on any error and committed last: a repeated run finds nothing
// committed.
type Mentions struct{ DB *sql.DB }

func (*Mentions) Name() string { return "mentions" }

func (m *Mentions) Handle(msg *message.Message) (err error) {
	tx, err := m.DB.Begin()
	if err != nil {
		return err
	}
	for _, user := range strings.Fields(string(msg.Payload)) {
		if _, err := tx.Exec(`INSERT INTO mentions (user_name) VALUES ($1)`, user); err != nil {
			_ = tx.Rollback()
			return err
		}
		if err := notifyUser(tx, user); err != nil {
			_ = tx.Rollback()
			return err
		}
	}
	return tx.Commit()
}

func notifyUser(tx *sql.Tx, user string) error {
	_, err := tx.Exec(`INSERT INTO notifications (user_name, kind) VALUES ($1, 'mention')`, user)
	return err
}

// Deliver POSTs to the hook: a timeout after the receiver processed it
// returns an error and the Retry middleware re-POSTs.
type Deliver struct{ URL string }

func (*Deliver) Name() string { return "deliver" }

func (d *Deliver) Handle(msg *message.Message) error {
	resp, err := http.Post(d.URL, "application/json", strings.NewReader(string(msg.Payload))) // expect: nodedupe `handler \(\*Deliver\)\.Handle: a redelivery repeats an external call`
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("hook answered %d", resp.StatusCode)
	}
	return nil
}
