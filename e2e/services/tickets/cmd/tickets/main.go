// Command tickets serves the tickets API.
package main

import (
	"context"
	"log"
	"os"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/segmentio/kafka-go"
	"gorm.io/gorm"

	"github.com/idemlint/idemlint/e2e/services/tickets/handlers"
	"github.com/idemlint/idemlint/e2e/services/tickets/service"
	"github.com/idemlint/idemlint/e2e/services/tickets/store"
)

func main() {
	var dialector gorm.Dialector // the driver is configured by the deployment
	db, err := gorm.Open(dialector, &gorm.Config{})
	if err != nil {
		log.Fatal(err)
	}
	pool, err := pgxpool.New(context.Background(), os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	svc := &service.Service{
		Tickets: &store.Tickets{DB: db},
		Events:  &store.EventStore{Pool: pool},
		Writer:  &kafka.Writer{Addr: kafka.TCP("localhost:9092"), Topic: "tickets"},
	}
	h := &handlers.Handlers{Svc: svc}
	r := gin.Default()
	r.POST("/orders/:id/cancel", h.CancelOrder)
	r.POST("/orders/:id/notes", h.AddOrderNote)
	r.POST("/tickets/:id/close", h.CloseTicket)
	r.POST("/tickets/:id/messages", h.AddTicketMessage)
	r.POST("/tickets/:id/announce", h.AnnounceTicket)
	r.GET("/tickets/:id", h.ViewTicket)
	log.Fatal(r.Run())
}
