package handler

import (
	"context"
	"net/smtp"

	"github.com/hibiken/asynq"

	"nodedupe/interproc/inbox"
)

type mailer struct{ store *inbox.Store }

func (m *mailer) register(mux *asynq.ServeMux) {
	mux.HandleFunc("receipt", m.receipt)
	mux.HandleFunc("receipt.once", m.receiptOnce)
}

// receipt claims the task id through the store, then mails; a failed mail
// keeps the claim, so the retry is skipped.
func (m *mailer) receipt(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	n, err := m.store.ClaimMessage(ctx, id) // want `handler \(\*mailer\)\.receipt claims the key before external send smtp\.Send.* and never releases it: if that fails, a redelivery is skipped; release it on failure`
	if err != nil || n == 0 {
		return err
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, t.Payload())
}

// receiptOnce releases the claim when mailing fails: clean.
func (m *mailer) receiptOnce(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	n, err := m.store.ClaimMessage(ctx, id)
	if err != nil || n == 0 {
		return err
	}
	if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, t.Payload()); err != nil {
		_ = m.store.DeleteProcessedMessage(ctx, id)
		return err
	}
	return nil
}
