// Package brokers: payload-derived keys in broker consumers (kafka-go,
// sarama, amqp, nats, sqs, pubsub), each bug next to a clean look-alike.
package brokers

import (
	"context"
	"crypto/md5"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"time"

	"cloud.google.com/go/pubsub"
	"github.com/IBM/sarama"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"

	"payloadkey/keys"
)

// --- kafka-go ---

// kafkaTopicAndHash dedupes on the topic plus a hash of the body.
func kafkaTopicAndHash(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, _ := r.FetchMessage(ctx)
		sum := sha256.Sum256(m.Value)
		rdb.SetNX(ctx, m.Topic+":"+hex.EncodeToString(sum[:]), 1, time.Hour) // want `handler kafkaTopicAndHash derives .*SetNX key only from the payload`
	}
}

// kafkaTopicAndHeader dedupes on the topic plus the producer's id: clean.
func kafkaTopicAndHeader(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, _ := r.FetchMessage(ctx)
		for _, h := range m.Headers {
			if h.Key == "idempotency-key" {
				rdb.SetNX(ctx, m.Topic+":"+string(h.Value), 1, time.Hour)
			}
		}
	}
}

var bodyNS = uuid.MustParse("6ba7b814-9dad-11d1-80b4-00c04fd430c8")

// mutableNS is assigned after init: not a constant.
var mutableNS = uuid.MustParse("6ba7b814-9dad-11d1-80b4-00c04fd430c8")

func SetNS(ns uuid.UUID) { mutableNS = ns }

// kafkaBodyUUID dedupes on a name-based uuid of the body.
func kafkaBodyUUID(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, _ := r.FetchMessage(ctx)
		rdb.SetNX(ctx, uuid.NewSHA1(bodyNS, m.Value).String(), 1, time.Hour)    // want `handler kafkaBodyUUID derives .*SetNX key only from the payload`
		rdb.SetNX(ctx, uuid.NewMD5(bodyNS, m.Value).String(), 1, time.Hour)     // want `handler kafkaBodyUUID derives .*SetNX key only from the payload`
		rdb.SetNX(ctx, uuid.NewSHA1(mutableNS, m.Value).String(), 1, time.Hour) // a namespace set at run time: not judged
	}
}

// kafkaSenderUUID dedupes on a name-based uuid of the producer's id: clean.
func kafkaSenderUUID(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, _ := r.FetchMessage(ctx)
		for _, h := range m.Headers {
			if h.Key == "idempotency-key" {
				rdb.SetNX(ctx, uuid.NewSHA1(bodyNS, h.Value).String(), 1, time.Hour)
			}
		}
	}
}

func kafkaHashedBody(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		sum := sha256.Sum256(m.Value)
		key := hex.EncodeToString(sum[:])
		if ok, _ := rdb.SetNX(ctx, "dedupe:"+key, 1, time.Hour).Result(); !ok { // want `handler kafkaHashedBody derives Client\.SetNX key only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
			continue
		}
		r.CommitMessages(ctx, m)
	}
}

func kafkaHeaderKey(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		id := ""
		for _, h := range m.Headers {
			if h.Key == "idempotency-key" {
				id = string(h.Value)
			}
		}
		if ok, _ := rdb.SetNX(ctx, "dedupe:"+id, 1, time.Hour).Result(); !ok {
			continue
		}
		r.CommitMessages(ctx, m)
	}
}

func kafkaSetArgsNX(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		key := keys.BodyKey(m.Value)
		if err := rdb.SetArgs(ctx, key, 1, redis.SetArgs{Mode: "NX", TTL: time.Hour}).Err(); err != nil { // want `handler kafkaSetArgsNX derives cmdable\.SetArgs \(NX.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
			continue
		}
		r.CommitMessages(ctx, m)
	}
}

// SET without NX by content hash is a cache write, not a claim.
func kafkaSetArgsCache(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		rdb.SetArgs(ctx, "render:"+keys.BodyKey(m.Value), m.Value, redis.SetArgs{TTL: time.Hour})
		r.CommitMessages(ctx, m)
	}
}

// A content hash compared against a checksum header: not a key.
func kafkaChecksum(ctx context.Context, r *kafka.Reader, rdb *redis.Client) {
	for {
		m, err := r.ReadMessage(ctx)
		if err != nil {
			return
		}
		sum := sha256.Sum256(m.Value)
		for _, h := range m.Headers {
			if h.Key == "sha256" && string(h.Value) != hex.EncodeToString(sum[:]) {
				continue
			}
		}
		// a cache lookup by content hash is not a dedupe key either
		rdb.Get(ctx, "cache:"+hex.EncodeToString(sum[:]))
	}
}

// --- sarama ---

type hashingGroup struct{ rdb *redis.Client }

func (hashingGroup) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (hashingGroup) Cleanup(sarama.ConsumerGroupSession) error { return nil }
func (g hashingGroup) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		key := fmt.Sprintf("order:%x", md5.Sum(msg.Value))
		if ok, _ := g.rdb.SetNX(context.Background(), key, 1, time.Hour).Result(); ok { // want `handler \(hashingGroup\)\.ConsumeClaim derives Client\.Se.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
			sess.MarkMessage(msg, "")
		}
	}
	return nil
}

type mixingGroup struct{ rdb *redis.Client }

