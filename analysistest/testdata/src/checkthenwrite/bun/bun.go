// Package bun holds check-then-write cases over uptrace/bun: Exists/Count
// of a key's row are checks, a model INSERT of it a write.
package bun

import (
	"context"

	"github.com/nats-io/nats.go"
	"github.com/uptrace/bun"
)

func work(ctx context.Context, data []byte) error { return nil }

type Inbox struct {
	bun.BaseModel `bun:"table:inbox"`
	MessageID     string `bun:"message_id"`
}

// --- bug ---

func existsThenInsert(ctx context.Context, db *bun.DB, m *nats.Msg) error {
	id := m.Header.Get(nats.MsgIdHdr)
	seen, err := db.NewSelect().Model((*Inbox)(nil)).Where("message_id = ?", id).Exists(ctx)
	if err != nil || seen {
		return err
	}
	_ = work(ctx, m.Data)
	_, err = db.NewInsert().Model(&Inbox{MessageID: id}).Exec(ctx) // want `check-then-write race in existsThenInsert on key header "Nats-Msg-Id": two concurrent calls both proceed; INSERT … ON CONFLICT DO NOTHING first`
	return err
}

// --- clean look-alike ---

func existsThenClaim(ctx context.Context, db *bun.DB, m *nats.Msg) error {
	id := m.Header.Get(nats.MsgIdHdr)
	if seen, _ := db.NewSelect().Model((*Inbox)(nil)).Where("message_id = ?", id).Exists(ctx); seen {
		return nil // fast path
	}
	res, err := db.NewInsert().Model(&Inbox{MessageID: id}).On("CONFLICT (message_id) DO NOTHING").Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return work(ctx, m.Data)
}
