package hubsub // want package:`relevant=true`

// Package hubsub: a service subscribing to an in-process hub in its
// constructor; the goroutine ranging over the subscription's Receiver is
// a handler (in process: the hub never delivers a message again, so it is
// reported for nothing).

import (
	"net/smtp"

	"github.com/leandro-lugaresi/hub"
)

type UserService struct{ bus *hub.Hub }

func NewUserService(bus *hub.Hub) *UserService { // want NewUserService:`effect send via func literal → smtp\.SendMail`
	s := &UserService{bus: bus}
	sub := bus.Subscribe(0, "user.created")
	go func(sub *hub.Subscription) { // want `func literal in NewUserService \(loop over a delivery channel\)`
		for m := range sub.Receiver {
			smtp.SendMail("smtp.example.com:587", nil, "noreply@example.com", []string{string(m.Body)}, []byte("welcome"))
		}
	}(&sub)
	return s
}

// drain ranges over a plain channel of strings: no handler.
func drain(ch <-chan string) {
	go func() {
		for range ch {
		}
	}()
}
