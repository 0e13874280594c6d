// Package resend: email through the Resend SDK, on the concrete Emails
// service and through the Batch interface; the same forwarding the
// sender's id as Resend's IdempotencyKey is clean, and a key minted per
// call is not.
package resend

import (
	"context"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/resend/resend-go/v3"
)

type Mailer struct{ c *resend.Client }

func (m *Mailer) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := m.c.Emails.SendWithContext(ctx, &resend.SendEmailRequest{To: []string{string(t.Payload())}, Subject: "welcome"}) // want `handler \(\*Mailer\)\.ProcessTask: a redelivery messages a person again; dedupe on asynq\.GetTaskID\(ctx\) and forward it as the Idempotency-Key`
	return err
}

type BatchMailer struct{ c *resend.Client }

func (m *BatchMailer) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := m.c.Batch.Send([]*resend.SendEmailRequest{{To: []string{string(t.Payload())}}}) // want `handler \(\*BatchMailer\)\.ProcessTask: a redelivery messages a person again`
	return err
}

// KeyedMailer forwards the task id: Resend drops the retried request.
type KeyedMailer struct{ c *resend.Client }

func (m *KeyedMailer) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	_, err := m.c.Emails.SendWithOptions(ctx, &resend.SendEmailRequest{To: []string{string(t.Payload())}}, &resend.SendEmailOptions{IdempotencyKey: id})
	return err
}

// FreshKeyMailer mints the key per call: each retry is a new request.
type FreshKeyMailer struct{ c *resend.Client }

func (m *FreshKeyMailer) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := m.c.Emails.SendWithOptions(ctx, &resend.SendEmailRequest{To: []string{string(t.Payload())}}, &resend.SendEmailOptions{IdempotencyKey: uuid.NewString()}) // want `handler \(\*FreshKeyMailer\)\.ProcessTask: a redelivery messages a person again`
	return err
}
