// Package ledger is an in-house ledger client the built-in model does not know.
package ledger

import "context"

type Client struct{}

func (c *Client) Post(ctx context.Context, account string, cents int64) error { return nil }

// Transfer moves money between two accounts.
func Transfer(ctx context.Context, from, to string, cents int64) error { return nil }
