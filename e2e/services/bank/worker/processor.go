// Package worker is the bank's asynq task processor (the simplebank shape):
// handlers are methods registered in Start, the store is the sqlc Store
// interface, the mailer an EmailSender interface, charges go through the
// service layer.
package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"

	db "github.com/idemlint/idemlint/e2e/services/bank/db/sqlc"
	"github.com/idemlint/idemlint/e2e/services/bank/mail"
	"github.com/idemlint/idemlint/e2e/services/bank/service"
)

// Task types.
const (
	TaskSendVerifyEmail     = "task:send_verify_email"
	TaskSendVerifyEmailOnce = "task:send_verify_email:once"
	TaskSendReceipt         = "task:send_receipt"
	TaskSendReceiptOnce     = "task:send_receipt:once"
	TaskTopUp               = "task:top_up"
	TaskTopUpOnce           = "task:top_up:once"
	TaskCharge              = "task:charge"
	TaskChargeMinted        = "task:charge:minted"
)

// RedisTaskProcessor processes the tasks.
type RedisTaskProcessor struct {
	server   *asynq.Server
	store    db.Store
	mailer   mail.EmailSender
	payments *service.Payments
}

// NewRedisTaskProcessor returns a processor.
func NewRedisTaskProcessor(redisOpt asynq.RedisClientOpt, store db.Store, mailer mail.EmailSender, payments *service.Payments) *RedisTaskProcessor {
	server := asynq.NewServer(redisOpt, asynq.Config{Queues: map[string]int{"critical": 10, "default": 5}})
	return &RedisTaskProcessor{server: server, store: store, mailer: mailer, payments: payments}
}

// Start registers the handlers and starts the server.
func (processor *RedisTaskProcessor) Start() error {
	mux := asynq.NewServeMux()
	mux.HandleFunc(TaskSendVerifyEmail, processor.ProcessTaskSendVerifyEmail)
	mux.HandleFunc(TaskSendVerifyEmailOnce, processor.ProcessTaskSendVerifyEmailOnce)
	mux.HandleFunc(TaskSendReceipt, processor.ProcessTaskSendReceipt)
	mux.HandleFunc(TaskSendReceiptOnce, processor.ProcessTaskSendReceiptOnce)
	mux.HandleFunc(TaskTopUp, processor.ProcessTaskTopUp)
	mux.HandleFunc(TaskTopUpOnce, processor.ProcessTaskTopUpOnce)
	mux.HandleFunc(TaskCharge, processor.ProcessTaskCharge)
	mux.HandleFunc(TaskChargeMinted, processor.ProcessTaskChargeMinted)
	return processor.server.Start(mux)
}

// PayloadSendVerifyEmail is the verify-email task's payload.
type PayloadSendVerifyEmail struct {
	Username string `json:"username"`
}

func verifyContent(user db.User, ve db.VerifyEmail) (string, string) {
	url := fmt.Sprintf("https://bank.example/v1/verify_email?email_id=%d&secret_code=%s", ve.ID, ve.SecretCode)
	return "Welcome to the bank", fmt.Sprintf("Hello %s,<br/>Please <a href=\"%s\">verify your email address</a>.", user.FullName, url)
}

// ProcessTaskSendVerifyEmail creates a verify-email row and mails it on
// every delivery: nodedupe bug (twice: the INSERT and the email).
func (processor *RedisTaskProcessor) ProcessTaskSendVerifyEmail(ctx context.Context, task *asynq.Task) error {
	var payload PayloadSendVerifyEmail
	if err := json.Unmarshal(task.Payload(), &payload); err != nil {
		return fmt.Errorf("failed to unmarshal payload: %w", asynq.SkipRetry)
	}
	user, err := processor.store.GetUser(ctx, payload.Username)
	if err != nil {
		return fmt.Errorf("failed to get user: %w", err)
	}
	verifyEmail, err := processor.store.CreateVerifyEmail(ctx, db.CreateVerifyEmailParams{ // expect: nodedupe `handler \(\*RedisTaskProcessor\)\.ProcessTaskSendVerifyEmail: a redelivery inserts a duplicate row \(INSERT INTO verify_emails \(.*\)`
		Username:   user.Username,
		Email:      user.Email,
		SecretCode: uuid.NewString(),
	})
	if err != nil {
		return fmt.Errorf("failed to create verify email: %w", err)
	}
	subject, content := verifyContent(user, verifyEmail)
	if err := processor.mailer.SendEmail(subject, content, []string{user.Email}, nil, nil, nil); err != nil { // expect: nodedupe `handler \(\*RedisTaskProcessor\)\.ProcessTaskSendVerifyEmail: a redelivery messages a person again`
		return fmt.Errorf("failed to send verify email: %w", err)
	}
	return nil
}

