// Package nats is an analysistest stub of github.com/nats-io/nats.go v1.56.0.
// Declarations mirror the real API; bodies are trivial.
package nats

import (
	"context"
	"errors"
	"time"
)

const DefaultURL = "nats://127.0.0.1:4222"

var (
	ErrConnectionClosed = errors.New("nats: connection closed")
	ErrTimeout          = errors.New("nats: timeout")
	ErrNoResponders     = errors.New("nats: no responders available for request")
)

// Options can be used to create a customized connection. Subset of fields.
type Options struct {
	Url            string
	Servers        []string
	Name           string
	AllowReconnect bool
	MaxReconnect   int
	ReconnectWait  time.Duration
	Timeout        time.Duration
	User           string
	Password       string
	Token          string
}

// Option is a function on the options for a connection.
type Option func(*Options) error

func Name(name string) Option               { return nil }
func Timeout(t time.Duration) Option        { return nil }
func UserInfo(user, password string) Option { return nil }
func Token(token string) Option             { return nil }

// ConnHandler is used for asynchronous events such as disconnected and closed connections.
type ConnHandler func(*Conn)

// ErrHandler is used to process asynchronous errors encountered while processing inbound messages.
type ErrHandler func(*Conn, *Subscription, error)

// MsgHandler is a callback function that processes messages delivered to
// asynchronous subscribers.
type MsgHandler func(msg *Msg)

// Conn represents a bare connection to a nats-server.
type Conn struct{}

// Connect will attempt to connect to the NATS system.
func Connect(url string, options ...Option) (*Conn, error) { return &Conn{}, nil }

func (nc *Conn) Publish(subj string, data []byte) error               { return nil }
func (nc *Conn) PublishMsg(m *Msg) error                              { return nil }
func (nc *Conn) PublishRequest(subj, reply string, data []byte) error { return nil }
func (nc *Conn) RequestMsg(msg *Msg, timeout time.Duration) (*Msg, error) {
	return nil, nil
}
func (nc *Conn) Request(subj string, data []byte, timeout time.Duration) (*Msg, error) {
	return nil, nil
}
func (nc *Conn) RequestMsgWithContext(ctx context.Context, msg *Msg) (*Msg, error) {
	return nil, nil
}
func (nc *Conn) RequestWithContext(ctx context.Context, subj string, data []byte) (*Msg, error) {
	return nil, nil
}
func (nc *Conn) Subscribe(subj string, cb MsgHandler) (*Subscription, error) { return nil, nil }
func (nc *Conn) ChanSubscribe(subj string, ch chan *Msg) (*Subscription, error) {
	return nil, nil
}
func (nc *Conn) ChanQueueSubscribe(subj, group string, ch chan *Msg) (*Subscription, error) {
	return nil, nil
}
func (nc *Conn) SubscribeSync(subj string) (*Subscription, error) { return nil, nil }
func (nc *Conn) QueueSubscribe(subj, queue string, cb MsgHandler) (*Subscription, error) {
	return nil, nil
}
func (nc *Conn) QueueSubscribeSync(subj, queue string) (*Subscription, error) { return nil, nil }
func (nc *Conn) FlushTimeout(timeout time.Duration) (err error)               { return nil }
func (nc *Conn) Flush() error                                                 { return nil }
func (nc *Conn) Close()                                                       {}
func (nc *Conn) IsClosed() bool                                               { return false }
func (nc *Conn) IsConnected() bool                                            { return true }
func (nc *Conn) Drain() error                                                 { return nil }

// Header represents the optional Header for a NATS message, based on the
// implementation of http.Header.
type Header map[string][]string

func (h Header) Add(key, value string)      {}
func (h Header) Set(key, value string)      {}
func (h Header) Get(key string) string      { return "" }
func (h Header) Values(key string) []string { return nil }
func (h Header) Del(key string)             {}

// Msg represents a message delivered by NATS.
type Msg struct {
	Subject string
	Reply   string
	Header  Header
	Data    []byte
	Sub     *Subscription
}

// NewMsg creates a message for publishing that will use headers.
func NewMsg(subject string) *Msg { return &Msg{Subject: subject, Header: Header{}} }

func (m *Msg) Equal(msg *Msg) bool                                    { return false }
func (m *Msg) Size() int                                              { return 0 }
func (m *Msg) Respond(data []byte) error                              { return nil }
func (m *Msg) RespondMsg(msg *Msg) error                              { return nil }
func (m *Msg) Ack(opts ...AckOpt) error                               { return nil }
func (m *Msg) AckSync(opts ...AckOpt) error                           { return nil }
func (m *Msg) Nak(opts ...AckOpt) error                               { return nil }
func (m *Msg) Term(opts ...AckOpt) error                              { return nil }
func (m *Msg) InProgress(opts ...AckOpt) error                        { return nil }
func (m *Msg) NakWithDelay(delay time.Duration, opts ...AckOpt) error { return nil }
func (m *Msg) Metadata() (*MsgMetadata, error)                        { return nil, nil }

// Subscription represents interest in a given subject.
type Subscription struct {
	Subject string
	Queue   string
}

func (s *Subscription) IsValid() bool                                 { return true }
func (s *Subscription) Drain() error                                  { return nil }
func (s *Subscription) IsDraining() bool                              { return false }
func (s *Subscription) Unsubscribe() error                            { return nil }
func (s *Subscription) AutoUnsubscribe(max int) error                 { return nil }
func (s *Subscription) SetClosedHandler(handler func(subject string)) {}
func (s *Subscription) NextMsg(timeout time.Duration) (*Msg, error)   { return nil, nil }
func (s *Subscription) Pending() (int, int, error)                    { return 0, 0, nil }
func (s *Subscription) Delivered() (int64, error)                     { return 0, nil }
func (s *Subscription) Dropped() (int, error)                         { return 0, nil }
