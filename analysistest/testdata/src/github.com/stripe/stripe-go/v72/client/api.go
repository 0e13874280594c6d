// Package client is an analysistest stub of github.com/stripe/stripe-go/v72/client (github.com/stripe/stripe-go/v72@v72.122.0).
// Subset: API keeps the fields of the stubbed resource packages only. Declarations mirror the real API surface; bodies are trivial.
package client

import (
	stripe "github.com/stripe/stripe-go/v72"
	"github.com/stripe/stripe-go/v72/paymentintent"
	"github.com/stripe/stripe-go/v72/reversal"
	"github.com/stripe/stripe-go/v72/sub"
	"github.com/stripe/stripe-go/v72/usagerecord"
)

type API struct {
	PaymentIntents *paymentintent.Client
	Reversals      *reversal.Client
	Subscriptions  *sub.Client
	UsageRecords   *usagerecord.Client
}

func (a *API) Init(key string, backends *stripe.Backends) {}

func New(key string, backends *stripe.Backends) *API { return nil }
