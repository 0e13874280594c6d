package consumer

import (
	"context"
	"encoding/json"

	"github.com/ThreeDotsLabs/watermill-amqp/v3/pkg/amqp"
	wsql "github.com/ThreeDotsLabs/watermill-sql/v4/pkg/sql"
	"github.com/ThreeDotsLabs/watermill/message"

	"github.com/idemlint/idemlint/e2e/services/streams/ledger"
)

type Pipe struct {
	Sub    *amqp.Subscriber
	Out    *wsql.Publisher
	Ledger *ledger.Store
}

// Credit consumes a watermill-amqp subscription directly, with no dedupe.
func (p *Pipe) Credit(ctx context.Context) error {
	msgs, err := p.Sub.Subscribe(ctx, "payments")
	if err != nil {
		return err
	}
	for msg := range msgs {
		var pay Payment
		if err := json.Unmarshal(msg.Payload, &pay); err != nil {
			msg.Nack()
			continue
		}
		p.Ledger.Credit(ctx, pay.Account, pay.Cents) // expect: nodedupe `handler \(\*Pipe\)\.Credit: a redelivery bumps a counter again \(UPDATE accounts SET balance = balance \+ \$1 WHERE id = \$2\); dedupe on msg\.UUID`
		msg.Ack()
	}
	return nil
}

// CreditOnce keys the credit by the message UUID.
func (p *Pipe) CreditOnce(ctx context.Context) error {
	msgs, err := p.Sub.Subscribe(ctx, "payments")
	if err != nil {
		return err
	}
	for msg := range msgs {
		var pay Payment
		if err := json.Unmarshal(msg.Payload, &pay); err != nil {
			msg.Nack()
			continue
		}
		if err := p.Ledger.CreditOnce(ctx, msg.UUID, pay.Account, pay.Cents); err != nil {
			msg.Nack()
			continue
		}
		msg.Ack()
	}
	return nil
}

// Outbox copies each message into the SQL outbox under a new UUID.
func (p *Pipe) Outbox(ctx context.Context, newID func() string) error {
	msgs, err := p.Sub.Subscribe(ctx, "payments")
	if err != nil {
		return err
	}
	for msg := range msgs {
		p.Out.Publish("payments.outbox", message.NewMessage(newID(), msg.Payload)) // expect: nodedupe `handler \(\*Pipe\)\.Outbox: a redelivery publishes a duplicate message \(publish Publisher\.Publish\); dedupe on msg\.UUID`
		msg.Ack()
	}
	return nil
}
