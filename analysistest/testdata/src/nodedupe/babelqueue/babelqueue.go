// Package babelqueue: babelqueue handlers, bare and wrapped by idempotency.Wrap
// (directly, through a variable, and through a closure calling the wrapped handler).
package babelqueue

import (
	"context"
	"database/sql"

	babelqueue "github.com/babelqueue/babelqueue-go"
	"github.com/babelqueue/babelqueue-go/idempotency"
	postgres "github.com/babelqueue/babelqueue-go/idempotency-postgres"
)

type svc struct{ db *sql.DB }

func (s *svc) credit(ctx context.Context, env babelqueue.Envelope) error {
	_, err := s.db.ExecContext(ctx, `UPDATE wallets SET balance = balance + 5 WHERE owner = $1`, env.Data["owner"]) // want `handler \(\*svc\)\.credit: a redelivery bumps a counter again \(UPDATE wallets SET balance = balance \+ 5 WHERE owner = \$1\); dedupe on env\.Meta\.ID`
	return err
}

func (s *svc) creditWrapped(ctx context.Context, env babelqueue.Envelope) error {
	_, err := s.db.ExecContext(ctx, `UPDATE wallets SET balance = balance + 5 WHERE owner = $1`, env.Data["owner"])
	return err
}

func (s *svc) creditViaVar(ctx context.Context, env babelqueue.Envelope) error {
	_, err := s.db.ExecContext(ctx, `UPDATE wallets SET balance = balance + 5 WHERE owner = $1`, env.Data["owner"])
	return err
}

func (s *svc) creditViaClosure(ctx context.Context, env babelqueue.Envelope) error {
	_, err := s.db.ExecContext(ctx, `UPDATE wallets SET balance = balance + 5 WHERE owner = $1`, env.Data["owner"])
	return err
}

func (s *svc) creditDirect(ctx context.Context, env babelqueue.Envelope) error {
	_, err := s.db.ExecContext(ctx, `UPDATE wallets SET balance = balance + 5 WHERE owner = $1`, env.Data["owner"])
	return err
}

func wire(app *babelqueue.App, s *svc, db *sql.DB) {
	store := postgres.NewWithDB(db)
	app.Handle("urn:credit", s.credit)
	app.Handle("urn:credit.wrapped", idempotency.Wrap(store, s.creditWrapped))

	h := idempotency.Wrap(store, s.creditViaVar)
	app.Handle("urn:credit.var", h)

	app.Handle("urn:credit.direct", func(ctx context.Context, env babelqueue.Envelope) error {
		return s.creditDirect(ctx, env) // want `handler func literal in wire: a redelivery bumps a counter again \(UPDATE wallets SET balance = balance \+ 5 WHERE owner = \$1\); dedupe on env\.Meta\.ID`
	})

	wrapped := idempotency.Wrap(store, s.creditViaClosure)
	app.Handle("urn:credit.closure", func(ctx context.Context, env babelqueue.Envelope) error {
		return wrapped(ctx, env)
	})
}
