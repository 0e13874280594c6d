// Package bus is a service's in-process event bus: listeners registered on
// a watermill gochannel, which runs a handler again only when it returns an
// error (a crash loses the message; nothing redelivers it).
package bus

import (
	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/ThreeDotsLabs/watermill/pubsub/gochannel"
)

type Listener interface {
	Name() string
	Handle(msg *message.Message) error
}

var (
	pubsub    *gochannel.GoChannel
	listeners = map[string][]Listener{}
)

func Register(topic string, l Listener) { listeners[topic] = append(listeners[topic], l) }

func Start() error {
	router, err := message.NewRouter(message.RouterConfig{}, watermill.NopLogger{})
	if err != nil {
		return err
	}
	pubsub = gochannel.NewGoChannel(gochannel.Config{}, watermill.NopLogger{})
	for topic, ls := range listeners {
		for _, l := range ls {
			router.AddNoPublisherHandler(topic+"."+l.Name(), topic, pubsub, l.Handle)
		}
	}
	return nil
}
