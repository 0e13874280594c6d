// Package websocket is a stub of github.com/gorilla/websocket v1.5.3: the
// names and signatures idemlint's model and fixtures use.
package websocket

import "time"

const (
	TextMessage   = 1
	BinaryMessage = 2
	CloseMessage  = 8
	PingMessage   = 9
	PongMessage   = 10
)

type Conn struct{}

type PreparedMessage struct{}

func (c *Conn) WriteMessage(messageType int, data []byte) error                     { return nil }
func (c *Conn) WriteJSON(v interface{}) error                                       { return nil }
func (c *Conn) WritePreparedMessage(pm *PreparedMessage) error                      { return nil }
func (c *Conn) WriteControl(messageType int, data []byte, deadline time.Time) error { return nil }
func (c *Conn) ReadJSON(v interface{}) error                                        { return nil }
func (c *Conn) SetWriteDeadline(t time.Time) error                                  { return nil }
func (c *Conn) Close() error                                                        { return nil }
