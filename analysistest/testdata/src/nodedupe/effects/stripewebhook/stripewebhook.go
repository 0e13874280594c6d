// Package stripewebhook: a Stripe webhook receiver creates the
// subscription a completed Checkout session asks for. Keyed by the
// session's id (the same on every retry of the webhook), Stripe answers a
// retry with the first subscription; without a key, a retry charges again.
package stripewebhook

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/subscription"
	"github.com/stripe/stripe-go/v82/webhook"
)

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /webhooks/stripe", Keyed)
	mux.HandleFunc("POST /webhooks/stripe-v0", Unkeyed)
}

func session(w http.ResponseWriter, r *http.Request) (*stripe.CheckoutSession, bool) {
	payload, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return nil, false
	}
	event, err := webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil || event.Type != "checkout.session.completed" {
		http.Error(w, "bad event", http.StatusBadRequest)
		return nil, false
	}
	var s stripe.CheckoutSession
	if err := json.Unmarshal(event.Data.Raw, &s); err != nil {
		http.Error(w, "bad session", http.StatusBadRequest)
		return nil, false
	}
	return &s, true
}

// --- clean look-alike ---

// Keyed forwards the session's id as the subscription's idempotency key.
func Keyed(w http.ResponseWriter, r *http.Request) {
	s, ok := session(w, r)
	if !ok {
		return
	}
	params := &stripe.SubscriptionParams{Customer: stripe.String(s.Customer.ID)}
	params.SetIdempotencyKey(s.ID)
	if _, err := subscription.New(params); err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
	}
}

// --- bug ---

// Unkeyed creates the subscription with no key: a retried webhook creates
// (and charges) a second one.
func Unkeyed(w http.ResponseWriter, r *http.Request) {
	s, ok := session(w, r)
	if !ok {
		return
	}
	params := &stripe.SubscriptionParams{Customer: stripe.String(s.Customer.ID)}
	if _, err := subscription.New(params); err != nil { // want `handler Unkeyed: a client retry moves money again`
		http.Error(w, err.Error(), http.StatusBadGateway)
	}
}
