// Package charge is an analysistest stub of github.com/stripe/stripe-go/v82/charge (github.com/stripe/stripe-go/v82@v82.5.1).
// Declarations mirror the real API surface; bodies are trivial.
package charge

import (
	stripe "github.com/stripe/stripe-go/v82"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.ChargeParams) (*stripe.Charge, error) { return nil, nil }

func Get(id string, params *stripe.ChargeParams) (*stripe.Charge, error) { return nil, nil }

func Update(id string, params *stripe.ChargeParams) (*stripe.Charge, error) { return nil, nil }

func Capture(id string, params *stripe.ChargeCaptureParams) (*stripe.Charge, error) { return nil, nil }

func (c Client) New(params *stripe.ChargeParams) (*stripe.Charge, error) { return nil, nil }

func (c Client) Get(id string, params *stripe.ChargeParams) (*stripe.Charge, error) { return nil, nil }

func (c Client) Update(id string, params *stripe.ChargeParams) (*stripe.Charge, error) {
	return nil, nil
}

func (c Client) Capture(id string, params *stripe.ChargeCaptureParams) (*stripe.Charge, error) {
	return nil, nil
}
