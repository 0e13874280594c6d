// Command rewards-worker runs the rewards service's asynq server. The task
// handlers live in package worker; they are registered here.
package main

import (
	"database/sql"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/e2e/services/rewards/worker"
)

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	h := &worker.Handlers{
		DB:         db,
		RDB:        redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")}),
		HTTP:       &http.Client{Timeout: 10 * time.Second},
		WebhookURL: os.Getenv("WEBHOOK_URL"),
	}

	mux := asynq.NewServeMux()
	mux.HandleFunc(worker.TypeAddPoints, h.AddPoints)
	mux.HandleFunc(worker.TypeAddPointsOnce, h.AddPointsOnce)
	mux.HandleFunc(worker.TypeSendDigest, h.SendDigest)
	mux.HandleFunc(worker.TypeSendDigestOnce, h.SendDigestOnce)
	mux.HandleFunc(worker.TypeNotifyPartner, h.NotifyPartner)
	mux.HandleFunc(worker.TypeNotifyForwarded, h.NotifyForwarded)
	mux.Handle(worker.TypePostWebhook, asynq.HandlerFunc(h.PostWebhook))
	mux.Handle(worker.TypePostWebhookOnce, asynq.HandlerFunc(h.PostWebhookOnce))

	srv := asynq.NewServer(asynq.RedisClientOpt{Addr: os.Getenv("REDIS_ADDR")}, asynq.Config{Concurrency: 10})
	if err := srv.Run(mux); err != nil {
		log.Fatal(err)
	}
}
