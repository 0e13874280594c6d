package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/confluentinc/confluent-kafka-go/v2/kafka: a loop over
// Consumer.Poll (its *kafka.Message events), ReadMessage or the Events
// channel is a handler; Producer.Produce publishes. Kafka has no broker
// message id: the sender's id is a producer-set header (Header.Value); the
// key is the partition key, payload like the value; the offset is per
// partition, not per message sent.
const pkgConfluent = "github.com/confluentinc/confluent-kafka-go/v2/kafka"

func init() { model.Register("confluent-kafka-go", confluentKafka) }

func confluentKafka(b *model.Builder) {
	b.Packages(pkgConfluent)
	b.SenderHint(pkgConfluent, `a producer-set header (e.g. "idempotency-key") in m.Headers`)
	b.Deliveries(pkgConfluent+".Consumer.Poll", pkgConfluent+".Consumer.ReadMessage", pkgConfluent+".Consumer.Events")
	b.Field(pkgConfluent+".Message.Value", model.Field{Source: model.Payload})
	b.Field(pkgConfluent+".Message.Key", model.Field{Source: model.Payload})
	b.Field(pkgConfluent+".Message.Timestamp", model.Field{Source: model.Payload})
	// the topic tells no two messages of a consumer apart; the offset is where
	// this delivery sits in the log, not an id the sender gave the message
	b.Field(pkgConfluent+".TopicPartition.Topic", model.Field{Source: model.Const})
	b.Field(pkgConfluent+".TopicPartition.Offset", model.Field{Source: model.Trace})
	b.Field(pkgConfluent+".Header.Value", model.Field{Source: model.Sender})
	b.Effect(model.Publish, pkgConfluent+".Producer.Produce")
	// a message produced with the inbound id in a header forwards it
	b.HeaderRecord(pkgConfluent+".Header", "Key", "Value")
}
