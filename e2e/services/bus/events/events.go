// Package events is the service's in-process event bus: listeners
// registered on a watermill gochannel with a Retry middleware. A listener
// runs again only when it returns an error; a crash loses the message.
package events

import (
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/ThreeDotsLabs/watermill/message/router/middleware"
	"github.com/ThreeDotsLabs/watermill/pubsub/gochannel"
)

// Listener handles one topic's events.
type Listener interface {
	Name() string
	Handle(msg *message.Message) error
}

var (
	pubsub    *gochannel.GoChannel
	listeners = map[string][]Listener{}
)

// Register adds a listener for topic.
func Register(topic string, l Listener) { listeners[topic] = append(listeners[topic], l) }

// Dispatch publishes an event on the bus.
func Dispatch(topic string, payload []byte) error {
	return pubsub.Publish(topic, message.NewMessage(watermill.NewUUID(), payload))
}

// Start runs the router.
func Start() (*message.Router, error) {
	logger := watermill.NopLogger{}
	router, err := message.NewRouter(message.RouterConfig{}, logger)
	if err != nil {
		return nil, err
	}
	pubsub = gochannel.NewGoChannel(gochannel.Config{OutputChannelBuffer: 1024}, logger)
	router.AddMiddleware(middleware.Retry{MaxRetries: 5, InitialInterval: time.Second, Logger: logger}.Middleware)
	for topic, ls := range listeners {
		for _, l := range ls {
			router.AddConsumerHandler(topic+"."+l.Name(), topic, pubsub, l.Handle)
		}
	}
	return router, nil
}
