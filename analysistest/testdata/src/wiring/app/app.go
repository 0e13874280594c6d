package app // want package:`wiring: settled .*\(\*Consumer\)\.Store@handlers\.go:\d+:\d+→wiring/domain\.Orders\.Add.*`

// Package app wires the handlers to the adapters: here the opaque calls
// of package handlers are resolved, and reported at the handlers.

import (
	"database/sql"
	"net/http"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
	"gorm.io/gorm"

	"wiring/adapters"
	"wiring/api"
	"wiring/audit"
	"wiring/buscrowd"
	_ "wiring/busstore"
	"wiring/busweb"
	"wiring/domain"
	"wiring/handlers"
	_ "wiring/log"
	"wiring/relay"
	"wiring/stream"
)

func New(r *kafka.Reader, db *sql.DB, rc *redis.Client) *handlers.Consumer {
	return &handlers.Consumer{
		Reader: r,
		Mail:   &adapters.SMTPMailer{Addr: "smtp:587"},
		Orders: &adapters.PGOrders{DB: db},
		Inbox:  &adapters.RedisInbox{R: rc},
	}
}

func NewModules(r *kafka.Reader, rc *redis.Client) *handlers.Modules {
	return &handlers.Modules{Reader: r, Modules: []domain.Module{&adapters.AuditModule{R: rc}, &adapters.MailModule{Addr: "smtp:587"}}}
}

func NewOutbox(r *kafka.Reader) *handlers.Outbox {
	return &handlers.Outbox{Reader: r, Mail: &adapters.SMTPMailer{Addr: "smtp:587"}}
}

func NewCallbacks(r *kafka.Reader) *handlers.Callbacks {
	m := &adapters.SMTPMailer{Addr: "smtp:587"}
	return &handlers.Callbacks{Reader: r, Send: m.Send, Log: func(line string) { println(line) }}
}

func NewAPI(s *stream.API) *api.MessageAPI { return &api.MessageAPI{Notifier: s} }

func NewJobs(r *kafka.Reader, c *asynq.Client) *handlers.Jobs {
	return &handlers.Jobs{Reader: r, Queue: &adapters.AsynqQueue{C: c}}
}

func NewWorkers(db *sql.DB) (*adapters.NotifyWorker, *adapters.RefreshWorker) {
	return &adapters.NotifyWorker{Addr: "smtp:587"}, &adapters.RefreshWorker{DB: db}
}

func NewForwarder(r *kafka.Reader) *handlers.Forwarder {
	return &handlers.Forwarder{Reader: r, Sink: &adapters.MailSink{Addr: "smtp:587"}}
}

func NewTally(r *kafka.Reader, db *sql.DB) *handlers.Tally {
	return &handlers.Tally{Reader: r, Store: &adapters.PGStore{DB: db}}
}

func NewJournaled(r *kafka.Reader, db *sql.DB) *handlers.Journaled {
	return &handlers.Journaled{Reader: r, Journal: &adapters.PGJournal{DB: db}}
}

// Routes serves the bus API; its handlers are registered by busstore.
func Routes(mux *http.ServeMux) { busweb.Routes(mux); (&buscrowd.API{}).Routes(mux) }

func NewAudit(g *gorm.DB) *audit.API {
	return &audit.API{Svc: &audit.Service{Events: &adapters.AuditLogService{G: g, Addr: "smtp:587"}}}
}

func NewLists(r *kafka.Reader, db *sql.DB) *handlers.ListConsumer {
	return &handlers.ListConsumer{Reader: r, Lists: &domain.CachedLists{Lists: &adapters.PGLists{DB: db}}}
}

func NewFeeds(r *kafka.Reader, db *sql.DB) *handlers.FeedConsumer {
	return &handlers.FeedConsumer{Reader: r, Feeds: &adapters.PGFeeds{DB: db, Table: "feed"}}
}

func NewRelay(r *kafka.Reader, db *sql.DB) *relay.Relay {
	return &relay.Relay{Next: &adapters.SMTPNotifier{Addr: "smtp:587"}, DB: db, Reader: r}
}
