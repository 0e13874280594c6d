// Package paymentintent is an analysistest stub of github.com/stripe/stripe-go/v72/paymentintent (github.com/stripe/stripe-go/v72@v72.122.0).
// Subset: Client and New, Confirm, Capture. Declarations mirror the real API surface; bodies are trivial.
package paymentintent

import (
	stripe "github.com/stripe/stripe-go/v72"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) { return nil, nil }

func (c Client) New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func Capture(id string, params *stripe.PaymentIntentCaptureParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func (c Client) Capture(id string, params *stripe.PaymentIntentCaptureParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func Confirm(id string, params *stripe.PaymentIntentConfirmParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func (c Client) Confirm(id string, params *stripe.PaymentIntentConfirmParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}
