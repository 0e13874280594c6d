// Package relay forwards messages between brokers: kafka-go, sarama and
// amqp091-go publishes with and without the inbound message id in a header.
package relay

import (
	"context"

	"github.com/IBM/sarama"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/segmentio/kafka-go"
)

func kafkaHeader(m kafka.Message, name string) []byte {
	for _, h := range m.Headers {
		if h.Key == name {
			return h.Value
		}
	}
	return nil
}

// Kafka forwards with the inbound idempotency-key header: clean (the next hop
// dedupes on it).
func Kafka(ctx context.Context, r *kafka.Reader, w *kafka.Writer) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		err = w.WriteMessages(ctx, kafka.Message{
			Key:     m.Key,
			Value:   m.Value,
			Headers: []kafka.Header{{Key: "idempotency-key", Value: kafkaHeader(m, "idempotency-key")}},
		})
		if err != nil {
			continue
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// KafkaBare forwards without any id: nodedupe bug.
func KafkaBare(ctx context.Context, r *kafka.Reader, w *kafka.Writer) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := w.WriteMessages(ctx, kafka.Message{Key: m.Key, Value: m.Value}); err != nil { // expect: nodedupe `handler KafkaBare: a redelivery publishes a duplicate message`
			continue
		}
		_ = r.CommitMessages(ctx, m)
	}
}

func saramaHeader(msg *sarama.ConsumerMessage, name string) []byte {
	for _, h := range msg.Headers {
		if string(h.Key) == name {
			return h.Value
		}
	}
	return nil
}

// Sarama forwards with the inbound idempotency-key header: clean.
type Sarama struct{ Producer sarama.SyncProducer }

func (*Sarama) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (*Sarama) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (s *Sarama) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		_, _, err := s.Producer.SendMessage(&sarama.ProducerMessage{
			Topic:   "orders.out",
			Key:     sarama.ByteEncoder(msg.Key),
			Value:   sarama.ByteEncoder(msg.Value),
			Headers: []sarama.RecordHeader{{Key: []byte("idempotency-key"), Value: saramaHeader(msg, "idempotency-key")}},
		})
		if err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// SaramaBare forwards without any id: nodedupe bug.
type SaramaBare struct{ Producer sarama.SyncProducer }

func (*SaramaBare) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (*SaramaBare) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (s *SaramaBare) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	for msg := range claim.Messages() {
		_, _, err := s.Producer.SendMessage(&sarama.ProducerMessage{Topic: "orders.out", Value: sarama.ByteEncoder(msg.Value)}) // expect: nodedupe `handler \(\*SaramaBare\)\.ConsumeClaim: a redelivery publishes a duplicate message`
		if err != nil {
			return err
		}
		sess.MarkMessage(msg, "")
	}
	return nil
}

// AMQP forwards with the inbound MessageId in a header: clean.
func AMQP(ctx context.Context, ch *amqp.Channel) error {
	deliveries, err := ch.ConsumeWithContext(ctx, "orders", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		err := ch.PublishWithContext(ctx, "orders.out", d.RoutingKey, false, false, amqp.Publishing{
			Headers: amqp.Table{"x-idempotency-key": d.MessageId},
			Body:    d.Body,
		})
		if err != nil {
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
	return nil
}

// AMQPBare forwards without any id: nodedupe bug.
func AMQPBare(ctx context.Context, ch *amqp.Channel) error {
	deliveries, err := ch.ConsumeWithContext(ctx, "orders", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := ch.PublishWithContext(ctx, "orders.out", d.RoutingKey, false, false, amqp.Publishing{Body: d.Body}); err != nil { // expect: nodedupe `handler AMQPBare: a redelivery publishes a duplicate message \(publish Channel\.PublishWithContext\)`
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
	return nil
}