var errDuplicate = errors.New("task already processed")

// ProcessTaskSendVerifyEmailOnce claims the task id in the transaction that
// creates the row, mails after the commit and, when mailing fails, undoes
// both so that the retry runs again: clean.
func (processor *RedisTaskProcessor) ProcessTaskSendVerifyEmailOnce(ctx context.Context, task *asynq.Task) error {
	var payload PayloadSendVerifyEmail
	if err := json.Unmarshal(task.Payload(), &payload); err != nil {
		return fmt.Errorf("failed to unmarshal payload: %w", asynq.SkipRetry)
	}
	taskID, _ := asynq.GetTaskID(ctx)
	user, err := processor.store.GetUser(ctx, payload.Username)
	if err != nil {
		return fmt.Errorf("failed to get user: %w", err)
	}
	var verifyEmail db.VerifyEmail
	err = processor.store.ExecTx(ctx, func(q *db.Queries) error {
		n, err := q.ClaimMessage(ctx, taskID)
		if err != nil {
			return err
		}
		if n == 0 {
			return errDuplicate
		}
		verifyEmail, err = q.CreateVerifyEmail(ctx, db.CreateVerifyEmailParams{Username: user.Username, Email: user.Email, SecretCode: uuid.NewString()})
		return err
	})
	if errors.Is(err, errDuplicate) {
		return nil
	}
	if err != nil {
		return err
	}
	subject, content := verifyContent(user, verifyEmail)
	if err := processor.mailer.SendEmail(subject, content, []string{user.Email}, nil, nil, nil); err != nil {
		_ = processor.store.ExecTx(ctx, func(q *db.Queries) error {
			if err := q.DeleteVerifyEmail(ctx, verifyEmail.ID); err != nil {
				return err
			}
			return q.DeleteProcessedMessage(ctx, taskID)
		})
		return fmt.Errorf("failed to send verify email: %w", err)
	}
	return nil
}

// PayloadReceipt is the receipt task's payload.
type PayloadReceipt struct {
	Username string `json:"username"`
	Cents    int64  `json:"cents"`
}

// ProcessTaskSendReceipt claims the task id, then mails; when mailing fails
// the claim stays, so the retry is skipped and the receipt is never sent:
// key-before-effect bug.
func (processor *RedisTaskProcessor) ProcessTaskSendReceipt(ctx context.Context, task *asynq.Task) error {
	var payload PayloadReceipt
	if err := json.Unmarshal(task.Payload(), &payload); err != nil {
		return fmt.Errorf("failed to unmarshal payload: %w", asynq.SkipRetry)
	}
	taskID, _ := asynq.GetTaskID(ctx)
	n, err := processor.store.ClaimMessage(ctx, taskID) // expect: nodedupe `handler \(\*RedisTaskProcessor\)\.ProcessTaskSendReceipt claims the key before external se.* and never releases it: if that fails, a redelivery is skipped`
	if err != nil || n == 0 {
		return err
	}
	user, err := processor.store.GetUser(ctx, payload.Username)
	if err != nil {
		return err
	}
	return processor.mailer.SendEmail("Your receipt", fmt.Sprintf("You paid %d cents.", payload.Cents), []string{user.Email}, nil, nil, nil)
}

