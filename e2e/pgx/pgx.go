// Package pgx: jackc/pgx/v5 effects inside NATS handlers.
package pgx

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/nats-io/nats.go"
)

func subscribe(nc *nats.Conn, pool *pgxpool.Pool, conn *pgx.Conn) {
	ctx := context.Background()
	// nodedupe bug: pgxpool increment
	nc.Subscribe("credit", func(m *nats.Msg) {
		pool.Exec(ctx, `UPDATE balances SET amount = amount + 5 WHERE user_id = $1`, string(m.Data)) // expect: nodedupe `handler func literal in subscribe: a redelivery bumps a counter again \(UPDATE balances SET amount.*\)`
	})
	// nodedupe clean: ON CONFLICT DO NOTHING on the message id, RowsAffected checked, same transaction
	nc.Subscribe("credit.safe", func(m *nats.Msg) {
		tx, err := pool.Begin(ctx)
		if err != nil {
			return
		}
		defer tx.Rollback(ctx)
		tag, err := tx.Exec(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.Header.Get(nats.MsgIdHdr))
		if err != nil || tag.RowsAffected() == 0 {
			return
		}
		tx.Exec(ctx, `UPDATE balances SET amount = amount + 5 WHERE user_id = $1`, string(m.Data))
		tx.Commit(ctx)
	})
	// nodedupe clean: unique violation (23505) on the message id handled
	nc.Subscribe("credit.unique", func(m *nats.Msg) {
		tx, err := conn.Begin(ctx)
		if err != nil {
			return
		}
		defer tx.Rollback(ctx)
		_, err = tx.Exec(ctx, `INSERT INTO processed_messages (id) VALUES ($1)`, m.Header.Get(nats.MsgIdHdr))
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == "23505" {
			return
		}
		if err != nil {
			return
		}
		tx.Exec(ctx, `UPDATE balances SET amount = amount + 5 WHERE user_id = $1`, string(m.Data))
		tx.Commit(ctx)
	})
	// payloadkey bug: the "processed" row is keyed by the payload
	nc.Subscribe("credit.payload", func(m *nats.Msg) {
		tag, err := pool.Exec(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, string(m.Data)) // expect: payloadkey "only from the payload"
		if err != nil || tag.RowsAffected() == 0 {
			return
		}
		// and the claim is not in the transaction of the effect
		pool.Exec(ctx, `UPDATE balances SET amount = amount + 5 WHERE user_id = $1`, string(m.Data)) // expect: nodedupe "dedupes in another transaction"
	})
	// checkthenwrite bug: SELECT, then INSERT, in separate steps
	nc.Subscribe("credit.check", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		var n int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM processed_messages WHERE id = $1`, id).Scan(&n); err != nil || n > 0 {
			return
		}
		pool.Exec(ctx, `INSERT INTO processed_messages (id) VALUES ($1)`, id)                        // expect: checkthenwrite "check-then-write race"
		pool.Exec(ctx, `UPDATE balances SET amount = amount + 5 WHERE user_id = $1`, string(m.Data)) // expect: nodedupe `handler func literal in subscribe: a redelivery bumps a counter again \(UPDATE balances SET amount.*\)`
	})
	// checkthenwrite clean: SELECT ... FOR UPDATE
	nc.Subscribe("credit.lock", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		tx, err := pool.Begin(ctx)
		if err != nil {
			return
		}
		defer tx.Rollback(ctx)
		var status string
		if err := tx.QueryRow(ctx, `SELECT status FROM jobs WHERE id = $1 FOR UPDATE`, id).Scan(&status); err != nil || status == "done" {
			return
		}
		tx.Exec(ctx, `UPDATE jobs SET status = 'done' WHERE id = $1`, id)
		tx.Commit(ctx)
	})
}
