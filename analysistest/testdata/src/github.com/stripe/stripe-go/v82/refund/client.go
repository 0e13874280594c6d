// Package refund is an analysistest stub of github.com/stripe/stripe-go/v82/refund (github.com/stripe/stripe-go/v82@v82.5.1).
// Declarations mirror the real API surface; bodies are trivial.
package refund

import (
	stripe "github.com/stripe/stripe-go/v82"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.RefundParams) (*stripe.Refund, error) { return nil, nil }

func Get(id string, params *stripe.RefundParams) (*stripe.Refund, error) { return nil, nil }

func Update(id string, params *stripe.RefundParams) (*stripe.Refund, error) { return nil, nil }

func Cancel(id string, params *stripe.RefundCancelParams) (*stripe.Refund, error) { return nil, nil }

func (c Client) New(params *stripe.RefundParams) (*stripe.Refund, error) { return nil, nil }

func (c Client) Get(id string, params *stripe.RefundParams) (*stripe.Refund, error) { return nil, nil }

func (c Client) Update(id string, params *stripe.RefundParams) (*stripe.Refund, error) {
	return nil, nil
}

func (c Client) Cancel(id string, params *stripe.RefundCancelParams) (*stripe.Refund, error) {
	return nil, nil
}
