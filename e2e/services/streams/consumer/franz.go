package consumer

import (
	"context"
	"encoding/json"

	"github.com/twmb/franz-go/pkg/kgo"

	"github.com/idemlint/idemlint/e2e/services/streams/ledger"
)

type Franz struct {
	Cl     *kgo.Client
	Ledger *ledger.Store
}

func recordKey(r *kgo.Record) string {
	for _, h := range r.Headers {
		if h.Key == "idempotency-key" {
			return string(h.Value)
		}
	}
	return ""
}

// Run credits each fetched record in an EachRecord func, with no dedupe.
func (f *Franz) Run(ctx context.Context) {
	for {
		fetches := f.Cl.PollFetches(ctx)
		if fetches.IsClientClosed() {
			return
		}
		fetches.EachRecord(func(r *kgo.Record) {
			var p Payment
			if err := json.Unmarshal(r.Value, &p); err != nil {
				return
			}
			f.Ledger.Credit(ctx, p.Account, p.Cents) // expect: nodedupe `handler func literal in \(\*Franz\)\.Run: a redelivery bumps a counter again; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in r\.Headers`
		})
	}
}

// RunOnce ranges over the records and credits once per producer key.
func (f *Franz) RunOnce(ctx context.Context) {
	for {
		fetches := f.Cl.PollFetches(ctx)
		for _, r := range fetches.Records() {
			var p Payment
			if err := json.Unmarshal(r.Value, &p); err != nil {
				continue
			}
			f.Ledger.CreditOnce(ctx, recordKey(r), p.Account, p.Cents)
		}
		f.Cl.CommitUncommittedOffsets(ctx)
	}
}

// Paid marks orders paid: a status set, naturally idempotent.
func (f *Franz) Paid(ctx context.Context) {
	for {
		fetches := f.Cl.PollRecords(ctx, 100)
		it := fetches.RecordIter()
		for !it.Done() {
			r := it.Next()
			f.Ledger.MarkPaid(ctx, string(r.Key))
		}
	}
}

// Forward republishes each record with no key the next hop could dedupe on.
func (f *Franz) Forward(ctx context.Context) {
	for {
		fetches := f.Cl.PollFetches(ctx)
		fetches.EachPartition(func(p kgo.FetchTopicPartition) {
			for _, r := range p.Records {
				f.Cl.ProduceSync(ctx, &kgo.Record{Topic: "payments.audit", Value: r.Value}) // expect: nodedupe `handler func literal in \(\*Franz\)\.Forward: a redelivery publishes a duplicate message; dedupe on a producer-set header \(e\.g\. "idempotency-key"\) in r\.Headers`
			}
		})
	}
}
