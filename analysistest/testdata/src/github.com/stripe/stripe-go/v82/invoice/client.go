// Package invoice is an analysistest stub of github.com/stripe/stripe-go/v82/invoice (github.com/stripe/stripe-go/v82@v82.5.1).
// Subset: Client, New and Pay. Declarations mirror the real API surface; bodies are trivial.
package invoice

import (
	stripe "github.com/stripe/stripe-go/v82"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.InvoiceParams) (*stripe.Invoice, error) { return nil, nil }

func (c Client) New(params *stripe.InvoiceParams) (*stripe.Invoice, error) { return nil, nil }

func Pay(id string, params *stripe.InvoicePayParams) (*stripe.Invoice, error) { return nil, nil }

func (c Client) Pay(id string, params *stripe.InvoicePayParams) (*stripe.Invoice, error) {
	return nil, nil
}
