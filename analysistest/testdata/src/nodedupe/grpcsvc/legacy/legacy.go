// Package legacy: a gRPC service implementation that embeds nothing and is
// registered in main: its methods of the generated PaymentsServer
// interface are handlers (a Get… method in the may-serve-a-GET tier).
package legacy

import (
	"context"
	"database/sql"

	"github.com/redis/go-redis/v9"

	"nodedupe/grpcsvc/legacypb"
)

type payments struct {
	db  *sql.DB
	rdb *redis.Client
}

func NewPayments(db *sql.DB) legacypb.PaymentsServer { return &payments{db: db} }

// Charge adds to the balance: a retried call adds again.
func (p *payments) Charge(ctx context.Context, req *legacypb.ChargeRequest) (*legacypb.ChargeReply, error) {
	_, err := p.db.ExecContext(ctx, `UPDATE balances SET amount = amount + $1 WHERE account = $2`, req.Amount, req.Account) // want `handler \(\*payments\)\.Charge: a client retry bumps a counter again`
	return &legacypb.ChargeReply{}, err
}

// GetCharge reads, and counts the lookup: a read method is reported only
// for harm that leaves the system.
func (p *payments) GetCharge(ctx context.Context, req *legacypb.GetChargeRequest) (*legacypb.GetChargeReply, error) {
	var r legacypb.GetChargeReply
	p.db.ExecContext(ctx, `UPDATE charges SET lookups = lookups + 1 WHERE id = $1`, req.Id)
	err := p.db.QueryRowContext(ctx, `SELECT amount FROM charges WHERE id = $1`, req.Id).Scan(&r.Amount)
	return &r, err
}

// Refund has the shape of a service method but is none: not a handler.
func (p *payments) Refund(ctx context.Context, req *legacypb.ChargeRequest) (*legacypb.ChargeReply, error) {
	_, err := p.db.ExecContext(ctx, `UPDATE balances SET amount = amount - $1 WHERE account = $2`, req.Amount, req.Account)
	return &legacypb.ChargeReply{}, err
}

// Capture claims the capture's id from the request (the request message is
// the call's input: its fields are payload) before it adds to the balance:
// a guard, kept in redis while the write is SQL (seenset-store).
func (p *payments) Capture(ctx context.Context, req *legacypb.CaptureRequest) (*legacypb.ChargeReply, error) {
	if ok, err := p.rdb.SetNX(ctx, "capture:"+req.CaptureId, 1, 0).Result(); err != nil || !ok {
		return &legacypb.ChargeReply{}, err
	}
	_, err := p.db.ExecContext(ctx, `UPDATE balances SET amount = amount + $1 WHERE account = $2`, req.Amount, req.Account) // want `handler \(\*payments\)\.Capture dedupes in redis but writes SQL`
	return &legacypb.ChargeReply{}, err
}
