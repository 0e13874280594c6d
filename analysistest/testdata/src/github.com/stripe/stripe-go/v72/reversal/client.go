// Package reversal is an analysistest stub of github.com/stripe/stripe-go/v72/reversal (github.com/stripe/stripe-go/v72@v72.122.0).
// Subset: Client and New. Declarations mirror the real API surface; bodies are trivial.
package reversal

import (
	stripe "github.com/stripe/stripe-go/v72"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.ReversalParams) (*stripe.Reversal, error) { return nil, nil }

func (c Client) New(params *stripe.ReversalParams) (*stripe.Reversal, error) { return nil, nil }
