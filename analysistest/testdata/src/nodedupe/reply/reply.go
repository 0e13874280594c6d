// Package reply: a request-reply server answers on the request's own
// reply address (nats.Msg.Reply, amqp.Delivery.ReplyTo). The caller takes
// the first answer and drops a second: a reply is no duplicate publish.
// The same server publishing an event elsewhere is.
package reply

import (
	"context"

	"github.com/nats-io/nats.go"
	amqp "github.com/rabbitmq/amqp091-go"
)

type Server struct{ nc *nats.Conn }

// respond answers on the request's inbox, through a helper as services do.
func (s *Server) respond(msg *nats.Msg, body []byte) {
	out := nats.NewMsg(msg.Reply)
	out.Data = body
	_ = s.nc.PublishMsg(out)
}

func (s *Server) Start() {
	s.nc.Subscribe("rpc.get", func(msg *nats.Msg) {
		s.respond(msg, msg.Data)
		_ = s.nc.Publish(msg.Reply, []byte("done"))
		_ = s.nc.PublishMsg(&nats.Msg{Subject: msg.Reply, Data: msg.Data})
	})
	s.nc.Subscribe("rpc.create", func(msg *nats.Msg) {
		_ = s.nc.Publish("orders.created", msg.Data) // want `^handler func literal in \(\*Server\)\.Start: a redelivery publishes a duplicate message \(publish Conn\.Publish\)`
		s.respond(msg, nil)
	})
}

// An AMQP RPC server: the reply goes to d.ReplyTo (as the routing key of
// the default exchange, or, as some servers do, as the exchange).
func Serve(ctx context.Context, ch *amqp.Channel) {
	deliveries, _ := ch.Consume("rpc", "", false, false, false, false, nil)
	for d := range deliveries {
		_ = ch.PublishWithContext(ctx, "", d.ReplyTo, false, false, amqp.Publishing{CorrelationId: d.CorrelationId, Body: d.Body})
		_ = ch.Publish(d.ReplyTo, "", false, false, amqp.Publishing{CorrelationId: d.CorrelationId, Body: d.Body})
		_ = d.Ack(false)
	}
}

func ServeAndNotify(ctx context.Context, ch *amqp.Channel) {
	deliveries, _ := ch.Consume("rpc", "", false, false, false, false, nil)
	for d := range deliveries {
		_ = ch.PublishWithContext(ctx, "events", "order.created", false, false, amqp.Publishing{Body: d.Body}) // want `^handler ServeAndNotify: a redelivery publishes a duplicate message`
		_ = ch.PublishWithContext(ctx, "", d.ReplyTo, false, false, amqp.Publishing{CorrelationId: d.CorrelationId})
		_ = d.Ack(false)
	}
}
