// Package service: the tickets service layer over the repositories.
package service

import (
	"context"
	"errors"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/e2e/services/tickets/domain"
	"github.com/idemlint/idemlint/e2e/services/tickets/store"
)

var ErrClosed = errors.New("ticket closed")

type Service struct {
	Tickets *store.Tickets
	Events  *store.EventStore
	Writer  *kafka.Writer
}

func (s *Service) loadOrder(ctx context.Context, id string) (*domain.Order, error) {
	if _, err := s.Events.Load(ctx, id); err != nil {
		return nil, err
	}
	return &domain.Order{}, nil
}

func (s *Service) saveAndPublish(ctx context.Context, o *domain.Order) error {
	if err := s.Events.Append(ctx, o.Changes()...); err != nil {
		return err
	}
	return s.Writer.WriteMessages(ctx, kafka.Message{Key: []byte(o.ID()), Value: []byte("order changed")})
}

// CancelOrder: the aggregate refuses a repeat, and its events are appended
// at its version (a versioned append under a unique key): no finding.
func (s *Service) CancelOrder(ctx context.Context, id, reason string) error {
	o, err := s.loadOrder(ctx, id)
	if err != nil {
		return err
	}
	if err := o.Cancel(reason); err != nil {
		return err
	}
	return s.saveAndPublish(ctx, o)
}

// AddOrderNote: the status check does not cover the note (a bug).
func (s *Service) AddOrderNote(ctx context.Context, id, noteID, text string) error {
	o, err := s.loadOrder(ctx, id)
	if err != nil {
		return err
	}
	if err := o.AddNote(noteID, text); err != nil {
		return err
	}
	return s.saveAndPublish(ctx, o)
}

// CloseTicket checks the status, then sets it with a plain UPDATE and
// announces it: a repeat is refused, two concurrent ones both pass.
func (s *Service) CloseTicket(ctx context.Context, id, reason string) error {
	t, err := s.Tickets.Get(ctx, id)
	if err != nil {
		return err
	}
	if t.Status == "closed" {
		return nil
	}
	t.Status = "closed"
	if err := s.Tickets.SetStatus(ctx, t); err != nil {
		return err
	}
	return s.Writer.WriteMessages(ctx, kafka.Message{Key: []byte(t.ID), Value: []byte("ticket closed: " + reason)})
}

// AddTicketMessage checks that the ticket is open, then appends: the
// check does not cover the append (a bug).
func (s *Service) AddTicketMessage(ctx context.Context, id, body string) error {
	t, err := s.Tickets.Get(ctx, id)
	if err != nil {
		return err
	}
	if t.Status == "closed" {
		return ErrClosed
	}
	return s.Tickets.AddMessage(ctx, t.ID, body)
}

// Announce republishes the ticket: a publish of the request's data.
func (s *Service) Announce(ctx context.Context, id string) error {
	return s.Writer.WriteMessages(ctx, kafka.Message{Key: []byte(id), Value: []byte("ticket announced")})
}

// CountView bumps the ticket's view counter.
func (s *Service) CountView(ctx context.Context, id string) error {
	return s.Tickets.CountView(ctx, id)
}
