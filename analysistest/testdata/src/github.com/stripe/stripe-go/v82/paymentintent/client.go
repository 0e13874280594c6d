// Package paymentintent is an analysistest stub of github.com/stripe/stripe-go/v82/paymentintent (github.com/stripe/stripe-go/v82@v82.5.1).
// Declarations mirror the real API surface; bodies are trivial.
package paymentintent

import (
	stripe "github.com/stripe/stripe-go/v82"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) { return nil, nil }

func Get(id string, params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func Update(id string, params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func Cancel(id string, params *stripe.PaymentIntentCancelParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func Capture(id string, params *stripe.PaymentIntentCaptureParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func Confirm(id string, params *stripe.PaymentIntentConfirmParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func (c Client) New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func (c Client) Get(id string, params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func (c Client) Update(id string, params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func (c Client) Cancel(id string, params *stripe.PaymentIntentCancelParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func (c Client) Capture(id string, params *stripe.PaymentIntentCaptureParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func (c Client) Confirm(id string, params *stripe.PaymentIntentConfirmParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func IncrementAuthorization(id string, params *stripe.PaymentIntentIncrementAuthorizationParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}

func (c Client) IncrementAuthorization(id string, params *stripe.PaymentIntentIncrementAuthorizationParams) (*stripe.PaymentIntent, error) {
	return nil, nil
}
