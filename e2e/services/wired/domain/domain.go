// Package domain declares the service's ports as interfaces. The handlers
// and the application layer use them; package adapters implements them
// over SMTP, Redis and Postgres; cmd/wired wires them (issue 23 point 3).
package domain

import "context"

type Order struct {
	ID     string `json:"id"`
	Email  string `json:"email"`
	Amount int64  `json:"amount"`
	Status string `json:"status"`
}

type Mailer interface {
	Send(ctx context.Context, to, body string) error
}

type Orders interface {
	Get(ctx context.Context, id string) (*Order, error)
	AppendLog(ctx context.Context, o *Order) error
	MarkPaid(ctx context.Context, id string) error
}

type Inbox interface {
	Claim(ctx context.Context, key string) (bool, error)
}
