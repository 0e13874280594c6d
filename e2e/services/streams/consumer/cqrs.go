package consumer

import (
	"context"

	"github.com/ThreeDotsLabs/watermill/components/cqrs"

	"github.com/idemlint/idemlint/e2e/services/streams/ledger"
)

type PaymentReceived struct {
	Account string `json:"account"`
	Order   string `json:"order"`
	Cents   int64  `json:"cents"`
}

type ConfirmOrder struct {
	Order string `json:"order"`
}

type Handlers struct {
	Ledger *ledger.Store
	Events *cqrs.EventBus
}

// OnPayment credits on every delivery of the event.
func (h *Handlers) OnPayment(ctx context.Context, ev *PaymentReceived) error {
	return h.Ledger.Credit(ctx, ev.Account, ev.Cents) // expect: nodedupe `handler \(\*Handlers\)\.OnPayment: a redelivery bumps a counter again \(UPDATE accounts SET balance…\); dedupe on cqrs\.OriginalMessageFromCtx\(ctx\)\.UUID`
}

// OnPaymentOnce keys the credit by the watermill message's UUID.
func (h *Handlers) OnPaymentOnce(ctx context.Context, ev *PaymentReceived) error {
	return h.Ledger.CreditOnce(ctx, cqrs.OriginalMessageFromCtx(ctx).UUID, ev.Account, ev.Cents)
}

// OnConfirm sets the order's status, then announces it: the status is
// idempotent, the announcement a new event with a new UUID each time.
func (h *Handlers) OnConfirm(ctx context.Context, cmd *ConfirmOrder) error {
	if err := h.Ledger.MarkPaid(ctx, cmd.Order); err != nil {
		return err
	}
	return h.Events.Publish(ctx, &PaymentReceived{Order: cmd.Order}) // expect: nodedupe `handler \(\*Handlers\)\.OnConfirm: a redelivery publishes a duplicate message \(publish EventBus\.Publish\); dedupe on cqrs\.OriginalMessageFromCtx\(ctx\)\.UUID`
}

// Register wires the handlers into the processors.
func (h *Handlers) Register(ep *cqrs.EventProcessor, cp *cqrs.CommandProcessor) error {
	if err := ep.AddHandlers(
		cqrs.NewEventHandler("credit", h.OnPayment),
		cqrs.NewEventHandler("credit-once", h.OnPaymentOnce),
	); err != nil {
		return err
	}
	return cp.AddHandlers(cqrs.NewCommandHandler("confirm", h.OnConfirm))
}
