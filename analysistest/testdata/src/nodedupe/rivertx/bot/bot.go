// Package bot: the service layer the River workers call with their
// transaction (a ratchet-shaped bot: SQL writes and job inserts on the tx
// it is given, a notifier that posts outside it).
package bot

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/slack-go/slack"
)

type ThreadArgs struct{ Channel, TS string }

func (ThreadArgs) Kind() string { return "thread" }

type Bot struct {
	DB    *pgxpool.Pool
	River *river.Client[pgx.Tx]
	Slack *slack.Client
}

// AddMessages stores the messages and schedules a job per message, on tx.
func (b *Bot) AddMessages(ctx context.Context, tx pgx.Tx, channel string, ts []string) error {
	var jobs []river.InsertManyParams
	for _, t := range ts {
		if _, err := tx.Exec(ctx, `INSERT INTO messages (channel, ts, seen_at) VALUES ($1, $2, now())`, channel, t); err != nil {
			return err
		}
		jobs = append(jobs, river.InsertManyParams{Args: ThreadArgs{Channel: channel, TS: t}})
	}
	_, err := b.River.InsertManyTx(ctx, tx, jobs)
	return err
}

// Announce posts to the channel: an external call, whatever tx it is given.
func (b *Bot) Announce(ctx context.Context, tx pgx.Tx, channel string) error {
	_, _, err := b.Slack.PostMessageContext(ctx, channel, slack.MsgOptionText("onboarded", false))
	return err
}
