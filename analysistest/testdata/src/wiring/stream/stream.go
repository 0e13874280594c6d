// Package stream pushes messages to connected websocket clients: Notify
// hands each message to the client's write loop through a channel field.
package stream

import (
	"sync"
	"time"

	"github.com/gorilla/websocket"

	"wiring/model"
)

type client struct {
	conn  *websocket.Conn
	write chan *model.Message
}

// writeLoop runs in a goroutine per client: it writes what Notify sends,
// and pings.
func (c *client) writeLoop() {
	ping := time.NewTicker(time.Minute)
	defer ping.Stop()
	for {
		select {
		case m, ok := <-c.write:
			if !ok {
				return
			}
			if err := c.conn.WriteJSON(m); err != nil {
				return
			}
		case <-ping.C:
			_ = c.conn.WriteMessage(websocket.PingMessage, nil)
		}
	}
}

type API struct {
	mu      sync.RWMutex
	clients map[uint][]*client
}

// Notify pushes m to every client of the user.
func (a *API) Notify(user uint, m *model.Message) {
	a.mu.RLock()
	defer a.mu.RUnlock()
	for _, c := range a.clients[user] {
		c.write <- m
	}
}
