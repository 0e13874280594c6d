// Package consumer runs the analytics service's Kafka consumer: a
// FetchMessage loop that dispatches each message by topic to a method and
// commits it after.
package consumer

import (
	"context"
	"encoding/json"
	"time"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/e2e/services/analytics/store"
)

// Consumer carries the stores.
type Consumer struct {
	Reader *kafka.Reader
	Events *store.Events
	Ledger *store.Ledger
	Clicks *store.Clicks
	Tags   *store.Tags
	Alerts *store.Alerts
}

type tracked struct {
	URL     string  `json:"url"`
	Session string  `json:"session"`
	Name    string  `json:"name"`
	Amounts []int64 `json:"amounts"`
	Account string  `json:"account"`
}

// Run fetches and handles messages until the context ends.
func (c *Consumer) Run(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var t tracked
		if err := json.Unmarshal(m.Value, &t); err != nil {
			continue
		}
		switch m.Topic {
		case "page-views":
			c.pageView(ctx, m, t) // expect: nodedupe `handler \(\*Consumer\)\.Run: a redelivery bumps a counter again and inserts a duplicate row; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		case "events":
			c.event(ctx, m, t) // expect: nodedupe `handler \(\*Consumer\)\.Run: a redelivery inserts a duplicate row; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		case "ledger":
			c.ledger(ctx, m, t) // expect: nodedupe `handler \(\*Consumer\)\.Run: a redelivery inserts a duplicate row; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		case "alerts":
			c.alert(ctx, m, t) // expect: nodedupe `handler \(\*Consumer\)\.Run: a redelivery inserts a duplicate row; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		case "clicks":
			c.clicks(ctx, m, t) // expect: nodedupe `handler \(\*Consumer\)\.Run: a redelivery inserts a duplicate row \(INSERT INTO clicks \(url\)\); dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
		}
		if err := c.Reader.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}

func eventID(m kafka.Message) string {
	for _, h := range m.Headers {
		if h.Key == "event-id" {
			return string(h.Value)
		}
	}
	return ""
}

func (c *Consumer) pageView(ctx context.Context, m kafka.Message, t tracked) error {
	if err := c.Events.TouchSession(ctx, t.Session, time.Now()); err != nil {
		return err
	}
	if err := c.Events.BumpViews(ctx, t.URL); err != nil {
		return err
	}
	return c.Events.RecordView(ctx, t.URL)
}

// event tags the event (goqu: an append, and an insert that does nothing
// on a conflict) and stores it (bun, unique by the event id).
func (c *Consumer) event(ctx context.Context, m kafka.Message, t tracked) error {
	if err := c.Tags.Add(ctx, t.Name); err != nil {
		return err
	}
	if err := c.Tags.Set(ctx, eventID(m), t.Name); err != nil {
		return err
	}
	return c.Events.StoreEvent(ctx, eventID(m), t.Name)
}

// ledger archives the payload (COPY, no key) and posts a movement (a
// batched INSERT): both run again on a redelivery; the import of the
// event's lines is keyed (a redelivered import fails on the primary key).
func (c *Consumer) ledger(ctx context.Context, m kafka.Message, t tracked) error {
	if err := c.Ledger.Archive(ctx, [][]byte{m.Value}); err != nil {
		return err
	}
	if err := c.Ledger.Post(ctx, []store.Entry{{Account: t.Account, Amount: 1}}); err != nil {
		return err
	}
	return c.Ledger.Import(ctx, eventID(m), t.Amounts)
}

// alert raises an alert (xorm, no key: again on a redelivery) and sets
// the page's threshold (xorm, unique by page: a repeat fails on the key).
func (c *Consumer) alert(ctx context.Context, m kafka.Message, t tracked) error {
	if err := c.Alerts.Raise("threshold reached on " + t.URL); err != nil {
		return err
	}
	return c.Alerts.SetThreshold(t.URL, 100)
}

func (c *Consumer) clicks(ctx context.Context, m kafka.Message, t tracked) error {
	if err := c.Clicks.Keyed(ctx, eventID(m), t.URL); err != nil {
		return err
	}
	return c.Clicks.Append(ctx, []string{t.URL})
}
