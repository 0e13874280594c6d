// Package busstore registers the bus's handlers: the storage and the
// mailer. Only package app imports it (a blank import in fider's main).
package busstore

import (
	"context"
	"database/sql"
	"net/smtp"

	"wiring/bus"
	"wiring/cmd"
)

var DB *sql.DB

func init() {
	bus.AddHandler(creditAccount)
	bus.AddHandler(markPaid)
	bus.AddHandler(getOrder)
	bus.AddHandler(toggleReaction)
	bus.AddHandler(createSite)
	bus.AddHandler(addNote)
	bus.AddHandler(createTeam)
	bus.AddListener(sendReceipt)
}

// creditAccount adds to a balance: a second run credits twice.
func creditAccount(ctx context.Context, c *cmd.CreditAccount) error {
	_, err := DB.ExecContext(ctx, "UPDATE accounts SET balance = balance + $1 WHERE id = $2", c.Amount, c.Account)
	return err
}

// markPaid sets a status: naturally idempotent.
func markPaid(ctx context.Context, c *cmd.MarkPaid) error {
	_, err := DB.ExecContext(ctx, "UPDATE orders SET status = 'paid' WHERE id = $1", c.OrderID)
	return err
}

// getOrder reads.
func getOrder(ctx context.Context, q *cmd.GetOrder) error {
	return DB.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", q.OrderID).Scan(&q.Result)
}

// sendReceipt mails the customer.
func sendReceipt(ctx context.Context, c *cmd.SendReceipt) error {
	return smtp.SendMail("smtp:587", nil, "shop@example.com", []string{c.Email}, []byte("receipt"))
}

// toggleReaction adds the reaction when absent and removes it when
// present: a second run takes it back off.
func toggleReaction(ctx context.Context, c *cmd.ToggleReaction) error {
	_, err := DB.ExecContext(ctx, `WITH ins AS (
		INSERT INTO wiring_reactions (comment_id, emoji) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1
	) DELETE FROM wiring_reactions WHERE comment_id = $1 AND emoji = $2 AND NOT EXISTS (SELECT 1 FROM ins)`, c.CommentID, c.Emoji)
	return err
}

// createSite inserts the site; wiring_sites' unique subdomain refuses a
// second one, and the error goes back to the dispatcher.
func createSite(ctx context.Context, c *cmd.CreateSite) error {
	_, err := DB.ExecContext(ctx, "INSERT INTO wiring_sites (subdomain) VALUES ($1)", c.Subdomain)
	return err
}

// addNote inserts a note under a new id each time.
func addNote(ctx context.Context, c *cmd.AddNote) error {
	_, err := DB.ExecContext(ctx, "INSERT INTO wiring_notes (body) VALUES ($1)", c.Body)
	return err
}

// SQLHandler is the callback of using, as fider's storage writes them.
type SQLHandler func(db *sql.DB) error

// using runs handler with the storage's connection.
func using(ctx context.Context, handler SQLHandler) error {
	return handler(DB)
}

// createTeam inserts the team in using's callback: wiring_teams' unique
// name refuses a second one, and the error goes back to the dispatcher.
func createTeam(ctx context.Context, c *cmd.CreateTeam) error {
	return using(ctx, func(db *sql.DB) error {
		_, err := db.ExecContext(ctx, "INSERT INTO wiring_teams (name) VALUES ($1)", c.Name)
		return err
	})
}
