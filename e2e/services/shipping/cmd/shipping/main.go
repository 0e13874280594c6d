// Command shipping runs the shipping service's asynq server; the handlers
// live in package handler and are registered here.
package main

import (
	"database/sql"
	"log"
	"os"

	"github.com/hibiken/asynq"
	"github.com/jmoiron/sqlx"

	"github.com/idemlint/idemlint/e2e/services/shipping/ent"
	"github.com/idemlint/idemlint/e2e/services/shipping/handler"
	"github.com/idemlint/idemlint/e2e/services/shipping/repository"
)

func main() {
	client, err := ent.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer client.Close()
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	h := &handler.Handler{
		Shipments: &repository.Shipments{Client: client},
		Audit:     &repository.Audit{DB: sqlx.NewDb(db, "postgres")},
		Rates:     &repository.Rates{DB: db},
	}

	mux := asynq.NewServeMux()
	mux.HandleFunc(handler.TypeShipmentRequested, h.ShipmentRequested)
	mux.HandleFunc(handler.TypeShipmentOnce, h.ShipmentOnce)
	mux.HandleFunc(handler.TypeDelivered, h.Delivered)
	mux.HandleFunc(handler.TypeLabelPrinted, h.LabelPrinted)
	mux.HandleFunc(handler.TypeQuoted, h.Quoted)
	mux.HandleFunc(handler.TypeAudited, h.Audited)

	srv := asynq.NewServer(asynq.RedisClientOpt{Addr: os.Getenv("REDIS_ADDR")}, asynq.Config{Concurrency: 10})
	if err := srv.Run(mux); err != nil {
		log.Fatal(err)
	}
}
