// Package usagerecord is an analysistest stub of github.com/stripe/stripe-go/v72/usagerecord (github.com/stripe/stripe-go/v72@v72.122.0).
// Subset: Client and New. Declarations mirror the real API surface; bodies are trivial.
package usagerecord

import (
	stripe "github.com/stripe/stripe-go/v72"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.UsageRecordParams) (*stripe.UsageRecord, error) { return nil, nil }

func (c Client) New(params *stripe.UsageRecordParams) (*stripe.UsageRecord, error) { return nil, nil }
