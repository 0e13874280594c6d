// Package billing implements mq.Handler: the handlers that the kafka delivery
// loop in package mq calls through the interface.
package billing

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/idemlint/idemlint/e2e/services/ledger/mq"
)

type creditEvent struct {
	WalletID string `json:"wallet_id"`
	Credits  int64  `json:"credits"`
}

// Credits adds credits on every delivery: nodedupe bug.
type Credits struct{ DB *sql.DB }

func (c *Credits) Handle(ctx context.Context, m mq.Message) error {
	var ev creditEvent
	if err := json.Unmarshal(m.Body, &ev); err != nil {
		return err
	}
	_, err := c.DB.ExecContext(ctx, `UPDATE wallets SET credits = credits + $1 WHERE id = $2`, ev.Credits, ev.WalletID) // expect: nodedupe `handler \(\*Credits\)\.Handle: a redelivery bumps a counter again \(UPDATE wallets SET credits = credits \+ \$1 WHERE id = \$2\)`
	return err
}

// CreditsOnce claims the producer's id in the same transaction: clean.
type CreditsOnce struct{ DB *sql.DB }

func (c *CreditsOnce) Handle(ctx context.Context, m mq.Message) error {
	var ev creditEvent
	if err := json.Unmarshal(m.Body, &ev); err != nil {
		return err
	}
	tx, err := c.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, m.ID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE wallets SET credits = credits + $1 WHERE id = $2`, ev.Credits, ev.WalletID); err != nil {
		return err
	}
	return tx.Commit()
}
