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

func init() {
	bus.Register("events", &Notify{})
	bus.Register("events", &FanOut{})
	bus.Register("events", &Audit{})
	bus.Register("events", &Hook{})
}
