// Package handlers: watermill handlers whose effects are statements the
// repositories run through the service's own executor.
package handlers

import (
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/google/uuid"

	"github.com/idemlint/idemlint/e2e/services/projections/repo"
)

type Handlers struct {
	Ratings *repo.Ratings
	Tasks   *repo.Tasks
}

// Reviewed bumps the pending counter on every delivery: bug.
func (h *Handlers) Reviewed(msg *message.Message) error {
	return h.Ratings.IncrementPending(msg.Context(), string(msg.Payload)) // expect: nodedupe "bumps a counter again"
}

// LoginFailed counts a failed try toward a lockout: no business counter.
func (h *Handlers) LoginFailed(msg *message.Message) error {
	return h.Ratings.RecordFailedLogin(msg.Context(), string(msg.Payload))
}

// Approved sets a status: idempotent.
func (h *Handlers) Approved(msg *message.Message) error {
	return h.Ratings.SetStatus(msg.Context(), string(msg.Payload), "approved")
}

// CreateTask stores a task under an id minted here: a redelivery adds a
// second task. Bug.
func (h *Handlers) CreateTask(msg *message.Message) error {
	return h.Tasks.Store(msg.Context(), &repo.Task{ID: uuid.NewString(), Title: string(msg.Payload)}) // expect: nodedupe "inserts a duplicate row"
}

// CreateTaskKeyed stores it under the message's id: the primary key
// refuses a redelivery. Clean.
func (h *Handlers) CreateTaskKeyed(msg *message.Message) error {
	return h.Tasks.Store(msg.Context(), &repo.Task{ID: msg.UUID, Title: string(msg.Payload)})
}

// ToggleStar flips the flag: a redelivery flips it back. Bug.
func (h *Handlers) ToggleStar(msg *message.Message) error {
	return h.Tasks.ToggleStar(msg.Context(), string(msg.Payload)) // expect: nodedupe "flips a value back"
}

// Star sets the flag: clean.
func (h *Handlers) Star(msg *message.Message) error {
	return h.Tasks.SetStar(msg.Context(), string(msg.Payload), true)
}

// Register adds the handlers to the router.
func Register(r *message.Router, sub message.Subscriber, h *Handlers) {
	r.AddNoPublisherHandler("reviewed", "reviews", sub, h.Reviewed)
	r.AddNoPublisherHandler("login-failed", "logins", sub, h.LoginFailed)
	r.AddNoPublisherHandler("approved", "reviews", sub, h.Approved)
	r.AddNoPublisherHandler("task", "tasks", sub, h.CreateTask)
	r.AddNoPublisherHandler("task-keyed", "tasks", sub, h.CreateTaskKeyed)
	r.AddNoPublisherHandler("toggle-star", "stars", sub, h.ToggleStar)
	r.AddNoPublisherHandler("star", "stars", sub, h.Star)
}
