// Package sqlinc: SQL increments, from literals, constants built by
// concatenation and sqlc-style query constants; and their idempotent look-alikes.
package sqlinc

import (
	"context"
	"database/sql"

	amqp "github.com/rabbitmq/amqp091-go"
)

const (
	tableAccounts = "accounts"
	debitQuery    = "UPDATE " + tableAccounts + " SET balance = balance - $1 " + "WHERE id = $2"
	markPaid      = "UPDATE " + tableAccounts + " SET status = 'paid' " + "WHERE id = $1"
)

// sqlc-generated style constants.
const addLoyalty = `-- name: AddLoyalty :exec
UPDATE customers SET loyalty_points = loyalty_points + $1 WHERE id = $2
`

const setTier = `-- name: SetTier :exec
UPDATE customers SET tier = $1 WHERE id = $2
`

type worker struct{ db *sql.DB }

func (w *worker) run(ctx context.Context, ch *amqp.Channel) {
	deliveries, _ := ch.ConsumeWithContext(ctx, "sql", "", false, false, false, false, nil)
	for d := range deliveries {
		id := string(d.Body)
		w.db.ExecContext(ctx, `UPDATE stock SET qty = qty - 1 WHERE sku = $1`, id)              // want `handler \(\*worker\)\.run: a redelivery bumps a counter again \(UPDATE stock SET qty = qty - 1 WHERE sku = \$1\); dedupe on d\.MessageId`
		w.db.ExecContext(ctx, debitQuery, 10, id)                                               // want `handler \(\*worker\)\.run: a redelivery bumps a counter again \(UPDATE accounts SET balance = balance - \$1 WHERE id = \$2\); dedupe on d\.MessageId`
		w.db.ExecContext(ctx, addLoyalty, 5, id)                                                // want `handler \(\*worker\)\.run: a redelivery bumps a counter again \(UPDATE customers SET loyalty_points = loyalty_points \+ \$1 W.*\); dedupe on d\.MessageId`
		w.db.QueryRowContext(ctx, `UPDATE counters SET n = n + 1 WHERE k = $1 RETURNING n`, id) // want `handler \(\*worker\)\.run: a redelivery bumps a counter again \(UPDATE counters SET n = n \+ 1 WHERE k = \$1 RETURNING n\); dedupe on d\.MessageId`

		// naturally idempotent: a second run leaves the same state
		w.db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
		w.db.ExecContext(ctx, markPaid, id)
		w.db.ExecContext(ctx, setTier, "gold", id)
		w.db.ExecContext(ctx, `UPDATE stock SET qty = $1 WHERE sku = $2`, 7, id)
		w.db.ExecContext(ctx, `DELETE FROM carts WHERE id = $1`, id)
		// an optimistic lock's version counts writes: no business value
		w.db.ExecContext(ctx, `UPDATE pipelines SET enabled = true, version = version + 1 WHERE id = $1`, id)
		w.db.ExecContext(ctx, `INSERT INTO customers (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`, id, "x")
		d.Ack(false)
	}
}