func (mixingGroup) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (mixingGroup) Cleanup(sarama.ConsumerGroupSession) error { return nil }
func (g mixingGroup) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		id := ""
		for _, h := range msg.Headers {
			if string(h.Key) == "idempotency-key" {
				id = string(h.Value)
			}
		}
		key := keys.Mixed(id, msg.Value) // the sender's id mixed in
		if ok, _ := g.rdb.SetNX(context.Background(), key, 1, time.Hour).Result(); ok {
			sess.MarkMessage(msg, "")
		}
	}
	return nil
}

// --- amqp ---

type order struct {
	CustomerID string `json:"customer_id"`
	SKU        string `json:"sku"`
}

type event struct {
	EventID string `json:"event_id"` // declared a sender id by default (SenderFields)
	SKU     string `json:"sku"`
}

func amqpBodyHelper(ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		key := keys.BodyKey(d.Body)                                                                    // a helper in another package (facts)
		db.Exec(`INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, key) // want `handler amqpBodyHelper derives the key column of I.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
		d.Ack(false)
	}
}

func amqpMessageID(ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		db.Exec(`INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
		d.Ack(false)
	}
}

// The body hash goes to another column; the key column holds the sender's id.
func amqpHashColumn(ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		db.Exec(`INSERT INTO processed_messages (body_sha256, message_id, processed_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING`, keys.BodyKey(d.Body), d.MessageId)
		d.Ack(false)
	}
}

func amqpFields(ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		var o order
		json.Unmarshal(d.Body, &o)
		key := o.CustomerID + ":" + o.SKU                              // payload fields alone
		db.Exec(`INSERT INTO idempotency_keys (key) VALUES ($1)`, key) // want `handler amqpFields derives the key column of I.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
		d.Ack(false)
	}
}

func amqpEventID(ch *amqp.Channel, db *sql.DB) {
	deliveries, _ := ch.Consume("events", "", false, false, false, false, nil)
	for d := range deliveries {
		var e event
		json.Unmarshal(d.Body, &e)
		db.Exec(`INSERT INTO idempotency_keys (key) VALUES ($1)`, e.EventID) // the envelope's event_id
		d.Ack(false)
	}
}

// --- nats ---

func natsSubscribe(nc *nats.Conn, js jetstream.JetStream, rdb *redis.Client) {
	nc.Subscribe("orders", func(m *nats.Msg) {
		key := fmt.Sprintf("%x", sha256.Sum256(m.Data))
		if ok, _ := rdb.SetNX(context.Background(), key, 1, time.Hour).Result(); !ok { // want `handler func literal in natsSubscribe derives Client\.Se.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's.*`
			return
		}
	})
	nc.Subscribe("orders.forward", func(m *nats.Msg) {
		out := nats.NewMsg("billing")
		out.Data = m.Data
		out.Header.Set(nats.MsgIdHdr, keys.BodyKey(m.Data)) // want `handler func literal in natsSubscribe derives the "Nats.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's.*`
		nc.PublishMsg(out)
	})
	nc.Subscribe("orders.js", func(m *nats.Msg) {
		js.Publish(context.Background(), "billing", m.Data, jetstream.WithMsgID(keys.BodyKey(m.Data))) // want `handler func literal in natsSubscribe derives jetstream.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's.*`
	})
	// clean look-alikes
	nc.Subscribe("orders.ok", func(m *nats.Msg) {
		if ok, _ := rdb.SetNX(context.Background(), "seen:"+m.Header.Get(nats.MsgIdHdr), 1, time.Hour).Result(); !ok {
			return
		}
	})
	nc.Subscribe("orders.forward.ok", func(m *nats.Msg) {
		out := nats.NewMsg("billing")
		out.Data = m.Data
		out.Header.Set(nats.MsgIdHdr, m.Header.Get(nats.MsgIdHdr))
		out.Header.Set("Content-Sha256", keys.BodyKey(m.Data)) // a checksum header, not a key
		nc.PublishMsg(out)
	})
	nc.Subscribe("orders.js.ok", func(m *nats.Msg) {
		js.Publish(context.Background(), "billing", m.Data, jetstream.WithMsgID(m.Header.Get(nats.MsgIdHdr)))
	})
}

// --- sqs ---

func sqsForward(ctx context.Context, c *sqs.Client, url, out string) {
	for {
		res, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
		if err != nil {
			return
		}
		for _, msg := range res.Messages {
			body := aws.ToString(msg.Body)
			c.SendMessage(ctx, &sqs.SendMessageInput{
				QueueUrl:               aws.String(out),
				MessageBody:            aws.String(body),
				MessageDeduplicationId: aws.String(keys.Of(body)), // want `handler sqsForward derives SendMessageInput\.Me.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
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
				MessageBody:            msg.Body,
				MessageDeduplicationId: msg.MessageId,
			})
		}
	}
}

// --- pubsub ---

func pubsubReceive(ctx context.Context, sub *pubsub.Subscription, store *keys.Store) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		h := fnv.New64a()
		h.Write(m.Data)
		key := strconv.FormatUint(h.Sum64(), 16)
		if store.Seen(ctx, key) { // want `handler func literal in pubsubReceive derives Client\.Se.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's.*`
			m.Ack()
			return
		}
		m.Ack()
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		if store.Seen(ctx, m.ID) {
			m.Ack()
			return
		}
		m.Ack()
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		parts := []string{m.OrderingKey, string(m.Data)}
		store.Mark(ctx, strings.Join(parts, "|")) // want `handler func literal in pubsubReceive derives the key c.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's.*`
		m.Ack()
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		store.Mark(ctx, strings.Join([]string{m.ID, string(m.Data)}, "|")) // the sender's id mixed in
		m.Ack()
	})
}
