// Package relay: a bridge that republishes each NATS message to Kafka with
// the message's own headers forwards the producer's id among them (a
// Nats-Msg-Id set by the producer), so the next hop can drop the copy a
// redelivery makes: no finding. A bridge that drops the headers, or sends
// headers of its own, republishes a copy no one can recognise.
package relay

import (
	"github.com/IBM/sarama"
	"github.com/nats-io/nats.go"
)

// Message is the bridge's own record, handed to a Producer.
type Message struct {
	Key     []byte
	Value   []byte
	Headers []sarama.RecordHeader
}

type Producer interface {
	Write(m Message) error
}

type saramaProducer struct {
	sp    sarama.SyncProducer
	topic string
}

// Write sends the record with the headers its caller gives.
func (p *saramaProducer) Write(m Message) error {
	_, _, err := p.sp.SendMessage(&sarama.ProducerMessage{Topic: p.topic, Value: sarama.ByteEncoder(m.Value), Headers: m.Headers})
	return err
}

type Bridge struct {
	nc *nats.Conn
	w  Producer
	sp sarama.SyncProducer
}

// toKafka copies every NATS header onto the record.
func toKafka(h nats.Header) []sarama.RecordHeader {
	out := make([]sarama.RecordHeader, 0, len(h))
	for k, v := range h {
		out = append(out, sarama.RecordHeader{Key: []byte(k), Value: []byte(v[0])})
	}
	return out
}

func (b *Bridge) Forward() {
	b.nc.Subscribe("in", func(msg *nats.Msg) {
		_ = b.w.Write(Message{Value: msg.Data, Headers: toKafka(msg.Header)})
	})
}

func (b *Bridge) ForwardDirect() {
	b.nc.Subscribe("in2", func(msg *nats.Msg) {
		_, _, _ = b.sp.SendMessage(&sarama.ProducerMessage{Topic: "out", Value: sarama.ByteEncoder(msg.Data), Headers: toKafka(msg.Header)})
	})
}

func (b *Bridge) DropHeaders() {
	b.nc.Subscribe("in3", func(msg *nats.Msg) {
		_ = b.w.Write(Message{Value: msg.Data}) // want `^handler func literal in \(\*Bridge\)\.DropHeaders: a redelivery publishes a duplicate message`
	})
}

func (b *Bridge) OwnHeaders() {
	b.nc.Subscribe("in4", func(msg *nats.Msg) {
		hs := []sarama.RecordHeader{{Key: []byte("source"), Value: []byte("bridge")}}
		_, _, _ = b.sp.SendMessage(&sarama.ProducerMessage{Topic: "out", Value: sarama.ByteEncoder(msg.Data), Headers: hs}) // want `^handler func literal in \(\*Bridge\)\.OwnHeaders: a redelivery publishes a duplicate message`
	})
}
