// Package worker: watermill handlers that create a user and, in the
// callback the store runs, publish the welcome mail's task.
package worker

import (
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/segmentio/kafka-go"

	"nodedupe/callbackparams/db"
)

type Handler struct {
	store *db.Store
	w     *kafka.Writer
}

// Signup publishes in AfterCreate, which runs only after the INSERT of
// the user (keyed by the payload's username) succeeded: a redelivery
// fails on the primary key first. Clean.
func (h *Handler) Signup(msg *message.Message) error {
	ctx := msg.Context()
	_, err := h.store.CreateUserTx(ctx, db.CreateUserTxParams{
		CreateUserParams: db.CreateUserParams{Username: string(msg.Payload), Email: msg.Metadata.Get("email")},
		AfterCreate: func(user db.User) error {
			return h.w.WriteMessages(ctx, kafka.Message{Value: []byte(user.Email)})
		},
	})
	return err
}

// SignupFirst's store runs the callback before the INSERT: bug.
func (h *Handler) SignupFirst(msg *message.Message) error {
	ctx := msg.Context()
	_, err := h.store.CreateUserFirstTx(ctx, db.CreateUserTxParams{ // want `handler \(\*Handler\)\.SignupFirst: a redelivery publishes a duplicate message`
		CreateUserParams: db.CreateUserParams{Username: string(msg.Payload), Email: msg.Metadata.Get("email")},
		AfterCreate: func(user db.User) error {
			return h.w.WriteMessages(ctx, kafka.Message{Value: []byte(user.Email)}) // want `handler \(\*Handler\)\.SignupFirst: a redelivery publishes a duplicate message`
		},
	})
	return err
}

func routes(r *message.Router, sub message.Subscriber, h *Handler) {
	r.AddNoPublisherHandler("signup", "users", sub, h.Signup)
	r.AddNoPublisherHandler("signup.first", "users", sub, h.SignupFirst)
}
