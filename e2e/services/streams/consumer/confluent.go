// Package consumer holds the streams service's consumers: confluent-kafka-go
// and franz-go loops, watermill cqrs handlers and a watermill-amqp
// subscription, crediting accounts through the ledger store.
package consumer

import (
	"context"
	"encoding/json"
	"time"

	"github.com/confluentinc/confluent-kafka-go/v2/kafka"

	"github.com/idemlint/idemlint/e2e/services/streams/ledger"
)

type Payment struct {
	Account string `json:"account"`
	Cents   int64  `json:"cents"`
}

// header returns a producer-set header.
func header(m *kafka.Message, key string) string {
	for _, h := range m.Headers {
		if h.Key == key {
			return string(h.Value)
		}
	}
	return ""
}

type Confluent struct {
	C      *kafka.Consumer
	P      *kafka.Producer
	Ledger *ledger.Store
}

// Run credits every payment it polls, with no dedupe.
func (c *Confluent) Run(ctx context.Context) {
	for {
		switch e := c.C.Poll(100).(type) {
		case *kafka.Message:
			var p Payment
			if err := json.Unmarshal(e.Value, &p); err != nil {
				continue
			}
			c.Ledger.Credit(ctx, p.Account, p.Cents) // expect: nodedupe `handler \(\*Confluent\)\.Run: a redelivery bumps a counter again; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
			c.C.CommitMessage(e)
		case kafka.Error:
			if e.IsFatal() {
				return
			}
		}
	}
}

// RunOnce credits once per producer-set idempotency key.
func (c *Confluent) RunOnce(ctx context.Context) {
	for {
		m, err := c.C.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		var p Payment
		if err := json.Unmarshal(m.Value, &p); err != nil {
			continue
		}
		if err := c.Ledger.CreditOnce(ctx, header(m, "idempotency-key"), p.Account, p.Cents); err == nil {
			c.C.CommitMessage(m)
		}
	}
}

// Relay republishes each payment: without the inbound key the next hop
// cannot tell a redelivered copy from a new payment.
func (c *Confluent) Relay(ctx context.Context) {
	topic := "payments.audit"
	for {
		m, err := c.C.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		c.P.Produce(&kafka.Message{TopicPartition: kafka.TopicPartition{Topic: &topic, Partition: kafka.PartitionAny}, Value: m.Value}, nil) // expect: nodedupe `handler \(\*Confluent\)\.Relay: a redelivery publishes a duplicate message; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in m\.Headers`
	}
}

// RelayKeyed forwards the inbound key in a header: the next hop dedupes.
func (c *Confluent) RelayKeyed(ctx context.Context) {
	topic := "payments.audit"
	for {
		m, err := c.C.ReadMessage(time.Second)
		if err != nil {
			continue
		}
		c.P.Produce(&kafka.Message{
			TopicPartition: kafka.TopicPartition{Topic: &topic, Partition: kafka.PartitionAny},
			Value:          m.Value,
			Headers:        []kafka.Header{{Key: "idempotency-key", Value: []byte(header(m, "idempotency-key"))}},
		}, nil)
	}
}
