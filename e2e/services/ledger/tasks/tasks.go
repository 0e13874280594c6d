// Package tasks fills the mq.TaskRouter's map of TaskHandler func values.
package tasks

import (
	"context"
	"database/sql"
	"encoding/json"

	amqp "github.com/rabbitmq/amqp091-go"

	"github.com/idemlint/idemlint/e2e/services/ledger/mq"
)

// Tasks holds the task handlers' dependencies.
type Tasks struct{ DB *sql.DB }

// Router returns the task router with its handler map.
func Router(ch *amqp.Channel, t *Tasks) *mq.TaskRouter {
	return &mq.TaskRouter{Channel: ch, Queue: "tasks", Handlers: map[string]mq.TaskHandler{
		"points.grant":      t.GrantPoints,
		"points.grant.once": t.GrantPointsOnce,
	}}
}

type grant struct {
	UserID string `json:"user_id"`
	Points int    `json:"points"`
}

// GrantPoints adds points on every delivery: nodedupe bug.
func (t *Tasks) GrantPoints(ctx context.Context, d amqp.Delivery) error {
	var g grant
	if err := json.Unmarshal(d.Body, &g); err != nil {
		return err
	}
	_, err := t.DB.ExecContext(ctx, `UPDATE users SET points = points + $1 WHERE id = $2`, g.Points, g.UserID) // expect: nodedupe `handler \(\*Tasks\)\.GrantPoints: a redelivery bumps a counter again \(UPDATE users SET points = points \+ \$1 WHERE id = \$2\)`
	return err
}

// GrantPointsOnce claims d.MessageId in the same transaction: clean.
func (t *Tasks) GrantPointsOnce(ctx context.Context, d amqp.Delivery) error {
	var g grant
	if err := json.Unmarshal(d.Body, &g); err != nil {
		return err
	}
	tx, err := t.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET points = points + $1 WHERE id = $2`, g.Points, g.UserID); err != nil {
		return err
	}
	return tx.Commit()
}
