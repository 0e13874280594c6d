// Command events wires the events service.
package main

import (
	"context"
	"database/sql"
	"log"
	"os"

	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
	"gocloud.dev/pubsub"

	"github.com/idemlint/idemlint/e2e/services/events/consumer"
	"github.com/idemlint/idemlint/e2e/services/events/handlers"
	"github.com/idemlint/idemlint/e2e/services/events/idgen"
	"github.com/idemlint/idemlint/e2e/services/events/mqs"
)

func main() {
	ctx := context.Background()
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	rdb := redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")})
	open := func(name string) *pubsub.Subscription {
		sub, err := pubsub.OpenSubscription(ctx, os.Getenv("PUBSUB_URL")+name)
		if err != nil {
			log.Fatal(err)
		}
		return sub
	}
	h := &handlers.Handlers{DB: db, RDB: rdb}
	ids := idgen.NewNode(7)
	go (&mqs.Subscriber{Sub: open("signups"), IDs: ids}).Run(ctx, h.CountSignup)
	go (&mqs.Subscriber{Sub: open("tally"), IDs: idgen.Short{}}).Run(ctx, h.Tally)
	go (&mqs.Subscriber{Sub: open("tally.v2"), IDs: ids}).Run(ctx, h.TallyOnce)

	go consumer.Tally(ctx, open("raw.tally"), db)
	go consumer.TallyOnce(ctx, open("raw.tally.v2"), db)
	go consumer.CountSignups(ctx, open("raw.signups"), rdb, ids)
	go consumer.CountSignupsStrict(ctx, open("raw.signups.v2"), rdb)

	reader := func(topic string) *kafka.Reader {
		return kafka.NewReader(kafka.ReaderConfig{Brokers: []string{os.Getenv("KAFKA_ADDR")}, GroupID: "events", Topic: topic})
	}
	go consumer.AuditByCounter(ctx, reader("audit.1"), rdb)
	go consumer.AuditByGenerator(ctx, reader("audit.2"), rdb, ids)
	go consumer.AuditByShortUUID(ctx, reader("audit.3"), rdb)
	go consumer.AuditByRandom(ctx, reader("audit.4"), rdb)
	if err := consumer.AuditByEventID(ctx, reader("audit.5"), rdb); err != nil {
		log.Fatal(err)
	}
}
