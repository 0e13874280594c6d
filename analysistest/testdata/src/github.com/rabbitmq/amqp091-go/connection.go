package amqp091

import (
	"crypto/tls"
	"net"
	"time"
)

// Config is used in DialConfig and Open to specify the desired tuning
// parameters. Subset of the real fields (SASL, Recovery omitted).
type Config struct {
	Vhost           string
	ChannelMax      uint16
	FrameSize       int
	Heartbeat       time.Duration
	TLSClientConfig *tls.Config
	Properties      Table
	Locale          string
	Dial            func(network, addr string) (net.Conn, error)
}

// Connection manages the serialization and deserialization of frames from IO
// and dispatches the frames to the appropriate channel.
type Connection struct{}

func Dial(url string) (*Connection, error)                         { return nil, nil }
func DialTLS(url string, amqps *tls.Config) (*Connection, error)   { return nil, nil }
func DialConfig(url string, config Config) (*Connection, error)    { return nil, nil }
func (c *Connection) Channel() (*Channel, error)                   { return nil, nil }
func (c *Connection) Close() error                                 { return nil }
func (c *Connection) CloseDeadline(deadline time.Time) error       { return nil }
func (c *Connection) IsClosed() bool                               { return false }
func (c *Connection) NotifyClose(receiver chan *Error) chan *Error { return receiver }
func (c *Connection) NotifyBlocked(receiver chan Blocking) chan Blocking {
	return receiver
}
func (c *Connection) LocalAddr() net.Addr  { return nil }
func (c *Connection) RemoteAddr() net.Addr { return nil }
