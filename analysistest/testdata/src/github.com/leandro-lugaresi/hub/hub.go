// Package hub is an analysistest stub of github.com/leandro-lugaresi/hub (github.com/leandro-lugaresi/hub@v1.1.2).
// Declarations mirror the real API surface; bodies are trivial.
package hub

const AlertTopic = "hub.subscription.messageslost"

type subscriber interface {
	Set(Message)
	Ch() <-chan Message
	Close()
}

type Hub struct {
	fields Fields
}

func New() *Hub { return &Hub{fields: Fields{}} }

func (h *Hub) Publish(m Message) {}

func (h *Hub) With(f Fields) *Hub { return h }

func (h *Hub) Subscribe(cap int, topics ...string) Subscription {
	return Subscription{Topics: topics, Receiver: make(chan Message, cap)}
}

func (h *Hub) NonBlockingSubscribe(cap int, topics ...string) Subscription {
	return Subscription{Topics: topics, Receiver: make(chan Message, cap)}
}

func (h *Hub) Unsubscribe(sub Subscription) {}

func (h *Hub) Close() {}

type Subscription struct {
	Topics     []string
	Receiver   <-chan Message
	subscriber subscriber
}

type Fields map[string]interface{}

func (f Fields) String() string { return "" }

type Message struct {
	Name   string
	Body   []byte
	Fields Fields
}

func (m *Message) Topic() string { return m.Name }
