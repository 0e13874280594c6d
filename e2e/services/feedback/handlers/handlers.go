// Package handlers: handler factories of the service's own web framework;
// the routes are wired in cmd/feedback.
package handlers

import (
	"encoding/json"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/subscription"
	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/idemlint/idemlint/e2e/services/feedback/bus"
	"github.com/idemlint/idemlint/e2e/services/feedback/cmds"
	"github.com/idemlint/idemlint/e2e/services/feedback/store"
	"github.com/idemlint/idemlint/e2e/services/feedback/web"
)

type voteReq struct {
	PostID int64 `json:"postId"`
	UserID int64 `json:"userId"`
}

// PostVote adds a vote: a retried POST counts it again.
func PostVote(s *store.Store) web.HandlerFunc {
	return func(c *web.Context) error {
		var in voteReq
		if err := c.Bind(&in); err != nil {
			return err
		}
		return s.AddVote(in.PostID, in.UserID) // expect: nodedupe `handler func literal in PostVote: a client retry inserts a duplicate row and bumps a counter again`
	}
}

// DeletePost deletes a post once: its conditional UPDATE's count stops a
// repeat before the karma changes.
func DeletePost(s *store.Store) web.HandlerFunc {
	return func(c *web.Context) error {
		var in voteReq
		if err := c.Bind(&in); err != nil {
			return err
		}
		return s.DeletePost(in.PostID, in.UserID, &store.Post{Deleted: true})
	}
}

// ShowPost reads a post.
func ShowPost(s *store.Store) web.HandlerFunc {
	return func(c *web.Context) error {
		return c.OK(map[string]string{"id": c.Param("id")})
	}
}

func session(c *web.Context) (*stripe.CheckoutSession, error) {
	payload, err := c.Body()
	if err != nil {
		return nil, err
	}
	event, err := webhook.ConstructEvent(payload, c.Request.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		return nil, err
	}
	var sess stripe.CheckoutSession
	if err := json.Unmarshal(event.Data.Raw, &sess); err != nil {
		return nil, err
	}
	return &sess, nil
}

// StripeWebhook creates the subscription a completed Checkout session
// asks for, keyed by the session: Stripe answers a retried webhook with
// the first subscription.
func StripeWebhook() web.HandlerFunc {
	return func(c *web.Context) error {
		sess, err := session(c)
		if err != nil {
			return err
		}
		params := &stripe.SubscriptionParams{Customer: stripe.String(sess.Customer.ID)}
		params.SetIdempotencyKey(sess.ID)
		_, err = subscription.New(params)
		return err
	}
}

// StripeWebhookUnkeyed creates it with no key: a retried webhook creates
// a second subscription.
func StripeWebhookUnkeyed() web.HandlerFunc {
	return func(c *web.Context) error {
		sess, err := session(c)
		if err != nil {
			return err
		}
		_, err = subscription.New(&stripe.SubscriptionParams{Customer: stripe.String(sess.Customer.ID)}) // expect: nodedupe `handler func literal in StripeWebhookUnkeyed: a client retry moves money again`
		return err
	}
}

type subscribeReq struct {
	Email  string `json:"email"`
	UserID int64  `json:"userId"`
}

// Subscribe mails a welcome through the bus's mail listener (registered
// in a package only cmd/feedback imports): a retried POST mails twice.
func Subscribe() web.HandlerFunc {
	return func(c *web.Context) error { // expect: nodedupe `handler func literal in Subscribe: a client retry messages a person again .*through cmds\.SendWelcome`
		var in subscribeReq
		if err := c.Bind(&in); err != nil {
			return err
		}
		bus.Publish(c.Request.Context(), &cmds.LogLine{Text: "subscribe " + in.Email})
		bus.Publish(c.Request.Context(), &cmds.SendWelcome{Email: in.Email})
		return c.OK(map[string]string{"email": in.Email})
	}
}

// Notifications sets a user's notifications through the bus: a retry sets
// the same value again, and the log line shipped twice is no harm.
func Notifications() web.HandlerFunc {
	return func(c *web.Context) error {
		var in subscribeReq
		if err := c.Bind(&in); err != nil {
			return err
		}
		bus.Publish(c.Request.Context(), &cmds.LogLine{Text: "notifications " + in.Email})
		return bus.Dispatch(c.Request.Context(), &cmds.SetNotifications{UserID: in.UserID, On: true})
	}
}
