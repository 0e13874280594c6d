// Command wired builds the adapters and hands them to the handlers: the
// package where the handlers' calls through ports are resolved.
package main

import (
	"context"
	"database/sql"
	"log"
	"net/http"
	"os"

	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/e2e/services/wired/adapters"
	"github.com/idemlint/idemlint/e2e/services/wired/app"
	"github.com/idemlint/idemlint/e2e/services/wired/handlers"
)

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	rc := redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")})
	mail := &adapters.SMTPMailer{Addr: os.Getenv("SMTP_ADDR")}
	store := &adapters.PGOrders{DB: db}
	inbox := &adapters.RedisInbox{R: rc}
	c := &handlers.Consumer{
		Reader: kafka.NewReader(kafka.ReaderConfig{Brokers: []string{os.Getenv("KAFKA")}, Topic: "orders", GroupID: "wired"}),
		Orders: &app.Orders{Repo: store, Mail: mail},
		Store:  store,
		Mail:   mail,
		Inbox:  inbox,
	}
	go func() { log.Fatal(c.Confirmations(context.Background())) }()
	go func() { log.Fatal(c.Payments(context.Background())) }()
	go func() { log.Fatal(c.Receipts(context.Background())) }()
	h := &handlers.HTTP{Mail: mail, Inbox: inbox}
	http.HandleFunc("POST /invite", h.Invite)
	http.HandleFunc("POST /invite-once", h.InviteOnce)
	log.Fatal(http.ListenAndServe(":8080", nil))
}
