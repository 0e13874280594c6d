// Command checkout serves the checkout API and runs its payment-event
// consumers.
package main

import (
	"context"
	"database/sql"
	"log"
	"net/http"
	"os"

	"github.com/gin-gonic/gin"
	"github.com/labstack/echo/v4"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/e2e/services/checkout/api"
	"github.com/idemlint/idemlint/e2e/services/checkout/events"
	"github.com/idemlint/idemlint/e2e/services/checkout/store/redisstore"
	"github.com/idemlint/idemlint/e2e/services/checkout/store/sqlstore"
)

func main() {
	ctx := context.Background()
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	rdb := redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")})
	a := &api.API{DB: db, RDB: rdb, Store: sqlstore.New(db)}

	mux := a.Mux()
	mux.Handle("/", a.Routes())
	mux.HandleFunc("POST /deposits", a.Deposit)
	mux.HandleFunc("POST /deposits/v2", a.DepositOnce)
	mux.HandleFunc("GET /accounts/{id}/balance", a.Balance)

	g := gin.New()
	a.GinRoutes(g)
	e := echo.New()
	a.EchoRoutes(e)

	c := &events.Consumer{
		Reader: kafka.NewReader(kafka.ReaderConfig{Brokers: []string{os.Getenv("KAFKA_ADDR")}, GroupID: "checkout", Topic: "payments.settled"}),
		RDB:    rdb,
		Inbox:  &redisstore.Inbox{RDB: rdb},
		Seen:   &redisstore.Set{RDB: rdb, Key: "settled:seen"},
	}
	go c.RunInbox(ctx)
	go c.RunSet(ctx)
	go g.Run(":8081")
	go e.Start(":8082")
	log.Fatal(http.ListenAndServe(":8080", mux))
}
