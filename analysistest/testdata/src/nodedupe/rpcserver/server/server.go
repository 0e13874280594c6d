// Package server: a RabbitMQ RPC server of the service's own: the
// connection keeps the delivery channel in a field, a select loop receives
// from it and hands each delivery to serveCall, which calls the handler
// registered for its type (a map of the service's own func type).
package server

import (
	"context"

	amqp "github.com/rabbitmq/amqp091-go"
)

type CallHandler func(context.Context, *amqp.Delivery) (any, error)

type Connection struct {
	Channel  *amqp.Channel
	Delivery <-chan amqp.Delivery
}

func (c *Connection) Connect() error {
	d, err := c.Channel.Consume("rpc", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	c.Delivery = d
	return nil
}

type Server struct {
	conn   *Connection
	stop   chan struct{}
	router map[string]CallHandler
}

func New(conn *Connection, router map[string]CallHandler) *Server {
	return &Server{conn: conn, stop: make(chan struct{}), router: router}
}

func (s *Server) handleMessages(ctx context.Context) error {
	for {
		select {
		case <-s.stop:
			return nil
		case d, ok := <-s.conn.Delivery:
			if !ok {
				return nil
			}
			s.serveCall(ctx, &d)
		}
	}
}

func (s *Server) serveCall(ctx context.Context, d *amqp.Delivery) {
	defer d.Ack(false)
	h, ok := s.router[d.Type]
	if !ok {
		return
	}
	_, _ = h(ctx, d)
}
