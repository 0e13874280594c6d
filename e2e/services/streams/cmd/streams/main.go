// Command streams runs the payment consumers.
package main

import (
	"context"
	"database/sql"
	"log"
	"os"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill-amqp/v3/pkg/amqp"
	wsql "github.com/ThreeDotsLabs/watermill-sql/v4/pkg/sql"
	"github.com/ThreeDotsLabs/watermill/components/cqrs"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/confluentinc/confluent-kafka-go/v2/kafka"
	"github.com/google/uuid"
	"github.com/twmb/franz-go/pkg/kgo"

	"github.com/idemlint/idemlint/e2e/services/streams/consumer"
	"github.com/idemlint/idemlint/e2e/services/streams/ledger"
)

func main() {
	ctx := context.Background()
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	store := &ledger.Store{DB: db}

	kc, err := kafka.NewConsumer(&kafka.ConfigMap{"bootstrap.servers": os.Getenv("KAFKA_ADDR"), "group.id": "streams"})
	if err != nil {
		log.Fatal(err)
	}
	kc.SubscribeTopics([]string{"payments"}, nil)
	kp, err := kafka.NewProducer(&kafka.ConfigMap{"bootstrap.servers": os.Getenv("KAFKA_ADDR")})
	if err != nil {
		log.Fatal(err)
	}
	c := &consumer.Confluent{C: kc, P: kp, Ledger: store}
	go c.Run(ctx)
	go c.RunOnce(ctx)
	go c.Relay(ctx)
	go c.RelayKeyed(ctx)

	cl, err := kgo.NewClient(kgo.SeedBrokers(os.Getenv("KAFKA_ADDR")), kgo.ConsumeTopics("payments"), kgo.ConsumerGroup("streams"))
	if err != nil {
		log.Fatal(err)
	}
	f := &consumer.Franz{Cl: cl, Ledger: store}
	go f.Run(ctx)
	go f.RunOnce(ctx)
	go f.Paid(ctx)
	go f.Forward(ctx)

	logger := watermill.NewStdLogger(false, false)
	sub, err := amqp.NewSubscriber(amqp.NewDurableQueueConfig(os.Getenv("AMQP_URL")), logger)
	if err != nil {
		log.Fatal(err)
	}
	out, err := wsql.NewPublisher(wsql.BeginnerFromStdSQL(db), wsql.PublisherConfig{SchemaAdapter: wsql.DefaultPostgreSQLSchema{}}, logger)
	if err != nil {
		log.Fatal(err)
	}
	p := &consumer.Pipe{Sub: sub, Out: out, Ledger: store}
	go p.Credit(ctx)
	go p.CreditOnce(ctx)
	go p.Outbox(ctx, uuid.NewString)

	router, err := message.NewRouter(message.RouterConfig{}, logger)
	if err != nil {
		log.Fatal(err)
	}
	pub, err := amqp.NewPublisher(amqp.NewDurableQueueConfig(os.Getenv("AMQP_URL")), logger)
	if err != nil {
		log.Fatal(err)
	}
	bus, err := cqrs.NewEventBusWithConfig(pub, cqrs.EventBusConfig{})
	if err != nil {
		log.Fatal(err)
	}
	ep, err := cqrs.NewEventProcessorWithConfig(router, cqrs.EventProcessorConfig{})
	if err != nil {
		log.Fatal(err)
	}
	cp, err := cqrs.NewCommandProcessorWithConfig(router, cqrs.CommandProcessorConfig{})
	if err != nil {
		log.Fatal(err)
	}
	h := &consumer.Handlers{Ledger: store, Events: bus}
	if err := h.Register(ep, cp); err != nil {
		log.Fatal(err)
	}
	log.Fatal(router.Run(ctx))
}
