// Package cmd declares the bus's messages.
package cmd

type CreditAccount struct {
	Account string
	Amount  int64
}

type MarkPaid struct {
	OrderID string
}

type SendReceipt struct {
	Email string
}

type GetOrder struct {
	OrderID string
	Result  string
}

type LogInfo struct {
	Text string
}

type ToggleReaction struct {
	CommentID string
	Emoji     string
}

type CreateSite struct {
	Subdomain string
}

type AddNote struct {
	Body string
}

type CreateTeam struct {
	Name string
}
