// Package publish: publishing to another topic or queue with every modelled
// producer, unguarded and guarded by a SetNX claim on the sender's id.
package publish

import (
	"context"

	"cloud.google.com/go/pubsub"
	"github.com/IBM/sarama"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	babelqueue "github.com/babelqueue/babelqueue-go"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
	"github.com/riverqueue/river"
	"github.com/segmentio/kafka-go"
)

type fanout struct {
	kw    *kafka.Writer
	sp    sarama.SyncProducer
	ch    *amqp.Channel
	nc    *nats.Conn
	js    jetstream.JetStream
	sqs   *sqs.Client
	topic *pubsub.Topic
	aq    *asynq.Client
	wm    message.Publisher
	app   *babelqueue.App
	rc    *river.Client[any]
	rdb   *redis.Client
}

func (f *fanout) run(ctx context.Context, deliveries <-chan amqp.Delivery, ch *amqp.Channel) {
	in, _ := ch.Consume("in", "", false, false, false, false, nil)
	for d := range in {
		f.kw.WriteMessages(ctx, kafka.Message{Value: d.Body})                                                             // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish Writer\.WriteMessages\); dedupe on d\.MessageId`
		f.sp.SendMessage(&sarama.ProducerMessage{Topic: "out"})                                                           // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish SyncProducer\.SendMessage\); dedupe on d\.MessageId`
		f.ch.PublishWithContext(ctx, "", "out", false, false, amqp.Publishing{Body: d.Body})                              // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish Channel\.PublishWithContext\); dedupe on d\.MessageId`
		f.nc.Publish("out", d.Body)                                                                                       // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish Conn\.Publish\); dedupe on d\.MessageId`
		f.js.Publish(ctx, "out", d.Body)                                                                                  // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish Publisher\.Publish\); dedupe on d\.MessageId`
		f.sqs.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String("q"), MessageBody: aws.String(string(d.Body))}) // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish Client\.SendMessage\); dedupe on d\.MessageId`
		f.topic.Publish(ctx, &pubsub.Message{Data: d.Body})                                                               // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish Topic\.Publish\); dedupe on d\.MessageId`
		f.aq.Enqueue(asynq.NewTask("out", d.Body))                                                                        // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish Client\.Enqueue\); dedupe on d\.MessageId`
		f.wm.Publish("out", message.NewMessage("x", d.Body))                                                              // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish Publisher\.Publish\); dedupe on d\.MessageId`
		f.rc.Insert(ctx, outArgs{}, nil)                                                                                  // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish Client\.Insert\); dedupe on d\.MessageId`
		f.app.Publish(ctx, "urn:out", map[string]any{"body": d.Body})                                                     // want `handler \(\*fanout\)\.run: a redelivery publishes a duplicate message \(publish App\.Publish\); dedupe on d\.MessageId`
		d.Ack(false)
	}
}

func (f *fanout) runOnce(ctx context.Context, ch *amqp.Channel) {
	in, _ := ch.Consume("in", "", false, false, false, false, nil)
	for d := range in {
		if ok, err := f.rdb.SetNX(ctx, "fanout:"+d.MessageId, 1, 0).Result(); err != nil || !ok {
			d.Ack(false)
			continue
		}
		f.kw.WriteMessages(ctx, kafka.Message{Value: d.Body})
		f.sp.SendMessage(&sarama.ProducerMessage{Topic: "out"})
		f.ch.PublishWithContext(ctx, "", "out", false, false, amqp.Publishing{Body: d.Body})
		f.nc.Publish("out", d.Body)
		f.js.Publish(ctx, "out", d.Body)
		f.sqs.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String("q"), MessageBody: aws.String(string(d.Body))})
		f.topic.Publish(ctx, &pubsub.Message{Data: d.Body})
		f.aq.Enqueue(asynq.NewTask("out", d.Body))
		f.wm.Publish("out", message.NewMessage("x", d.Body))
		f.rc.Insert(ctx, outArgs{}, nil)
		f.app.Publish(ctx, "urn:out", map[string]any{"body": d.Body})
		d.Ack(false)
	}
}

type outArgs struct{}

func (outArgs) Kind() string { return "out" }

// forwardHeader republishes with the inbound MessageId in a header named as
// the sender's id: the next hop dedupes on it (clean), unless the header is
// not one (a trace header) or carries a minted value.
func (f *fanout) forwardHeader(ctx context.Context, ch *amqp.Channel) {
	in, _ := ch.Consume("in", "", false, false, false, false, nil)
	for d := range in {
		f.kw.WriteMessages(ctx, kafka.Message{Value: d.Body, Headers: []kafka.Header{{Key: "idempotency-key", Value: []byte(d.MessageId)}}})
		f.sp.SendMessage(&sarama.ProducerMessage{Topic: "out", Headers: []sarama.RecordHeader{{Key: []byte("message-id"), Value: []byte(d.MessageId)}}})
		f.ch.PublishWithContext(ctx, "", "out", false, false, amqp.Publishing{Headers: amqp.Table{"x-idempotency-key": d.MessageId}, Body: d.Body})
		f.ch.PublishWithContext(ctx, "", "out.retry", false, false, amqp.Publishing{MessageId: d.MessageId, Type: d.Type, Headers: d.Headers, Body: d.Body})
		f.kw.WriteMessages(ctx, kafka.Message{Value: d.Body, Headers: []kafka.Header{{Key: "traceparent", Value: []byte(d.MessageId)}}})                      // want `handler \(\*fanout\)\.forwardHeader: a redelivery publishes a duplicate message \(publish Writer\.WriteMessages\); dedupe on d\.MessageId`
		f.sp.SendMessage(&sarama.ProducerMessage{Topic: "out", Headers: []sarama.RecordHeader{{Key: []byte("message-id"), Value: []byte(uuid.NewString())}}}) // want `handler \(\*fanout\)\.forwardHeader: a redelivery publishes a duplicate message \(publish SyncProducer\.SendMessage\); dedupe on d\.MessageId`
		f.ch.PublishWithContext(ctx, "", "out", false, false, amqp.Publishing{Headers: amqp.Table{"x-idempotency-key": string(d.Body)}, Body: d.Body})        // want `handler \(\*fanout\)\.forwardHeader: a redelivery publishes a duplicate message \(publish Channel\.PublishWithContext\); dedupe on d\.MessageId`
		f.ch.PublishWithContext(ctx, "", "out.retry", false, false, amqp.Publishing{MessageId: uuid.NewString(), Body: d.Body})                               // want `handler \(\*fanout\)\.forwardHeader: a redelivery publishes a duplicate message \(publish Channel\.PublishWithContext\); dedupe on d\.MessageId`
		d.Ack(false)
	}
}
