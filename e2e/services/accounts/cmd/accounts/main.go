// Command accounts serves the accounts API and runs its consumers.
package main

import (
	"context"
	"database/sql"
	"log"
	"net/http"
	"os"

	"github.com/nats-io/nats.go"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/e2e/services/accounts/api"
	"github.com/idemlint/idemlint/e2e/services/accounts/consumer"
	"github.com/idemlint/idemlint/e2e/services/accounts/presence"
	"github.com/idemlint/idemlint/e2e/services/accounts/store"
)

func main() {
	ctx := context.Background()
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	rdb := redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")})
	reader := func(topic string) *kafka.Reader {
		return kafka.NewReader(kafka.ReaderConfig{Brokers: []string{os.Getenv("KAFKA_ADDR")}, GroupID: "accounts", Topic: topic})
	}
	c := &consumer.Consumer{R: reader("profiles"), DB: db, RDB: rdb}
	c.Start(ctx)
	go c.Enrich(ctx)
	go c.EnrichInline(ctx)
	go c.Tags(ctx)
	for _, run := range []func(context.Context) error{c.SetNXIgnored, c.HSetNXIgnored, c.SAddIgnored, c.InsertIgnored, c.SetNXClaim} {
		go run(ctx)
	}
	conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
	if err != nil {
		log.Fatal(err)
	}
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	if err := c.StartAMQP(ctx, ch); err != nil {
		log.Fatal(err)
	}
	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	if _, err := presence.Track(nc, rdb); err != nil {
		log.Fatal(err)
	}
	a := &api.API{RDB: rdb, Auth: &store.Auth{RDB: rdb}, Check: func(email, password string) bool { return false }}
	log.Fatal(http.ListenAndServe(":8080", a.Routes()))
}
