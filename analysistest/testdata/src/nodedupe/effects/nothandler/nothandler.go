// Package nothandler: the same effects in code that no broker redelivers to:
// main, a migration, a CLI command. Nothing here is reported.
package main

import (
	"context"
	"database/sql"
	"flag"
	"net/smtp"

	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

func migrate(db *sql.DB) {
	db.Exec(`UPDATE accounts SET balance = balance + 0 WHERE balance IS NULL`)
	db.Exec(`INSERT INTO schema_migrations (version) VALUES (42)`)
}

func chargeCmd(amount int64) {
	paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)})
	smtp.SendMail("mail:25", nil, "ops@example.com", []string{"ops@example.com"}, []byte("charged"))
}

func main() {
	amount := flag.Int64("amount", 0, "")
	flag.Parse()
	db, _ := sql.Open("postgres", "")
	migrate(db)
	chargeCmd(*amount)
	redis.NewClient(&redis.Options{}).Incr(context.Background(), "runs")
}
