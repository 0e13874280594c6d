// Package categories: the seenset-store and key-before-effect categories, and
// the directive category (a bare //idemlint:ignore).
package categories

import (
	"context"
	"database/sql"
	"net/http"
	"net/smtp"
	"strings"
	"sync"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

type worker struct {
	db   *sql.DB
	rdb  *redis.Client
	seen sync.Map
}

func (w *worker) redisGuardSQLWrite(ctx context.Context, in <-chan amqp.Delivery, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		ok, err := w.rdb.SetNX(ctx, "seen:"+d.MessageId, 1, 0).Result()
		if err != nil || !ok {
			continue
		}
		w.db.ExecContext(ctx, `UPDATE accounts SET balance = balance + 1 WHERE id = $1`, string(d.Body)) // want `handler \(\*worker\)\.redisGuardSQLWrite dedupes in redis but writes SQL: a crash between them repeats or loses work; record the key in that transaction`
		d.Ack(false)
	}
}

func (w *worker) mapGuardSQLWrite(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		if _, loaded := w.seen.LoadOrStore(d.MessageId, true); loaded {
			continue
		}
		w.db.ExecContext(ctx, `INSERT INTO ledger (account, amount) VALUES ($1, 1)`, string(d.Body)) // want `handler \(\*worker\)\.mapGuardSQLWrite dedupes in map but writes SQL \(INSERT INTO.*\): a crash between them repeats or loses work; record the key in that transaction`
		d.Ack(false)
	}
}

// redisGuardRedisEffect: the seen-set and the effect live in the same store.
func (w *worker) redisGuardRedisEffect(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		ok, err := w.rdb.SetNX(ctx, "seen:"+d.MessageId, 1, 0).Result()
		if err != nil || !ok {
			continue
		}
		w.rdb.Incr(ctx, "orders")
		d.Ack(false)
	}
}

// sqlGuardSameTx: the transactional form.
func (w *worker) sqlGuardSameTx(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		tx, err := w.db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
		if err != nil {
			tx.Rollback()
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			tx.Rollback()
			continue
		}
		tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + 1 WHERE id = $1`, string(d.Body))
		tx.Commit()
		d.Ack(false)
	}
}

// sqlGuardOtherTx claims the id outside the transaction that writes.
func (w *worker) sqlGuardOtherTx(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		res, err := w.db.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
		if err != nil {
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			continue
		}
		tx, err := w.db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + 1 WHERE id = $1`, string(d.Body)) // want `handler \(\*worker\)\.sqlGuardOtherTx dedupes in another transaction but writes SQL: a crash between them repeats or loses work; record the key in that transaction`
		tx.Commit()
		d.Ack(false)
	}
}

func (w *worker) keyFirst(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		w.rdb.Set(ctx, "done:"+d.MessageId, 1, 0) // want `handler \(\*worker\)\.keyFirst records the key before append Clie.*, outside a transaction: if that fails, a redelivery is skipped; record it after the effect`
		w.rdb.RPush(ctx, "work", d.Body)          // want `handler \(\*worker\)\.keyFirst: a redelivery appends a duplicate entry \(append Client\.RPush\); dedupe on d\.MessageId`
		d.Ack(false)
	}
}

// claimThenRelease claims first and releases the claim when the effect fails.
func (w *worker) claimThenRelease(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		ok, err := w.rdb.SetNX(ctx, "done:"+d.MessageId, 1, 0).Result()
		if err != nil || !ok {
			continue
		}
		if err := w.rdb.RPush(ctx, "work", d.Body).Err(); err != nil {
			w.rdb.Del(ctx, "done:"+d.MessageId)
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// claimThenMail claims, then mails, and never releases the claim: a failed
// send is never retried.
func (w *worker) claimThenMail(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		ok, err := w.rdb.SetNX(ctx, "mail:"+d.MessageId, 1, 0).Result() // want `handler \(\*worker\)\.claimThenMail claims the key before external se.* and never releases it: if that fails, a redelivery is skipped; release it on failure`
		if err != nil || !ok {
			continue
		}
		if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{"x@example.com"}, d.Body); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// claimThenPostReleased releases the claim when the POST fails: clean.
func (w *worker) claimThenPostReleased(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		key := "crm:" + d.MessageId
		ok, err := w.rdb.SetNX(ctx, key, 1, 0).Result()
		if err != nil || !ok {
			continue
		}
		if _, err := http.Post("https://crm.example", "application/json", strings.NewReader(string(d.Body))); err != nil {
			w.rdb.Del(ctx, key)
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// claimThenAppend: an append after a claim is no non-transactional effect
// (the claim covers it): clean.
func (w *worker) claimThenAppend(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		ok, _ := w.rdb.SetNX(ctx, "work:"+d.MessageId, 1, 0).Result()
		if ok {
			w.rdb.RPush(ctx, "work", d.Body)
		}
		d.Ack(false)
	}
}

// sqlClaimThenPost claims in an autocommitted INSERT, then POSTs.
func (w *worker) sqlClaimThenPost(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		res, err := w.db.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId) // want `handler \(\*worker\)\.sqlClaimThenPost claims the key before external se.* and never releases it: if that fails, a redelivery is skipped; release it on failure`
		if err != nil {
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			continue
		}
		if _, err := http.Post("https://crm.example", "application/json", strings.NewReader(string(d.Body))); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// sqlClaimThenPostIgnored drops the POST's error: it is lost on failure
// with or without the claim (not key-before-effect; the claim covers the
// redelivery): clean.
func (w *worker) sqlClaimThenPostIgnored(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		res, err := w.db.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
		if err != nil {
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			continue
		}
		http.Post("https://crm.example", "application/json", strings.NewReader(string(d.Body)))
		d.Ack(false)
	}
}

// sqlClaimThenPostReleased deletes the claim row when the POST fails: clean.
func (w *worker) sqlClaimThenPostReleased(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		res, err := w.db.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
		if err != nil {
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			continue
		}
		if _, err := http.Post("https://crm.example", "application/json", strings.NewReader(string(d.Body))); err != nil {
			w.db.ExecContext(ctx, `DELETE FROM processed_messages WHERE id = $1`, d.MessageId)
			continue
		}
		d.Ack(false)
	}
}

// txClaimThenPost claims in a transaction that a failed POST rolls back: clean.
func (w *worker) txClaimThenPost(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		tx, _ := w.db.BeginTx(ctx, nil)
		res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
		if err != nil {
			tx.Rollback()
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			tx.Rollback()
			continue
		}
		if _, err := http.Post("https://crm.example", "application/json", strings.NewReader(string(d.Body))); err != nil {
			tx.Rollback()
			continue
		}
		tx.Commit()
		d.Ack(false)
	}
}

func (w *worker) suppressed(ctx context.Context, ch *amqp.Channel) {
	ds, _ := ch.Consume("q", "", false, false, false, false, nil)
	for d := range ds {
		//idemlint:ignore the audit stream tolerates duplicates: readers dedupe on the body's event id
		w.rdb.RPush(ctx, "audit", d.Body)
		w.rdb.LPush(ctx, "audit", d.Body) //nolint:idemlint/nodedupe // duplicates are harmless here
		//idemlint:ignore // no reason: suppresses nothing (the directives check reports it)
		w.rdb.XAdd(ctx, &redis.XAddArgs{Stream: "s"}) // want `handler \(\*worker\)\.suppressed: a redelivery appends a duplicate entry \(append Client\.XAdd\); dedupe on d\.MessageId`
	}
}
