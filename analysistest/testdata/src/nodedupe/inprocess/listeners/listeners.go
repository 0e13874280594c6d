// Package listeners: handlers of the in-process bus. A second run needs an
// error returned after the effect took place.
package listeners

import (
	"database/sql"
	"errors"
	"fmt"
	"log"
	"net/http"
	"strings"

	"github.com/ThreeDotsLabs/watermill/message"

	"nodedupe/inprocess/bus"
)

type Notify struct{ DB *sql.DB }

func (*Notify) Name() string { return "notify" }

// The insert is the last thing that can fail: its own error is the only
// one returned after it, and a failed insert inserted nothing.
func (n *Notify) Handle(msg *message.Message) error {
	if len(msg.Payload) == 0 {
		return errors.New("empty event")
	}
	_, err := n.DB.Exec(`INSERT INTO notifications (body) VALUES ($1)`, string(msg.Payload))
	if err != nil {
		return fmt.Errorf("notify: %w", err)
	}
	return nil
}

type FanOut struct{ DB *sql.DB }

func (*FanOut) Name() string { return "fanout" }

// Errors after the loop starts are logged, never returned.
func (f *FanOut) Handle(msg *message.Message) error {
	for _, id := range []string{"a", "b"} {
		if _, err := f.DB.Exec(`INSERT INTO deliveries (hook, body) VALUES ($1, $2)`, id, string(msg.Payload)); err != nil {
			log.Println(err)
		}
	}
	return nil
}

type Audit struct{ DB *sql.DB }

func (*Audit) Name() string { return "audit" }

// A later step fails after the insert: the bus runs the handler again and
// the row is inserted twice.
func (a *Audit) Handle(msg *message.Message) error {
	if _, err := a.DB.Exec(`INSERT INTO audit (body) VALUES ($1)`, string(msg.Payload)); err != nil { // want `handler \(\*Audit\)\.Handle: a redelivery inserts a duplicate row`
		return err
	}
	if _, err := a.DB.Exec(`UPDATE stats SET seen = now()`); err != nil {
		return err
	}
	return nil
}

type Hook struct{ URL string }

func (*Hook) Name() string { return "hook" }

// The POST's own error is returned, but a POST that timed out may have been
// processed by the receiver: the bus runs the handler again and re-POSTs.
func (h *Hook) Handle(msg *message.Message) error {
	resp, err := http.Post(h.URL, "application/json", strings.NewReader(string(msg.Payload))) // want `handler \(\*Hook\)\.Handle: a redelivery repeats an external call`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type Mentions struct{ DB *sql.DB }

func (*Mentions) Name() string { return "mentions" }

// Every insert goes into one transaction, rolled back on any error and
// committed last: a run the bus repeats finds nothing committed.
func (m *Mentions) Handle(msg *message.Message) error {
	tx, err := m.DB.Begin()
	if err != nil {
		return err
	}
	for _, user := range strings.Fields(string(msg.Payload)) {
		if err := insertMention(tx, user); err != nil {
			_ = tx.Rollback()
			return err
		}
		if user == "" {
			_ = tx.Rollback()
			return errors.New("empty user")
		}
	}
	return tx.Commit()
}

func insertMention(tx *sql.Tx, user string) error {
	_, err := tx.Exec(`INSERT INTO mentions (user_name) VALUES ($1)`, user)
	return err
}

type Archive struct{ DB *sql.DB }

func (*Archive) Name() string { return "archive" }

// The transaction is committed, then a later step fails: the bus runs the
// handler again and the committed row is inserted twice.
func (a *Archive) Handle(msg *message.Message) error {
	tx, err := a.DB.Begin()
	if err != nil {
		return err
	}
	if _, err := tx.Exec(`INSERT INTO archive (body) VALUES ($1)`, string(msg.Payload)); err != nil { // want `handler \(\*Archive\)\.Handle: a redelivery inserts a duplicate row`
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	if _, err := a.DB.Exec(`UPDATE archive_stats SET n = 0`); err != nil {
		return err
	}
	return nil
}

func init() {
	bus.Register("events", &Notify{})
	bus.Register("events", &FanOut{})
	bus.Register("events", &Audit{})
	bus.Register("events", &Hook{})
	bus.Register("events", &Mentions{})
	bus.Register("events", &Archive{})
}
