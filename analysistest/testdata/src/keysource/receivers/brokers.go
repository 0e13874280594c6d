// Package receivers: keys minted by the receiver in handlers of every
// library, each next to a clean look-alike whose minted value never reaches
// a key sink.
package receivers

import (
	"context"
	crand "crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"log"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"time"

	"cloud.google.com/go/pubsub"
	"github.com/IBM/sarama"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/oklog/ulid/v2"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
	"github.com/rs/xid"
	"github.com/segmentio/kafka-go"
	"github.com/segmentio/ksuid"

	"keysource/mint"
)

// --- kafka-go ---

func kafkaUUID(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		key := uuid.NewString()
		if ok, _ := rdb.SetNX(ctx, "dedupe:"+key, 1, time.Hour).Result(); !ok { // want `handler kafkaUUID uses a key minted by the receiver \(uuid\.NewString\(\)\) as Client\.SetNX key: a redelivery mints a new one; use the sender's id$`
			continue
		}
		r.CommitMessages(ctx, m)
	}
}

func kafkaTraceID(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		span := uuid.NewString() // a span id for logs: never a key
		log.Printf("span=%s offset=%d", span, m.Offset)
		id := ""
		for _, h := range m.Headers {
			if h.Key == "idempotency-key" {
				id = string(h.Value)
			}
		}
		// the value stored under the sender's key is a timestamp: not a key
		if ok, _ := rdb.SetNX(ctx, "dedupe:"+id, time.Now().Unix(), time.Hour).Result(); !ok {
			continue
		}
		r.CommitMessages(ctx, m)
	}
}

// --- sarama ---

type ulidGroup struct{ rdb *redis.Client }

func (ulidGroup) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (ulidGroup) Cleanup(sarama.ConsumerGroupSession) error { return nil }
func (g ulidGroup) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		if ok, _ := g.rdb.SetNX(context.Background(), ulid.Make().String(), 1, time.Hour).Result(); ok { // want `handler \(ulidGroup\).ConsumeClaim uses a key minted by the receiver \(ulid.Make\(\)\)`
			sess.MarkMessage(msg, "")
		}
	}
	return nil
}

type fileGroup struct{ dir string }

func (fileGroup) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (fileGroup) Cleanup(sarama.ConsumerGroupSession) error { return nil }
func (g fileGroup) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		// a file name, not a key
		os.WriteFile(filepath.Join(g.dir, ulid.Make().String()+".json"), msg.Value, 0o644)
		sess.MarkMessage(msg, "")
	}
	return nil
}

// --- amqp ---

func amqpKSUID(ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		db.Exec(`INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, ksuid.New().String()) // want `handler amqpKSUID uses a key minted by the receiver \(ksuid\.New\(\)\) as the key column of I.*: a redelivery mints a new one; use the sender's id: d\.MessageId`
		d.Ack(false)
	}
}

