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

// Known limitation (documented in docs/checkthenwrite.md): a store called
// through an interface is not resolved to its implementation, so this race
// is not reported.
func handleIface(ctx context.Context, d Dedupe, m types.Message) {
	id := *m.MessageId
	if seen, _ := d.Seen(ctx, id); seen {
		return
	}
	_ = work(ctx, m.Body)
	_ = d.Mark(ctx, id)
}
