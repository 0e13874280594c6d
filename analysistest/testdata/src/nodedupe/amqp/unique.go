package amqp

import (
	"context"
	"database/sql"
	"errors"

	"github.com/go-sql-driver/mysql"
	"github.com/lib/pq"
	amqp "github.com/rabbitmq/amqp091-go"
)

// consumeUnique claims d.MessageId with a plain INSERT whose unique violation
// means "already processed", in the same transaction as the append.
func consumeUnique(ctx context.Context, ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1)`, d.MessageId)
		var pqErr *pq.Error
		if errors.As(err, &pqErr) && pqErr.Code == "23505" {
			tx.Rollback()
			d.Ack(false)
			continue
		}
		if err != nil {
			tx.Rollback()
			continue
		}
		tx.ExecContext(ctx, `INSERT INTO order_lines (order_id, sku) VALUES ($1, $2)`, "o", string(d.Body))
		tx.Commit()
		d.Ack(false)
	}
}

// consumeUniqueIgnored inserts the id but ignores the error: no guard.
func consumeUniqueIgnored(ctx context.Context, ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		db.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1)`, d.MessageId)
		db.ExecContext(ctx, `INSERT INTO order_lines (order_id, sku) VALUES ($1, $2)`, "o", string(d.Body)) // want `handler consumeUniqueIgnored: a redelivery inserts a duplicate row \(INSERT INTO order_lines \(order_id, sku\) VALUES \(\$1, \$2\)\); dedupe on d\.MessageId`
		d.Ack(false)
	}
}

// consumeUniqueAssert claims d.MessageId the same way, the unique
// violation told by a type assertion on the driver's error.
func consumeUniqueAssert(ctx context.Context, ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES (?)`, d.MessageId)
		if me, ok := err.(*mysql.MySQLError); ok && me.Number == 1062 {
			tx.Rollback()
			d.Ack(false)
			continue
		}
		if err != nil {
			tx.Rollback()
			continue
		}
		tx.ExecContext(ctx, `INSERT INTO order_lines (order_id, sku) VALUES (?, ?)`, "o", string(d.Body))
		tx.Commit()
		d.Ack(false)
	}
}

// consumeForeignKey tells another violation by the same error type (a
// missing parent row): no claim, the append repeats.
func consumeForeignKey(ctx context.Context, ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		_, err := db.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1)`, d.MessageId)
		if pqErr, ok := err.(*pq.Error); ok && pqErr.Column == "order_id" {
			continue
		}
		db.ExecContext(ctx, `INSERT INTO order_lines (order_id, sku) VALUES ($1, $2)`, "o", string(d.Body)) // want `handler consumeForeignKey: a redelivery inserts a duplicate row \(INSERT INTO order_lines`
		d.Ack(false)
	}
}
