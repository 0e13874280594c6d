// Package subscription is an analysistest stub of github.com/stripe/stripe-go/v82/subscription (github.com/stripe/stripe-go/v82@v82.5.1).
// Subset: Client and New only. Declarations mirror the real API surface; bodies are trivial.
package subscription

import (
	stripe "github.com/stripe/stripe-go/v82"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.SubscriptionParams) (*stripe.Subscription, error) { return nil, nil }

func (c Client) New(params *stripe.SubscriptionParams) (*stripe.Subscription, error) { return nil, nil }
