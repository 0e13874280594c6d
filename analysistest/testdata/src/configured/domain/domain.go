package domain // want package:`wiring: \(\*Worker\)\.HandleQuery → configured/domain\.Accounts\.Balance`

// Package domain is a clean domain package: it imports no library the
// built-in model knows, only its own ports. Its handler and its effect are
// declared in .idemlint.yml alone, so it is analysed for the configuration's
// sake. The configured effect, (Accounts).Credit, is a method Accounts has
// through its embedded interface Ledger.

import "context"

type Payment struct {
	ID      string
	Account string
	Cents   int64
}

// Ledger is the port that moves money.
type Ledger interface {
	Credit(ctx context.Context, account string, cents int64) error
}

// Accounts embeds Ledger: Credit is configured as (Accounts).Credit.
type Accounts interface {
	Ledger
	Balance(ctx context.Context, account string) (int64, error)
}

type Worker struct{ A Accounts }

// A configured handler calling the configured effect through the embedding
// interface: reported.
func (w *Worker) Handle(ctx context.Context, p Payment) error {
	return w.A.Credit(ctx, p.Account, p.Cents) // want `handler \(\*Worker\)\.Handle: a redelivery moves money again \(charge Ledger\.Credit\); dedupe on the sender's message id and forward it as the Idempotency-Key`
}

// A configured handler that only reads: not reported.
func (w *Worker) HandleQuery(ctx context.Context, p Payment) error {
	_, err := w.A.Balance(ctx, p.Account)
	return err
}

// Not a handler: the same effect in a maintenance path is not reported.
func (w *Worker) Backfill(ctx context.Context, p Payment) error {
	return w.A.Credit(ctx, p.Account, p.Cents)
}
