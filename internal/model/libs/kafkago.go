package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/segmentio/kafka-go: a loop over Reader.FetchMessage/ReadMessage
// is a handler. Kafka has no broker message id: the sender's id is a
// producer-set header (kafka.Header is an alias of protocol.Header).
const pkgKafka = "github.com/segmentio/kafka-go"

func init() { model.Register("kafka-go", kafkaGo) }

func kafkaGo(b *model.Builder) {
	b.Packages(pkgKafka)
	b.SenderHint(pkgKafka, `a producer-set header (e.g. "idempotency-key") in m.Headers`)
	b.Deliveries(pkgKafka+".Reader.FetchMessage", pkgKafka+".Reader.ReadMessage")
	b.Field(pkgKafka+".Message.Value", model.Field{Source: model.Payload})
	b.Field(pkgKafka+".Message.Key", model.Field{Source: model.Payload})
	// the topic tells no two messages of a consumer apart
	b.Field(pkgKafka+".Message.Topic", model.Field{Source: model.Const})
	b.Field(pkgKafka+"/protocol.Header.Value", model.Field{Source: model.Sender})
	b.Field(pkgKafka+".Message.Offset", model.Field{Source: model.Trace})
	b.Effect(model.Publish, pkgKafka+".Writer.WriteMessages")
	// a message written with the inbound id in a header forwards it
	b.HeaderRecord(pkgKafka+"/protocol.Header", "Key", "Value")
}
