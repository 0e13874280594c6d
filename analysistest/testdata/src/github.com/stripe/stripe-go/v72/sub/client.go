// Package sub is an analysistest stub of github.com/stripe/stripe-go/v72/sub (github.com/stripe/stripe-go/v72@v72.122.0).
// Subset: Client and New. Declarations mirror the real API surface; bodies are trivial.
package sub

import (
	stripe "github.com/stripe/stripe-go/v72"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.SubscriptionParams) (*stripe.Subscription, error) { return nil, nil }

func (c Client) New(params *stripe.SubscriptionParams) (*stripe.Subscription, error) { return nil, nil }
