// Package app is the application layer: concrete services over the
// domain's ports, called by the handlers.
package app

import (
	"context"

	"github.com/idemlint/idemlint/e2e/services/wired/domain"
)

type Orders struct {
	Repo domain.Orders
	Mail domain.Mailer
}

// Confirm logs the order and mails the customer: both through ports.
func (s *Orders) Confirm(ctx context.Context, o *domain.Order) error {
	if err := s.Repo.AppendLog(ctx, o); err != nil {
		return err
	}
	return s.Mail.Send(ctx, o.Email, "order confirmed")
}

// Pay marks the order paid: an idempotent UPDATE behind the port.
func (s *Orders) Pay(ctx context.Context, id string) error {
	return s.Repo.MarkPaid(ctx, id)
}
