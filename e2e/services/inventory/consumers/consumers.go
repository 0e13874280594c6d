// Package consumers holds the inventory service's message handlers: a NATS
// subscription callback, watermill handlers, River workers and a sarama
// consumer-group handler, all as named methods or types. They are registered
// in package main (cmd/inventory).
package consumers

import (
	"database/sql"

	"github.com/redis/go-redis/v9"
)

// Handlers carries the dependencies of the NATS and watermill handlers.
type Handlers struct {
	DB  *sql.DB
	RDB *redis.Client
}
