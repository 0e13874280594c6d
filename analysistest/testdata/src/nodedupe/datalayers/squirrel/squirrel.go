// Package squirrel: Masterminds/squirrel builder chains in asynq handlers,
// run by RunWith(…).Exec() or turned into text by ToSql for database/sql:
// each is classified as the statement it builds.
package squirrel

import (
	"context"
	"database/sql"

	sq "github.com/Masterminds/squirrel"
	"github.com/hibiken/asynq"
)

type Store struct{ db *sql.DB }

// --- bugs ---

func (s *Store) HandlePayment(ctx context.Context, t *asynq.Task) error {
	q, args, err := sq.Insert("payments").Columns("order_id", "amount").Values(string(t.Payload()), 100).PlaceholderFormat(sq.Dollar).ToSql()
	if err != nil {
		return err
	}
	_, err = s.db.ExecContext(ctx, q, args...) // want `handler \(\*Store\)\.HandlePayment: a redelivery inserts a duplicate row \(INSERT INTO payments \(order_id, amount\) VALUES \(\$1, 100\)\); dedupe on asynq\.GetTaskID\(ctx\)`
	return err
}

func (s *Store) HandleCredit(ctx context.Context, t *asynq.Task) error {
	_, err := sq.Update("accounts").Set("balance", sq.Expr("balance + ?", 10)).Where(sq.Eq{"id": string(t.Payload())}).RunWith(s.db).ExecContext(ctx) // want `handler \(\*Store\)\.HandleCredit: a redelivery bumps a counter again \(UPDATE accounts SET balance = balance \+ 10 WHERE id = \$1\); dedupe on asynq\.GetTaskID\(ctx\)`
	return err
}

// --- clean look-alikes ---

// Claimed first by the message id; the statuses are set, not added.
func (s *Store) HandleClaimed(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	res, err := sq.Insert("processed").Columns("message_id").Values(id).Suffix("ON CONFLICT DO NOTHING").RunWith(s.db).ExecContext(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	q, args, _ := sq.Insert("payments").Columns("order_id", "amount").Values(string(t.Payload()), 100).ToSql()
	_, err = s.db.ExecContext(ctx, q, args...)
	return err
}

func (s *Store) HandleStatus(ctx context.Context, t *asynq.Task) error {
	_, err := sq.Update("orders").Set("status", "paid").Where("id = ?", string(t.Payload())).RunWith(s.db).ExecContext(ctx)
	if err != nil {
		return err
	}
	id, _ := asynq.GetTaskID(ctx)
	_, err = sq.Insert("order_events").SetMap(map[string]interface{}{"id": id, "body": string(t.Payload())}).
		Suffix("ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body").RunWith(s.db).ExecContext(ctx)
	return err
}
