// Package handlers holds the service's Kafka consumer and HTTP routes.
// Every effect is behind a port of package domain, directly or through
// package app: none of the implementations is visible from here.
package handlers

import (
	"context"
	"encoding/json"

	"github.com/segmentio/kafka-go"

	"github.com/idemlint/idemlint/e2e/services/wired/app"
	"github.com/idemlint/idemlint/e2e/services/wired/domain"
)

type Consumer struct {
	Reader *kafka.Reader
	Orders *app.Orders
	Store  domain.Orders
	Mail   domain.Mailer
	Inbox  domain.Inbox
}

// Confirmations: every redelivery logs the order again and mails the
// customer again, through the application service.
func (c *Consumer) Confirmations(ctx context.Context) error { // expect: nodedupe `handler \(\*Consumer\)\.Confirmations: a redelivery messages a person again and inserts a duplicate row`
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		if err := json.Unmarshal(m.Value, &o); err != nil {
			continue
		}
		if err := c.Orders.Confirm(ctx, &o); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Payments: marking paid is idempotent (clean).
func (c *Consumer) Payments(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		if err := json.Unmarshal(m.Value, &o); err != nil {
			continue
		}
		if err := c.Orders.Pay(ctx, o.ID); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}

// Receipts mails only orders not yet paid: the status of the stored order
// decides (clean).
func (c *Consumer) Receipts(ctx context.Context) error {
	for {
		m, err := c.Reader.FetchMessage(ctx)
		if err != nil {
			return err
		}
		var o domain.Order
		if err := json.Unmarshal(m.Value, &o); err != nil {
			continue
		}
		cur, err := c.Store.Get(ctx, o.ID)
		if err != nil {
			return err
		}
		if cur.Status == "receipted" {
			_ = c.Reader.CommitMessages(ctx, m)
			continue
		}
		if err := c.Mail.Send(ctx, o.Email, "receipt"); err != nil {
			return err
		}
		_ = c.Reader.CommitMessages(ctx, m)
	}
}
