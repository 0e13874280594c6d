// Package customer is an analysistest stub of github.com/stripe/stripe-go/v82/customer (github.com/stripe/stripe-go/v82@v82.5.1).
// Declarations mirror the real API surface; bodies are trivial.
package customer

import (
	stripe "github.com/stripe/stripe-go/v82"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.CustomerParams) (*stripe.Customer, error) { return nil, nil }

func Get(id string, params *stripe.CustomerParams) (*stripe.Customer, error) { return nil, nil }

func Update(id string, params *stripe.CustomerParams) (*stripe.Customer, error) { return nil, nil }

func Del(id string, params *stripe.CustomerParams) (*stripe.Customer, error) { return nil, nil }

func (c Client) New(params *stripe.CustomerParams) (*stripe.Customer, error) { return nil, nil }

func (c Client) Get(id string, params *stripe.CustomerParams) (*stripe.Customer, error) {
	return nil, nil
}

func (c Client) Update(id string, params *stripe.CustomerParams) (*stripe.Customer, error) {
	return nil, nil
}

func (c Client) Del(id string, params *stripe.CustomerParams) (*stripe.Customer, error) {
	return nil, nil
}
