package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/twmb/franz-go/pkg/kgo: a loop over Client.PollFetches or
// PollRecords is a handler (its records through Records, RecordIter or a
// range), and so is the func each fetched record is passed to
// (Fetches.EachRecord, EachPartition, EachTopic, FetchTopic.EachRecord,
// FetchPartition.EachRecord). Produce, ProduceSync and TryProduce publish.
// The sender's id is a producer-set record header; the key is the partition
// key (payload), the offset a position in the log.
const pkgKgo = "github.com/twmb/franz-go/pkg/kgo"

func init() { model.Register("franz-go", franzGo) }

func franzGo(b *model.Builder) {
	b.Packages(pkgKgo)
	b.SenderHint(pkgKgo, `a producer-set header (e.g. "idempotency-key") in r.Headers`)
	b.Deliveries(pkgKgo+".Client.PollFetches", pkgKgo+".Client.PollRecords")
	for _, k := range []string{"Fetches.EachRecord", "Fetches.EachPartition", "Fetches.EachTopic", "FetchTopic.EachRecord",
		"FetchTopic.EachPartition", "FetchPartition.EachRecord", "FetchTopicPartition.EachRecord"} {
		b.Register(pkgKgo+"."+k, 0)
	}
	b.Field(pkgKgo+".Record.Value", model.Field{Source: model.Payload})
	b.Field(pkgKgo+".Record.Key", model.Field{Source: model.Payload})
	b.Field(pkgKgo+".Record.Timestamp", model.Field{Source: model.Payload})
	b.Field(pkgKgo+".Record.Topic", model.Field{Source: model.Const})
	b.Field(pkgKgo+".Record.Offset", model.Field{Source: model.Trace})
	b.Field(pkgKgo+".RecordHeader.Value", model.Field{Source: model.Sender})
	b.Effect(model.Publish, pkgKgo+".Client.Produce", pkgKgo+".Client.ProduceSync", pkgKgo+".Client.TryProduce")
	// a record produced with the inbound id in a header forwards it
	b.HeaderRecord(pkgKgo+".RecordHeader", "Key", "Value")
}
