// Package wrapped: handlers wrapped in closures, middleware and
// conversions. Each hazard is reported once, in the handler that has it:
// a handler (by its shape: ProcessTask, ServeHTTP) that a registered
// closure calls reports its own effects, and the closure does not report
// them again at its call.
package wrapped

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/hibiken/asynq"
	"github.com/nats-io/nats.go"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/transfer"
)

var db *sql.DB

// handle is no handler by itself (a plain helper): the closure that calls
// it is, and reports the effect at the call.
func handle(db *sql.DB, m *nats.Msg) {
	db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data))
}

func StartA(nc *nats.Conn) {
	nc.Subscribe("a", func(m *nats.Msg) { handle(db, m) }) // want `^handler func literal in StartA: a redelivery bumps a counter again \(UPDATE t SET n = n \+ 1 WHERE k = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)$`
}

// Processor.ProcessTask is a handler by its shape, and a closure registered
// in its place calls it: one finding, in ProcessTask (it was reported twice,
// there and at the closure's call).
type Processor struct{}

func (p *Processor) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := transfer.New(&stripe.TransferParams{Destination: stripe.String(string(t.Payload()))}) // want `^handler \(\*Processor\)\.ProcessTask: a redelivery moves money again \(stripe transfer\); dedupe on asynq\.GetTaskID\(ctx\) and forward it as the Idempotency-Key$`
	return err
}

func StartI(mux *asynq.ServeMux) {
	p := &Processor{}
	mux.HandleFunc("i", func(ctx context.Context, t *asynq.Task) error {
		return p.ProcessTask(ctx, t)
	})
}

// KeyedProcessor forwards the task id as the transfer's idempotency key:
// nothing to report, neither in it nor in the closure that calls it.
type KeyedProcessor struct{}

func (p *KeyedProcessor) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	params := &stripe.TransferParams{Destination: stripe.String(string(t.Payload()))}
	params.IdempotencyKey = stripe.String(id)
	_, err := transfer.New(params)
	return err
}

func StartKeyed(mux *asynq.ServeMux) {
	p := &KeyedProcessor{}
	mux.HandleFunc("keyed", func(ctx context.Context, t *asynq.Task) error {
		return p.ProcessTask(ctx, t)
	})
}

// The same for an http.Handler wrapped in a closure route: "a client retry".
type Srv struct{}

func (s *Srv) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodPost {
		db.Exec(`UPDATE y SET n = n + 1 WHERE k = $1`, r.FormValue("k")) // want `^handler \(\*Srv\)\.ServeHTTP: a client retry bumps a counter again \(UPDATE y SET n = n \+ 1 WHERE k = \$1\); dedupe on r\.Header\.Get\("Idempotency-Key"\)$`
	}
}

func StartJ(mux *http.ServeMux) {
	s := &Srv{}
	mux.HandleFunc("POST /j", func(w http.ResponseWriter, r *http.Request) { s.ServeHTTP(w, r) })
}

// A middleware wrapping a literal: the literal is the handler, once.
func withRecover(h func(*nats.Msg)) func(*nats.Msg) {
	return func(m *nats.Msg) {
		defer func() { recover() }()
		h(m)
	}
}

func StartK(nc *nats.Conn) {
	nc.Subscribe("k", withRecover(func(m *nats.Msg) {
		db.Exec(`UPDATE k SET n = n + 1 WHERE k = $1`, string(m.Data)) // want `^handler func literal in StartK: a redelivery bumps a counter again \(UPDATE k SET n = n \+ 1 WHERE k = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)$`
	}))
}

// One literal registered twice: one finding.
func StartL(nc *nats.Conn) {
	sub := func(m *nats.Msg) {
		db.Exec(`UPDATE l SET n = n + 1 WHERE k = $1`, string(m.Data)) // want `^handler func literal in StartL: a redelivery bumps a counter again`
	}
	nc.Subscribe("l", sub)
	nc.QueueSubscribe("l", "q", sub)
}

// Closures inside the handler (run in a goroutine, or called): once, at the
// effect.
func StartN(nc *nats.Conn) {
	nc.Subscribe("n", func(m *nats.Msg) {
		go func() {
			db.Exec(`UPDATE nn SET n = n + 1 WHERE k = $1`, string(m.Data)) // want `^handler func literal in StartN: a redelivery bumps a counter again`
		}()
	})
}

func StartO(nc *nats.Conn) {
	nc.Subscribe("o", func(m *nats.Msg) {
		work := func() { db.Exec(`UPDATE oo SET n = n + 1 WHERE k = $1`, string(m.Data)) } // want `^handler func literal in StartO: a redelivery bumps a counter again`
		work()
	})
}
