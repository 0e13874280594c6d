package handler

import (
	"context"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"

	"nodedupe/interproc/billing"
)

type charger struct{ svc *billing.Service }

func (c *charger) register(mux *asynq.ServeMux) {
	mux.HandleFunc("charge", c.charge)
	mux.HandleFunc("charge.minted", c.chargeMinted)
	mux.HandleFunc("charge.nokey", c.chargeNoKey)
}

// charge forwards the task id into the service's retry callback: clean.
func (c *charger) charge(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	return c.svc.ChargeRetried(string(t.Payload()), 100, "charge-"+id)
}

// chargeMinted forwards a fresh key: every redelivery charges again.
func (c *charger) chargeMinted(ctx context.Context, t *asynq.Task) error {
	return c.svc.ChargeRetried(string(t.Payload()), 100, uuid.NewString()) // want `handler \(\*charger\)\.chargeMinted: a redelivery moves money again \(stripe paymentintent\); dedupe on asynq\.GetTaskID\(ctx\) and forward it as the Idempotency-Key`
}

// chargeNoKey: the callback charges with no key.
func (c *charger) chargeNoKey(ctx context.Context, t *asynq.Task) error {
	return c.svc.ChargeRetriedNoKey(string(t.Payload()), 100) // want `handler \(\*charger\)\.chargeNoKey: a redelivery moves money again \(stripe paymentintent\); dedupe on asynq\.GetTaskID\(ctx\) and forward it as the Idempotency-Key`
}
