// Package transfer is an analysistest stub of github.com/stripe/stripe-go/v82/transfer (github.com/stripe/stripe-go/v82@v82.5.1).
// Declarations mirror the real API surface; bodies are trivial.
package transfer

import (
	stripe "github.com/stripe/stripe-go/v82"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.TransferParams) (*stripe.Transfer, error) { return nil, nil }

func Get(id string, params *stripe.TransferParams) (*stripe.Transfer, error) { return nil, nil }

func Update(id string, params *stripe.TransferParams) (*stripe.Transfer, error) { return nil, nil }

func (c Client) New(params *stripe.TransferParams) (*stripe.Transfer, error) { return nil, nil }

func (c Client) Get(id string, params *stripe.TransferParams) (*stripe.Transfer, error) {
	return nil, nil
}

func (c Client) Update(id string, params *stripe.TransferParams) (*stripe.Transfer, error) {
	return nil, nil
}
