// Command bank-worker runs the bank's task processor and its billing cron.
package main

import (
	"context"
	"log"
	"os"
	"time"

	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgxpool"

	db "github.com/idemlint/idemlint/e2e/services/bank/db/sqlc"
	"github.com/idemlint/idemlint/e2e/services/bank/mail"
	"github.com/idemlint/idemlint/e2e/services/bank/service"
	"github.com/idemlint/idemlint/e2e/services/bank/worker"
)

func main() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	store := db.NewStore(pool)
	mailer := mail.NewGmailSender("Bank", os.Getenv("EMAIL_ADDRESS"), os.Getenv("EMAIL_PASSWORD"))
	payments := &service.Payments{}
	processor := worker.NewRedisTaskProcessor(asynq.RedisClientOpt{Addr: os.Getenv("REDIS_ADDR")}, store, mailer, payments)
	go func() {
		for range time.Tick(24 * time.Hour) {
			_ = payments.ChargeMonthly(ctx, "cus_monthly", 999)
			_ = payments.ChargeMonthlyOnce(ctx, "cus_monthly", 999)
		}
	}()
	if err := processor.Start(); err != nil {
		log.Fatal(err)
	}
}
