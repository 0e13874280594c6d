// Package amqp091 is an analysistest stub of github.com/rabbitmq/amqp091-go
// v1.17.0. Declarations mirror the real API; bodies are trivial.
package amqp091

import (
	"context"
	"errors"
	"time"
)

const (
	ExchangeDirect  = "direct"
	ExchangeFanout  = "fanout"
	ExchangeTopic   = "topic"
	ExchangeHeaders = "headers"
)

const (
	Transient  uint8 = 1
	Persistent uint8 = 2
)

const (
	NeverExpire       string = ""  // empty value means never expire
	ImmediatelyExpire string = "0" // 0 means immediately expire
)

var (
	ErrClosed                 = &Error{Code: 504, Reason: "channel/connection is not open"}
	ErrDeliveryNotInitialized = errors.New("delivery not initialized. Channel is probably closed")
)

// Error captures the code and reason a channel or connection has been closed
// by the server.
type Error struct {
	Code    int    // constant code from the specification
	Reason  string // description of the error
	Server  bool   // true when initiated from the server, false when from this library
	Recover bool   // true when this error can be recovered by retrying later or with different parameters
}

func (e *Error) Error() string     { return e.Reason }
func (e *Error) Recoverable() bool { return e.Recover }
func (e *Error) Temporary() bool   { return e.Recover }
func (e *Error) GoString() string  { return "" }

// Table stores user supplied fields of the following types: bool, byte,
// int8, float32, float64, int, int16, int32, int64, string, []byte,
// Decimal, time.Time, Table, []interface{}.
type Table map[string]any

func (t Table) Validate() error                         { return nil }
func (t Table) SetClientConnectionName(connName string) {}

// Decimal matches the AMQP decimal type.
type Decimal struct {
	Scale uint8
	Value int32
}

// Queue captures the current server state of the queue on the server.
type Queue struct {
	Name      string // server confirmed or generated name
	Messages  int    // count of messages not awaiting acknowledgment
	Consumers int    // number of consumers receiving deliveries
}

// Publishing captures the client message sent to the server.
type Publishing struct {
	Headers Table

	ContentType     string    // MIME content type
	ContentEncoding string    // MIME content encoding
	DeliveryMode    uint8     // Transient (0 or 1) or Persistent (2)
	Priority        uint8     // 0 to 9
	CorrelationId   string    // correlation identifier
	ReplyTo         string    // address to reply to (ex: RPC)
	Expiration      string    // message expiration spec
	MessageId       string    // message identifier
	Timestamp       time.Time // message timestamp
	Type            string    // message type name
	UserId          string    // creating user id - ex: "guest"
	AppId           string    // creating application id

	Body []byte
}

// Blocking notifies the server's TCP flow control of the Connection.
type Blocking struct {
	Active bool   // TCP pushback active/inactive on server
	Reason string // Server reason for activation
}

// DeferredConfirmation represents a future publisher confirm for a message.
type DeferredConfirmation struct {
	DeliveryTag uint64
}

func (d *DeferredConfirmation) Done() <-chan struct{} { return nil }
func (d *DeferredConfirmation) Acked() bool           { return false }
func (d *DeferredConfirmation) Wait() bool            { return false }
func (d *DeferredConfirmation) WaitContext(ctx context.Context) (bool, error) {
	return false, nil
}

// Confirmation notifies the acknowledgment or negative acknowledgement of a
// publishing identified by its delivery tag.
type Confirmation struct {
	DeliveryTag uint64 // A 1 based counter of publishings from when the channel was put in Confirm mode
	Ack         bool   // True when the server successfully received the publishing
}

// Return captures a flattened struct of fields returned by the server when a
// Publishing is unable to be delivered.
type Return struct {
	ReplyCode  uint16 // reason
	ReplyText  string // description
	Exchange   string // basic.publish exchange
	RoutingKey string // basic.publish routing key

	ContentType     string    // MIME content type
	ContentEncoding string    // MIME content encoding
	Headers         Table     // Application or header exchange table
	DeliveryMode    uint8     // queue implementation use - non-persistent (1) or persistent (2)
	Priority        uint8     // queue implementation use - 0 to 9
	CorrelationId   string    // application use - correlation identifier
	ReplyTo         string    // application use - address to reply to (ex: RPC)
	Expiration      string    // implementation use - message expiration spec
	MessageId       string    // application use - message identifier
	Timestamp       time.Time // application use - message timestamp
	Type            string    // application use - message type name
	UserId          string    // application use - creating user id
	AppId           string    // application use - creating application

	Body []byte
}
