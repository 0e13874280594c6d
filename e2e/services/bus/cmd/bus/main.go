// Command bus wires the listeners to the in-process bus and runs it.
package main

import (
	"context"
	"database/sql"
	"log"
	"os"

	"github.com/idemlint/idemlint/e2e/services/bus/events"
	"github.com/idemlint/idemlint/e2e/services/bus/listeners"
)

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	events.Register("events", &listeners.Notify{DB: db})
	events.Register("events", &listeners.FanOut{Hooks: []string{os.Getenv("HOOK")}})
	events.Register("events", &listeners.Audit{DB: db})
	events.Register("events", &listeners.Mentions{DB: db})
	events.Register("delivery", &listeners.Deliver{URL: os.Getenv("HOOK_URL")})
	router, err := events.Start()
	if err != nil {
		log.Fatal(err)
	}
	log.Fatal(router.Run(context.Background()))
}
