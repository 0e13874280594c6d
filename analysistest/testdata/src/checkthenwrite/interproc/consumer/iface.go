package consumer

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

// Dedupe is the store behind an interface.
type Dedupe interface {
	Seen(ctx context.Context, key string) (bool, error)
	Mark(ctx context.Context, key string) error
}

// A store called through an interface is resolved to the implementations
// the package sees (store.Redis and store.SQL, through their facts): both
// check in Seen and write in Mark, so this is the race.
func handleIface(ctx context.Context, d Dedupe, m types.Message) {
	id := *m.MessageId
	if seen, _ := d.Seen(ctx, id); seen {
		return
	}
	_ = work(ctx, m.Body)
	_ = d.Mark(ctx, id) // want `check-then-write race in handleIface on key Message\.MessageId: two concurrent calls both proceed; give the store an atomic claim`
}
