// Package webhook is an analysistest stub of
// github.com/stripe/stripe-go/v82/webhook v82.5.1. Declarations mirror the
// real API; bodies are trivial.
package webhook

import (
	"encoding/json"
	"time"

	"github.com/stripe/stripe-go/v82"
)

// DefaultTolerance indicates that signatures older than this will be rejected by ConstructEvent.
const DefaultTolerance time.Duration = 300 * time.Second

// ConstructEventOptions are options for ConstructEventWithOptions.
type ConstructEventOptions struct {
	Tolerance                time.Duration
	IgnoreTolerance          bool
	IgnoreAPIVersionMismatch bool
}

func ComputeSignature(t time.Time, payload []byte, secret string) []byte { return nil }

// ConstructEvent initializes an Event object from a JSON webhook payload,
// validating the Stripe-Signature header.
func ConstructEvent(payload []byte, header string, secret string) (stripe.Event, error) {
	var e stripe.Event
	err := json.Unmarshal(payload, &e)
	return e, err
}

func ConstructEventIgnoringTolerance(payload []byte, header string, secret string) (stripe.Event, error) {
	return ConstructEvent(payload, header, secret)
}

func ConstructEventWithTolerance(payload []byte, header string, secret string, tolerance time.Duration) (stripe.Event, error) {
	return ConstructEvent(payload, header, secret)
}

func ConstructEventWithOptions(payload []byte, header string, secret string, options ConstructEventOptions) (stripe.Event, error) {
	return ConstructEvent(payload, header, secret)
}

func ValidatePayload(payload []byte, header string, secret string) error { return nil }

func ValidatePayloadIgnoringTolerance(payload []byte, header string, secret string) error { return nil }

func ValidatePayloadWithTolerance(payload []byte, header string, secret string, tolerance time.Duration) error {
	return nil
}
