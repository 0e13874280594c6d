package relay // want package:`wiring: \(\*Relay\)\.Drain → wiring/domain\.Notifier\.Notify`

// Package relay decorates a notifier: its Notify queues the notice in an
// outbox table, and its Drain hands each delivered notice to the
// notifier it wraps. Seen from package app, which wires both, Drain's
// call through domain.Notifier reaches the wrapped notifier, not the
// relay's own Notify.

import (
	"context"
	"database/sql"

	"github.com/segmentio/kafka-go"

	"wiring/domain"
)

type Relay struct {
	Next   domain.Notifier
	DB     *sql.DB
	Reader *kafka.Reader
}

// Notify queues the notice.
func (r *Relay) Notify(ctx context.Context, to, body string) error {
	_, err := r.DB.ExecContext(ctx, `INSERT INTO outbox (recipient, body) VALUES ($1, $2)`, to, body)
	return err
}

// Drain notifies for each delivered message through the wrapped
// notifier: a redelivery notifies again.
func (r *Relay) Drain(ctx context.Context) error { // wired: `^handler \(\*Relay\)\.Drain: a redelivery messages a person again \(external send smtp\.SendMail\) through domain\.Notifier\.Notify;`
	for {
		m, err := r.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := r.Next.Notify(ctx, string(m.Key), string(m.Value)); err != nil {
			return err
		}
		_ = r.Reader.CommitMessages(ctx, m)
	}
}
