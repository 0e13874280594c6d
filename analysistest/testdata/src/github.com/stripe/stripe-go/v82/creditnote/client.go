// Package creditnote is an analysistest stub of github.com/stripe/stripe-go/v82/creditnote (github.com/stripe/stripe-go/v82@v82.5.1).
// Subset: Client and New only. Declarations mirror the real API surface; bodies are trivial.
package creditnote

import (
	stripe "github.com/stripe/stripe-go/v82"
)

type Client struct {
	B   stripe.Backend
	Key string
}

func New(params *stripe.CreditNoteParams) (*stripe.CreditNote, error) { return nil, nil }

func (c Client) New(params *stripe.CreditNoteParams) (*stripe.CreditNote, error) { return nil, nil }
