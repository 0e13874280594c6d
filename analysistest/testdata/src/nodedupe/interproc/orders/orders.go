// Package orders places orders through billing: the middle of a three-package chain.
package orders

import (
	"context"

	"nodedupe/interproc/billing"
)

type Orders struct{ Billing *billing.Service }

// Place charges the order, forwarding key down to billing.Charge.
func (o *Orders) Place(ctx context.Context, key, customer string, amount int64) error {
	return o.Billing.Charge(customer, amount, key)
}

// PlaceAnonymous drops the key on the way down.
func (o *Orders) PlaceAnonymous(ctx context.Context, customer string, amount int64) error {
	return o.Billing.ChargeNoKey(customer, amount)
}
