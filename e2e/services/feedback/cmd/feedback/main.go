// Command feedback wires the routes on the service's own engine.
package main

import (
	"log"
	"net/http"

	"xorm.io/xorm"

	"github.com/idemlint/idemlint/e2e/services/feedback/handlers"
	_ "github.com/idemlint/idemlint/e2e/services/feedback/log"
	_ "github.com/idemlint/idemlint/e2e/services/feedback/mailer"
	"github.com/idemlint/idemlint/e2e/services/feedback/store"
	"github.com/idemlint/idemlint/e2e/services/feedback/web"
)

func main() {
	db, err := xorm.NewEngine("postgres", "")
	if err != nil {
		log.Fatal(err)
	}
	s := &store.Store{DB: db}
	e := web.New()
	e.Post("/api/posts/:id/votes", handlers.PostVote(s))
	e.Delete("/api/posts/:id", handlers.DeletePost(s))
	e.Get("/api/posts/:id", handlers.ShowPost(s))
	e.Post("/webhooks/stripe", handlers.StripeWebhook())
	e.Post("/webhooks/stripe-v0", handlers.StripeWebhookUnkeyed())
	e.Post("/api/subscribe", handlers.Subscribe())
	e.Post("/api/notifications", handlers.Notifications())
	log.Fatal(http.ListenAndServe(":8080", e))
}
