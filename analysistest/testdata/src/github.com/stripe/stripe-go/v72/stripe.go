// Package stripe is an analysistest stub of github.com/stripe/stripe-go/v72 (github.com/stripe/stripe-go/v72@v72.122.0),
// an old major version (before stripe.Client): resource packages and client.API only.
// Subset: Backend, Backends and the resource structs are subsets; Params is complete.
// Declarations mirror the real API surface; bodies are trivial.
package stripe

import (
	"context"
	"net/http"
	"net/url"
	"sync"
)

var Key string

func String(v string) *string { return nil }

func StringValue(v *string) string { return "" }

func Int64(v int64) *int64 { return nil }

func NewIdempotencyKey() string { return "" }

type ExtraValues struct {
	url.Values `form:"-"` // See custom AppendTo implementation
}

type Params struct {
	Context context.Context `form:"-"`

	Expand []*string    `form:"expand"`
	Extra  *ExtraValues `form:"*"`

	Headers http.Header `form:"-"`

	IdempotencyKey *string           `form:"-"` // Passed as header
	Metadata       map[string]string `form:"metadata"`

	StripeAccount *string `form:"-"` // Passed as header
}

func (p *Params) AddExpand(f string) {}

func (p *Params) AddExtra(key, value string) {}

func (p *Params) AddMetadata(key, value string) {}

func (p *Params) GetParams() *Params { return nil }

func (p *Params) SetIdempotencyKey(val string) {}

func (p *Params) SetStripeAccount(val string) {}

// Backend is a subset (the real one also has Call, CallStreaming, CallRaw, CallMultipart).
type Backend interface {
	SetMaxNetworkRetries(maxNetworkRetries int64)
}

type Backends struct {
	API, Connect, Uploads Backend
	mu                    sync.RWMutex
}

type APIResponse struct {
	Header http.Header

	IdempotencyKey string

	RawJSON []byte

	RequestID string

	Status string

	StatusCode int
}

type APIResource struct {
	LastResponse *APIResponse `json:"-"`
}

type PaymentIntentParams struct {
	Params               `form:"*"`
	Amount               *int64  `form:"amount"`
	ApplicationFeeAmount *int64  `form:"application_fee_amount"`
	Confirm              *bool   `form:"confirm"`
	Currency             *string `form:"currency"`
	Customer             *string `form:"customer"`
	Description          *string `form:"description"`
}

type PaymentIntentConfirmParams struct {
	Params `form:"*"`
}

type PaymentIntentCaptureParams struct {
	Params `form:"*"`
}

type PaymentIntent struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}

type SubscriptionParams struct {
	Params   `form:"*"`
	Customer *string `form:"customer"`
}

type Subscription struct {
	APIResource
	ID string `json:"id"`
}

type UsageRecordParams struct {
	Params           `form:"*"`
	SubscriptionItem *string `form:"-"` // Included in URL
	Action           *string `form:"action"`
	Quantity         *int64  `form:"quantity"`
	Timestamp        *int64  `form:"timestamp"`
	TimestampNow     *bool   `form:"-"` // See custom AppendTo
}

type UsageRecord struct {
	APIResource
	ID               string `json:"id"`
	Livemode         bool   `json:"livemode"`
	Object           string `json:"object"`
	Quantity         int64  `json:"quantity"`
	SubscriptionItem string `json:"subscription_item"`
	Timestamp        int64  `json:"timestamp"`
}

type ReversalParams struct {
	Params      `form:"*"`
	Transfer    *string `form:"-"` // Included in URL
	Amount      *int64  `form:"amount"`
	Description *string `form:"description"`
}

type Reversal struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}
