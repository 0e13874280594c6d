// Package billing charges customers through Stripe.
package billing

import (
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// Service charges cards.
type Service struct{}

// Charge creates and confirms a payment intent. idempotencyKey, when not
// empty, is forwarded to Stripe, which then runs a retried request once.
func (s *Service) Charge(customerID string, amountCents int64, idempotencyKey string) (*stripe.PaymentIntent, error) {
	params := &stripe.PaymentIntentParams{
		Amount:   stripe.Int64(amountCents),
		Currency: stripe.String(string(stripe.CurrencyUSD)),
		Customer: stripe.String(customerID),
		Confirm:  stripe.Bool(true),
	}
	if idempotencyKey != "" {
		params.SetIdempotencyKey(idempotencyKey)
	}
	return paymentintent.New(params)
}
