// Package maps holds check-then-write cases over in-memory seen-sets.
package maps

import (
	"sync"

	"github.com/nats-io/nats.go"
)

func work(data []byte) {}

type Consumer struct {
	mu    sync.Mutex
	seen  map[string]bool
	done  map[string]struct{}
	cache sync.Map
}

// --- bugs ---

func (c *Consumer) twoSections(nc *nats.Conn) {
	nc.Subscribe("a", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		c.mu.Lock()
		dup := c.seen[id]
		c.mu.Unlock()
		if dup {
			return
		}
		work(m.Data)
		c.mu.Lock()
		c.seen[id] = true // want `check-then-write race in func literal in \(\*Consumer\)\.twoSections on key header "Nats-Msg-Id": two concurrent deliveries both proceed; LoadOrStore or one mutex`
		c.mu.Unlock()
	})
}

func (c *Consumer) noLock(nc *nats.Conn) {
	nc.Subscribe("b", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		if _, ok := c.done[id]; ok {
			return
		}
		work(m.Data)
		c.done[id] = struct{}{} // want `check-then-write race in func literal in \(\*Consumer\)\.noLock on key header "Nats-Msg-Id": two concurrent deliveries both proceed; LoadOrStore or one mutex`
	})
}

func (c *Consumer) syncMapLoadStore(nc *nats.Conn) {
	nc.Subscribe("c", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		if _, ok := c.cache.Load(id); ok {
			return
		}
		work(m.Data)
		c.cache.Store(id, true) // want `check-then-write race in func literal in \(\*Consumer\)\.syncMapLoadStore on key header "Nat.*: two concurrent deliveries both proceed; LoadOrStore or one mutex`
	})
}

// --- clean look-alikes ---

func (c *Consumer) oneSectionDefer(nc *nats.Conn) {
	nc.Subscribe("d", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.seen[id] {
			return
		}
		c.seen[id] = true
		work(m.Data)
	})
}

func (c *Consumer) oneSection(nc *nats.Conn) {
	nc.Subscribe("e", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		c.mu.Lock()
		if c.seen[id] {
			c.mu.Unlock()
			return
		}
		c.seen[id] = true
		c.mu.Unlock()
		work(m.Data)
	})
}

func (c *Consumer) loadOrStore(nc *nats.Conn) {
	nc.Subscribe("f", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		if _, loaded := c.cache.LoadOrStore(id, true); loaded {
			return
		}
		work(m.Data)
	})
}

// The lookup guards a store of another key.
func (c *Consumer) otherKey(nc *nats.Conn) {
	nc.Subscribe("g", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		if _, ok := c.cache.Load(id); ok {
			return
		}
		c.cache.Store(string(m.Data), true)
	})
}

// A map local to the handler: no other delivery can see it.
func (c *Consumer) localMap(nc *nats.Conn) {
	nc.Subscribe("h", func(m *nats.Msg) {
		local := map[string]bool{}
		for _, s := range []string{string(m.Data), m.Subject} {
			if local[s] {
				continue
			}
			local[s] = true
		}
	})
}