// A row created under a dedupe guard keyed by the sender's id gets a minted
// primary key: that is fine.
func amqpRowID(ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		res, _ := db.Exec(`INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
		if n, _ := res.RowsAffected(); n == 0 {
			d.Ack(false)
			continue
		}
		db.Exec(`INSERT INTO orders (id, body) VALUES ($1, $2)`, ksuid.New().String(), d.Body)
		d.Ack(false)
	}
}

// --- nats ---

var seq int64

// natsCounters: ids from counters and generators of package mint.
func natsCounters(nc *nats.Conn, rdb *redis.Client, node *mint.Node) {
	nc.Subscribe("n1", func(m *nats.Msg) {
		rdb.SetNX(context.Background(), "audit:"+mint.Next(), 1, time.Hour) // want `handler func literal in natsCounters uses a key minted by the receiver \(mint\.Next\(\)\) as Client\.SetNX key: a redelivery mints a new one; use the sender's id$`
	})
	nc.Subscribe("n2", func(m *nats.Msg) {
		rdb.SetNX(context.Background(), "audit:"+node.NewID(), 1, time.Hour) // want `handler func literal in natsCounters uses a key minted by the receiver \(Node\.NewID\(\)\) as Client\.SetNX key: a redelivery mints a new one; use the sender's id$`
	})
	nc.Subscribe("n3", func(m *nats.Msg) {
		rdb.SetNX(context.Background(), "audit:"+mint.Serial(), 1, time.Hour) // want `handler func literal in natsCounters uses a key minted by the receiver \(mint\.Serial\(\)\) as Client\.SetNX key: a redelivery mints a new one; use the sender's id$`
	})
	nc.Subscribe("n4", func(m *nats.Msg) {
		rdb.SetNX(context.Background(), "audit:"+mint.Short(), 1, time.Hour) // want `handler func literal in natsCounters uses a key minted by the receiver \(mint\.Short\(\)\) as Client\.SetNX key: a redelivery mints a new one; use the sender's id$`
	})
	nc.Subscribe("n5", func(m *nats.Msg) {
		deliveries++
		rdb.SetNX(context.Background(), fmt.Sprint("local:", deliveries), 1, time.Hour) // want `handler func literal in natsCounters uses a key minted by the receiver \(the counter.*\) as Client\.Se.*: a redelivery mints a new one; use the sender's id$`
	})
	// clean look-alikes
	nc.Subscribe("n1.ok", func(m *nats.Msg) {
		rdb.SetNX(context.Background(), mint.Counted(m.Header.Get(nats.MsgIdHdr)), 1, time.Hour)
	})
	nc.Subscribe("n2.ok", func(m *nats.Msg) {
		rdb.SetNX(context.Background(), node.Scoped(m.Header.Get(nats.MsgIdHdr)), 1, time.Hour)
	})
	nc.Subscribe("n3.ok", func(m *nats.Msg) {
		rdb.SetNX(context.Background(), mint.Named(m.Header.Get(nats.MsgIdHdr)), 1, time.Hour)
	})
	nc.Subscribe("n4.ok", func(m *nats.Msg) {
		attempt := 0
		for attempt < 3 {
			attempt++
			if rdb.SetNX(context.Background(), m.Header.Get(nats.MsgIdHdr), attempt, time.Hour).Err() == nil {
				break
			}
		}
	})
}

var deliveries int

func natsMints(nc *nats.Conn, js jetstream.JetStream, rdb *redis.Client) {
	nc.Subscribe("a", func(m *nats.Msg) {
		rdb.SetNX(context.Background(), xid.New().String(), 1, time.Hour) // want `handler func literal in natsMints uses a key minted by the receiver \(xid\.New\(\)\) as Client\.SetNX key: a redelivery mints a new one; use the sender's id$`
	})
	nc.Subscribe("b", func(m *nats.Msg) {
		out := nats.NewMsg("billing")
		out.Header.Set(nats.MsgIdHdr, strconv.FormatInt(time.Now().UnixNano(), 10)) // want `handler func literal in natsMints uses a key minted by the receiver \(time\.Now\(\)\) as the "Nats-Msg-Id" header: a redelivery mints a new one; use the sender's id$`
		nc.PublishMsg(out)
	})
	nc.Subscribe("c", func(m *nats.Msg) {
		js.Publish(context.Background(), "billing", m.Data, jetstream.WithMsgID(fmt.Sprint(atomic.AddInt64(&seq, 1)))) // want `handler func literal in natsMints uses a key minted by the receiver \(atomic\.AddI.*\) as jetstream.*: a redelivery mints a new one; use the sender's id$`
	})
	nc.Subscribe("d", func(m *nats.Msg) {
		rdb.SetNX(context.Background(), mint.NewKey(), 1, time.Hour) // want `handler func literal in natsMints uses a key minted by the receiver \(mint\.NewKey\(\)\) as Client\.SetNX key: a redelivery mints a new one; use the sender's id$`
	})
	nc.Subscribe("e", func(m *nats.Msg) {
		key := m.Header.Get(nats.MsgIdHdr)
		if key == "" {
			key = uuid.NewString()
		}
		rdb.SetNX(context.Background(), key, 1, time.Hour) // want `handler func literal in natsMints invents a key when the sender sent none \(uuid\.NewString\(\)\): a redelivery without one runs again; reject the message instead`
	})
	// clean look-alikes
	nc.Subscribe("a.ok", func(m *nats.Msg) {
		rdb.SetNX(context.Background(), mint.Prefixed(m.Header.Get(nats.MsgIdHdr)), 1, time.Hour)
	})
	nc.Subscribe("b.ok", func(m *nats.Msg) {
		out := nats.NewMsg("billing")
		out.Header.Set(nats.MsgIdHdr, m.Header.Get(nats.MsgIdHdr))
		out.Header.Set("traceparent", "00-"+uuid.NewString()+"-01") // trace context, not a key
		nc.PublishMsg(out)
	})
	nc.Subscribe("e.ok", func(m *nats.Msg) {
		key := m.Header.Get(nats.MsgIdHdr)
		if key == "" {
			log.Printf("rejecting message without id (corr %s)", uuid.NewString())
			m.Term()
			return
		}
		rdb.SetNX(context.Background(), key, 1, time.Hour)
	})
}

