// Package worker: asynq handlers over the sqlc-shaped Store interface.
package worker

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/hibiken/asynq"

	"nodedupe/sqlc/db"
)

type Processor struct{ store db.Store }

type payload struct {
	Account int64
	Amount  int64
}

func (p *Processor) Register(mux *asynq.ServeMux) {
	mux.HandleFunc("topup", p.TopUp)
	mux.HandleFunc("topup.tx", p.TopUpTx)
	mux.HandleFunc("topup.once", p.TopUpOnce)
	mux.HandleFunc("topup.oncetx", p.TopUpOnceTx)
	mux.HandleFunc("topup.saved", p.TopUpSaved)
	mux.HandleFunc("note", p.Note)
	mux.HandleFunc("status", p.Status)
	mux.HandleFunc("join", p.Join)
	mux.HandleFunc("note.via", p.NoteVia)
}

// TopUp increments through the Store interface: bug.
func (p *Processor) TopUp(ctx context.Context, t *asynq.Task) error {
	var pl payload
	if err := json.Unmarshal(t.Payload(), &pl); err != nil {
		return err
	}
	return p.store.AddBalance(ctx, db.AddBalanceParams{ID: pl.Account, Amount: pl.Amount}) // want `handler \(\*Processor\)\.TopUp: a redelivery bumps a counter again \(UPDATE accounts SET balance = balance \+ \$1 WHERE id = \$2\); dedupe on asynq\.GetTaskID\(ctx\)`
}

// TopUpTx increments in an ExecTx callback: bug.
func (p *Processor) TopUpTx(ctx context.Context, t *asynq.Task) error {
	var pl payload
	if err := json.Unmarshal(t.Payload(), &pl); err != nil {
		return err
	}
	return p.store.ExecTx(ctx, func(q *db.Queries) error {
		return q.AddBalance(ctx, db.AddBalanceParams{ID: pl.Account, Amount: pl.Amount}) // want `handler \(\*Processor\)\.TopUpTx: a redelivery bumps a counter again \(UPDATE accounts SET balance = balance \+ \$1 WHERE id = \$2\); dedupe on asynq\.GetTaskID\(ctx\)`
	})
}

// TopUpOnce claims the task id through the interface first: clean.
func (p *Processor) TopUpOnce(ctx context.Context, t *asynq.Task) error {
	var pl payload
	if err := json.Unmarshal(t.Payload(), &pl); err != nil {
		return err
	}
	id, _ := asynq.GetTaskID(ctx)
	n, err := p.store.ClaimMessage(ctx, id)
	if err != nil || n == 0 {
		return err
	}
	return p.store.AddBalance(ctx, db.AddBalanceParams{ID: pl.Account, Amount: pl.Amount})
}

var errDuplicate = errors.New("duplicate")

// TopUpOnceTx claims in the callback and the handler acts after it: clean.
func (p *Processor) TopUpOnceTx(ctx context.Context, t *asynq.Task) error {
	var pl payload
	if err := json.Unmarshal(t.Payload(), &pl); err != nil {
		return err
	}
	id, _ := asynq.GetTaskID(ctx)
	err := p.store.ExecTx(ctx, func(q *db.Queries) error {
		n, err := q.ClaimMessage(ctx, id)
		if err != nil {
			return err
		}
		if n == 0 {
			return errDuplicate
		}
		return q.AddBalance(ctx, db.AddBalanceParams{ID: pl.Account, Amount: pl.Amount})
	})
	if errors.Is(err, errDuplicate) {
		return nil
	}
	if err != nil {
		return err
	}
	_, err = p.store.CreateNote(ctx, pl.Account, "topped up")
	return err
}

// TopUpSaved "claims" with SaveMessage, whose ON CONFLICT DO NOTHING result
// is ignored: a write, so the increment is unguarded: bug.
func (p *Processor) TopUpSaved(ctx context.Context, t *asynq.Task) error {
	var pl payload
	if err := json.Unmarshal(t.Payload(), &pl); err != nil {
		return err
	}
	id, _ := asynq.GetTaskID(ctx)
	if err := p.store.SaveMessage(ctx, id, 1); err != nil {
		return err
	}
	return p.store.AddBalance(ctx, db.AddBalanceParams{ID: pl.Account, Amount: pl.Amount}) // want `handler \(\*Processor\)\.TopUpSaved: a redelivery bumps a counter again \(UPDATE accounts SET balance = balance \+ \$1 WHERE id = \$2\); dedupe on asynq\.GetTaskID\(ctx\)`
}

// Note appends a row (generated id) on every delivery: bug.
func (p *Processor) Note(ctx context.Context, t *asynq.Task) error {
	var pl payload
	if err := json.Unmarshal(t.Payload(), &pl); err != nil {
		return err
	}
	_, err := p.store.CreateNote(ctx, pl.Account, "hello") // want `handler \(\*Processor\)\.Note: a redelivery inserts a duplicate row \(INSERT INTO notes \(account_id, body\) VALUES \(\$1, \$2\) RETURN.*\); dedupe on asynq\.GetTaskID\(ctx\)`
	return err
}

// Status sets a state: idempotent, clean.
func (p *Processor) Status(ctx context.Context, t *asynq.Task) error {
	var pl payload
	if err := json.Unmarshal(t.Payload(), &pl); err != nil {
		return err
	}
	return p.store.SetStatus(ctx, pl.Account, "active")
}

type joinPayload struct {
	Username string
	Name     string
	Currency string
}

// Join creates a member and a wallet, both under a unique key from the
// payload (schema.sql): a repeat fails on the key, clean.
func (p *Processor) Join(ctx context.Context, t *asynq.Task) error {
	var pl joinPayload
	if err := json.Unmarshal(t.Payload(), &pl); err != nil {
		return err
	}
	if err := p.store.CreateMember(ctx, pl.Username, pl.Name); err != nil {
		return err
	}
	_, err := p.store.CreateWallet(ctx, pl.Username, pl.Currency)
	return err
}

// writeNote is a package-level func value (swapped in tests).
var writeNote = func(ctx context.Context, s db.Store, account int64) error {
	_, err := s.CreateNote(ctx, account, "via")
	return err
}

// NoteVia appends through the func value: bug.
func (p *Processor) NoteVia(ctx context.Context, t *asynq.Task) error {
	var pl payload
	if err := json.Unmarshal(t.Payload(), &pl); err != nil {
		return err
	}
	return writeNote(ctx, p.store, pl.Account) // want `handler \(\*Processor\)\.NoteVia: a redelivery inserts a duplicate row \(INSERT INTO notes \(account_.*\); dedupe on asynq\.GetTaskID\(ctx\)`
}

// Package variables holding another package's function or a bound method
// (a synthetic wrapper) are not resolved.
var (
	newQueries = db.New
	joinNow    = (&Processor{}).Join
)

func viaVars(ctx context.Context, t *asynq.Task) error {
	_ = newQueries(nil)
	return joinNow(ctx, t)
}
