// Package worker: asynq handlers writing through the ent client generated
// in ../ent: creates are INSERTs into the entity's table, upserts with
// Ignore/DoNothing are conflict handling, Add… is an increment, the
// schema's unique keys (event_id, (customer, ref)) make a create keyed by
// the task's id safe, and IsConstraintError handles a unique violation.
package worker

import (
	"context"

	"github.com/hibiken/asynq"

	"nodedupe/datalayers/ent/ent"
	"nodedupe/datalayers/ent/ent/order"
)

type Worker struct{ client *ent.Client }

func (w *Worker) Register(mux *asynq.ServeMux) {
	mux.HandleFunc("order:create", w.Create)
	mux.HandleFunc("order:keyed", w.CreateKeyed)
	mux.HandleFunc("order:upsert", w.Upsert)
	mux.HandleFunc("order:bulk", w.Bulk)
	mux.HandleFunc("order:claim", w.Claim)
	mux.HandleFunc("account:credit", w.Credit)
	mux.HandleFunc("order:status", w.Status)
	mux.HandleFunc("order:byref", w.ByRef)
}

// --- bugs ---

func (w *Worker) Create(ctx context.Context, t *asynq.Task) error {
	_, err := w.client.Order.Create().SetCustomer(string(t.Payload())).SetAmount(100).Save(ctx) // want `handler \(\*Worker\)\.Create: a redelivery inserts a duplicate row \(INSERT INTO orders \(customer, amount\) VALUES \(\$1, 100\)\); dedupe on asynq\.GetTaskID\(ctx\)`
	return err
}

func (w *Worker) Bulk(ctx context.Context, t *asynq.Task) error {
	return w.client.Order.CreateBulk( // want `handler \(\*Worker\)\.Bulk: a redelivery inserts a duplicate row \(INSERT INTO orders \(customer\) VALUES \(\$1\)\); dedupe on asynq\.GetTaskID\(ctx\)`
		w.client.Order.Create().SetCustomer(string(t.Payload())),
	).Exec(ctx)
}

func (w *Worker) Credit(ctx context.Context, t *asynq.Task) error {
	return w.client.Account.UpdateOneID(1).AddBalance(100).Exec(ctx) // want `handler \(\*Worker\)\.Credit: a redelivery bumps a counter again \(UPDATE accounts SET balance = balance \+ 100\); dedupe on asynq\.GetTaskID\(ctx\)`
}

// --- clean look-alikes ---

// event_id is unique in the schema: a redelivery fails on it.
func (w *Worker) CreateKeyed(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	c := w.client.Order.Create().SetEventID(id)
	c.SetCustomer(string(t.Payload()))
	_, err := c.Save(ctx)
	return err
}

func (w *Worker) Upsert(ctx context.Context, t *asynq.Task) error {
	if err := w.client.Order.Create().SetCustomer(string(t.Payload())).OnConflictColumns("customer").Ignore().Exec(ctx); err != nil {
		return err
	}
	return w.client.Order.Create().SetCustomer(string(t.Payload())).SetAmount(1).OnConflict().UpdateNewValues().Exec(ctx)
}

// The ledger row claims the task id first; the unique violation is handled.
func (w *Worker) Claim(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	tx, err := w.client.Tx(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.Order.Create().SetEventID(id).SetCustomer("c").Save(ctx); err != nil {
		if ent.IsConstraintError(err) {
			return nil
		}
		return err
	}
	if _, err := tx.Account.Create().SetOwner(string(t.Payload())).Save(ctx); err != nil {
		return err
	}
	return tx.Commit()
}

func (w *Worker) Status(ctx context.Context, t *asynq.Task) error {
	_, err := w.client.Order.Update().Where(order.ID(1)).SetStatus("paid").Save(ctx)
	return err
}

// (customer, ref) is a unique index: both bound to the payload, not minted.
func (w *Worker) ByRef(ctx context.Context, t *asynq.Task) error {
	_, err := w.client.Order.Create().SetCustomer("acme").SetRef(string(t.Payload())).Save(ctx)
	return err
}