// --- sqs ---

func sqsRand(ctx context.Context, c *sqs.Client, url, out string) {
	for {
		res, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
		if err != nil {
			return
		}
		for _, msg := range res.Messages {
			c.SendMessage(ctx, &sqs.SendMessageInput{
				QueueUrl:               aws.String(out),
				MessageBody:            msg.Body,
				MessageDeduplicationId: aws.String(strconv.Itoa(rand.Int())), // want `handler sqsRand uses a key minted by the receiver \(rand.Int\(\)\) as SendMessageInput.MessageDeduplicationId`
			})
		}
	}
}

func sqsTraceAttr(ctx context.Context, c *sqs.Client, url, out string) {
	for {
		res, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
		if err != nil {
			return
		}
		for _, msg := range res.Messages {
			log.Printf("forwarding %s as hop %s", aws.ToString(msg.MessageId), xid.New().String())
			c.SendMessage(ctx, &sqs.SendMessageInput{
				QueueUrl:               aws.String(out),
				MessageBody:            msg.Body,
				MessageDeduplicationId: aws.String("fwd-" + aws.ToString(msg.MessageId)),
			})
		}
	}
}

func sqsForwardID(ctx context.Context, c *sqs.Client, url, out string) {
	for {
		res, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
		if err != nil {
			return
		}
		for _, msg := range res.Messages {
			c.SendMessage(ctx, &sqs.SendMessageInput{
				QueueUrl:               aws.String(out),
				MessageBody:            aws.String(fmt.Sprintf("%s (jitter %d)", aws.ToString(msg.Body), rand.Intn(10))),
				MessageDeduplicationId: msg.MessageId,
			})
		}
	}
}

// --- pubsub ---

func pubsubCryptoRand(ctx context.Context, sub *pubsub.Subscription, rdb *redis.Client) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		b := make([]byte, 16)
		crand.Read(b)
		if ok, _ := rdb.SetNX(ctx, hex.EncodeToString(b), 1, time.Hour).Result(); !ok { // want `handler func literal in pubsubCryptoRand uses a key minted by the receiver \(rand\.Read\(.*\)\) as Client\.Se.*: a redelivery mints a new one; use the sender's id$`
			return
		}
		m.Ack()
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		b := make([]byte, 16)
		crand.Read(b)
		log.Printf("nonce %x", b) // never a key
		if ok, _ := rdb.SetNX(ctx, m.ID, 1, time.Hour).Result(); !ok {
			return
		}
		m.Ack()
	})
}
