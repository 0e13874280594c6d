// Package topup is an analysistest stub of github.com/stripe/stripe-go/v82/topup (github.com/stripe/stripe-go/v82@v82.5.1).
// Subset: Client and New only. Declarations mirror the real API surface; bodies are trivial.
package topup

import (
	stripe "github.com/stripe/stripe-go/v82"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.TopupParams) (*stripe.Topup, error) { return nil, nil }

func (c Client) New(params *stripe.TopupParams) (*stripe.Topup, error) { return nil, nil }
