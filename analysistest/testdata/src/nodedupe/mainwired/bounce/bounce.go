// Package bounce records bounces through a callback its user gives it.
package bounce

import "net/http"

// Signed reports whether a webhook request carries the provider's signature.
func Signed(r *http.Request) bool { return r.Header.Get("X-Signature") != "" }

type Bounce struct {
	Email string
	Type  string
}

type Opt struct {
	RecordCB func(b Bounce) error
}

type Manager struct {
	opt   Opt
	queue chan Bounce
}

func New(opt Opt) *Manager { return &Manager{opt: opt, queue: make(chan Bounce)} }

// Record queues a bounce for Run.
func (m *Manager) Record(b Bounce) error {
	m.queue <- b
	return nil
}

// Run records the queued bounces with the callback.
func (m *Manager) Run() {
	for b := range m.queue {
		if err := m.opt.RecordCB(b); err != nil {
			continue
		}
	}
}