// ProcessTaskSendReceiptOnce releases the claim when mailing fails: clean.
func (processor *RedisTaskProcessor) ProcessTaskSendReceiptOnce(ctx context.Context, task *asynq.Task) error {
	var payload PayloadReceipt
	if err := json.Unmarshal(task.Payload(), &payload); err != nil {
		return fmt.Errorf("failed to unmarshal payload: %w", asynq.SkipRetry)
	}
	taskID, _ := asynq.GetTaskID(ctx)
	n, err := processor.store.ClaimMessage(ctx, taskID)
	if err != nil || n == 0 {
		return err
	}
	user, err := processor.store.GetUser(ctx, payload.Username)
	if err == nil {
		err = processor.mailer.SendEmail("Your receipt", fmt.Sprintf("You paid %d cents.", payload.Cents), []string{user.Email}, nil, nil, nil)
	}
	if err != nil {
		_ = processor.store.DeleteProcessedMessage(ctx, taskID)
		return err
	}
	return nil
}

// PayloadTopUp is the top-up task's payload.
type PayloadTopUp struct {
	AccountID int64 `json:"account_id"`
	Amount    int64 `json:"amount"`
}

// ProcessTaskTopUp increments the balance in a transaction, unguarded:
// nodedupe bug.
func (processor *RedisTaskProcessor) ProcessTaskTopUp(ctx context.Context, task *asynq.Task) error {
	var payload PayloadTopUp
	if err := json.Unmarshal(task.Payload(), &payload); err != nil {
		return fmt.Errorf("failed to unmarshal payload: %w", asynq.SkipRetry)
	}
	return processor.store.ExecTx(ctx, func(q *db.Queries) error {
		_, err := q.AddAccountBalance(ctx, db.AddAccountBalanceParams{ID: payload.AccountID, Amount: payload.Amount}) // expect: nodedupe `handler \(\*RedisTaskProcessor\)\.ProcessTaskTopUp: a redelivery bumps a counter again \(UPDATE accounts SET balance.*\)`
		return err
	})
}

// ProcessTaskTopUpOnce claims the task id in the same transaction: clean.
func (processor *RedisTaskProcessor) ProcessTaskTopUpOnce(ctx context.Context, task *asynq.Task) error {
	var payload PayloadTopUp
	if err := json.Unmarshal(task.Payload(), &payload); err != nil {
		return fmt.Errorf("failed to unmarshal payload: %w", asynq.SkipRetry)
	}
	taskID, _ := asynq.GetTaskID(ctx)
	return processor.store.ExecTx(ctx, func(q *db.Queries) error {
		n, err := q.ClaimMessage(ctx, taskID)
		if err != nil || n == 0 {
			return err
		}
		_, err = q.AddAccountBalance(ctx, db.AddAccountBalanceParams{ID: payload.AccountID, Amount: payload.Amount})
		return err
	})
}

// PayloadCharge is the charge task's payload.
type PayloadCharge struct {
	Customer string `json:"customer"`
	Cents    int64  `json:"cents"`
}

// ProcessTaskCharge charges through the service layer with the task id as
// the Stripe key: clean.
func (processor *RedisTaskProcessor) ProcessTaskCharge(ctx context.Context, task *asynq.Task) error {
	var payload PayloadCharge
	if err := json.Unmarshal(task.Payload(), &payload); err != nil {
		return fmt.Errorf("failed to unmarshal payload: %w", asynq.SkipRetry)
	}
	taskID, _ := asynq.GetTaskID(ctx)
	return processor.payments.Charge(ctx, payload.Customer, payload.Cents, "charge-"+taskID)
}

// ProcessTaskChargeMinted charges through the service layer with a fresh
// key: keysource bug (and so nodedupe).
func (processor *RedisTaskProcessor) ProcessTaskChargeMinted(ctx context.Context, task *asynq.Task) error {
	var payload PayloadCharge
	if err := json.Unmarshal(task.Payload(), &payload); err != nil {
		return fmt.Errorf("failed to unmarshal payload: %w", asynq.SkipRetry)
	}
	return processor.payments.Charge(ctx, payload.Customer, payload.Cents, uuid.NewString()) // expect: nodedupe `handler \(\*RedisTaskProcessor\)\.ProcessTaskChargeMinted: a redelivery moves money again` keysource "minted by the receiver"
}
