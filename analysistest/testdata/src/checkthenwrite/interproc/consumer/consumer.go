// Package consumer calls a store from another package as
// `if seen { return }; …work…; Mark(key)`.
package consumer

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"checkthenwrite/interproc/store"
)

type Consumer struct {
	client *sqs.Client
	rs     *store.Redis
	ss     *store.SQL
}

func work(ctx context.Context, body *string) error { return nil }

func (c *Consumer) Run(ctx context.Context) {
	for {
		out, err := c.client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{})
		if err != nil {
			return
		}
		for _, m := range out.Messages {
			c.handleRedis(ctx, m)
			c.handleSQL(ctx, m)
			c.handleClaim(ctx, m)
			c.handleClaimSQL(ctx, m)
			c.handleOther(ctx, m)
			c.handleDerivations(ctx, m)
			c.handleSameDerivation(ctx, m)
			_ = c.RequestVerification(ctx, *m.Body, *m.MessageId)
		}
	}
}

// --- bugs ---

func (c *Consumer) handleRedis(ctx context.Context, m types.Message) {
	id := *m.MessageId
	seen, err := c.rs.Seen(ctx, id)
	if err != nil || seen {
		return
	}
	if err := work(ctx, m.Body); err != nil {
		return
	}
	c.rs.Mark(ctx, id) // want `check-then-write race in \(\*Consumer\)\.handleRedis on key Message\.MessageId: two concurrent calls both proceed; give the store an atomic claim`
}

func (c *Consumer) handleSQL(ctx context.Context, m types.Message) {
	id := *m.MessageId
	if seen, _ := c.ss.Seen(ctx, id); seen {
		return
	}
	_ = work(ctx, m.Body)
	_ = c.ss.Mark(ctx, id) // want `check-then-write race in \(\*Consumer\)\.handleSQL on key Message\.MessageId: two concurrent calls both proceed; INSERT .* ON CONFLICT DO NOTHING first`
}

// --- clean look-alikes ---

func (c *Consumer) handleClaim(ctx context.Context, m types.Message) {
	id := *m.MessageId
	if seen, _ := c.rs.Seen(ctx, id); seen {
		return // fast path; Claim is the real guard
	}
	ok, err := c.rs.Claim(ctx, id)
	if err != nil || !ok {
		return
	}
	_ = work(ctx, m.Body)
}

func (c *Consumer) handleClaimSQL(ctx context.Context, m types.Message) {
	id := *m.MessageId
	ok, err := c.ss.Claim(ctx, id)
	if err != nil || !ok {
		return
	}
	_ = work(ctx, m.Body)
}

// Seen on one key guards a Mark of another.
func (c *Consumer) handleOther(ctx context.Context, m types.Message) {
	id := *m.MessageId
	if seen, _ := c.rs.Seen(ctx, id); seen {
		return
	}
	_ = work(ctx, m.Body)
	c.rs.Mark(ctx, *m.Body)
}

// The check reads PrefixVerifyFail+sha256(key) and the write is of
// PrefixLogin+key: both from the same argument, but different keys.
func (c *Consumer) handleDerivations(ctx context.Context, m types.Message) {
	id := *m.MessageId
	if locked, _ := c.rs.VerifyFails(ctx, id); locked {
		return
	}
	_ = work(ctx, m.Body)
	_ = c.rs.RecordLogin(ctx, id)
}

// --- bug: the same derivation (PrefixLogin+sha256(key)) in two methods ---

func (c *Consumer) handleSameDerivation(ctx context.Context, m types.Message) {
	id := *m.MessageId
	if seen, _ := c.rs.VerifyHashed(ctx, id); seen {
		return
	}
	_ = work(ctx, m.Body)
	_ = c.rs.MarkHashed(ctx, id) // want `check-then-write race in \(\*Consumer\)\.handleSameDerivation on key Message\.MessageId: two concurrent calls both proceed; give the store an atomic claim`
}

// RequestVerification counts the member's tries before storing a token:
// a rate limit, not a dedupe check, so no check-then-write race. Clean.
func (c *Consumer) RequestVerification(ctx context.Context, memberID, token string) error {
	if err := c.ss.CheckRateLimit(ctx, memberID); err != nil {
		return err
	}
	if err := c.ss.CreateToken(ctx, memberID, token); err != nil {
		return err
	}
	return work(ctx, &token)
}
