// Package wrapped: handlers wrapped in closures, middleware and
// conversions. Each hazard is reported once, in the handler that has it:
// a handler (by its shape: ProcessTask, ServeHTTP) that a registered
// closure calls reports its own effects, and the closure does not report
// them again at its call.
package wrapped

import (
	"context"
	"database/sql"
	"encoding/json"
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

// An adapter of another signature: handleJSON's closure is the route, and
// it hands the request on to the function it adapts (h.bump), which is the
// handler that has the effect. handleConst adapts a function it never
// gives the request: that function is no handler.
type jsonAPI struct{}

func handleJSON(handler func(*http.Request) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		res, err := handler(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		_ = res
	}
}

func handleConst(handler func(string) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := handler("fixed"); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	}
}

func (a *jsonAPI) bump(r *http.Request) (any, error) {
	_, err := db.Exec(`UPDATE quota SET used = used + 1 WHERE k = $1`, r.FormValue("k")) // want `^handler \(\*jsonAPI\)\.bump: a client retry bumps a counter again \(UPDATE quota SET used = used \+ 1 WHERE k = \$1\)`
	return nil, err
}

func (a *jsonAPI) tick(name string) error {
	_, err := db.Exec(`UPDATE ticks SET n = n + 1 WHERE name = $1`, name)
	return err
}

func StartJSON(mux *http.ServeMux) {
	a := &jsonAPI{}
	mux.HandleFunc("POST /bump", handleJSON(a.bump))
	mux.HandleFunc("POST /tick", handleConst(a.tick))
}

// The method value of a wrapper's result (otelhttp.NewHandler(…).ServeHTTP)
// registered as the route: the handler it wraps is the route's handler.
func traced(h http.Handler, op string) http.Handler { return h }

func (a *jsonAPI) respond(w http.ResponseWriter, r *http.Request) {
	db.Exec(`UPDATE replies SET n = n + 1 WHERE k = $1`, r.FormValue("k")) // want `^handler \(\*jsonAPI\)\.respond: a client retry bumps a counter again`
}

func (a *jsonAPI) generate(w http.ResponseWriter, r *http.Request) {
	db.Exec(`UPDATE generated SET n = n + 1 WHERE k = $1`, r.FormValue("k"))
}

func StartTraced(mux *http.ServeMux) {
	a := &jsonAPI{}
	mux.HandleFunc("POST /respond", traced(http.HandlerFunc(a.respond), "respond").ServeHTTP)
	mux.HandleFunc("GET /generate", traced(http.HandlerFunc(a.generate), "generate").ServeHTTP)
}

// An adapter method whose closure hands the request on inside a func
// literal it runs at once (an error wrapper: h.handleError(w, r, func()
// error { … return f(app, w, r) }())): the adapted function, of the app's
// own signature, is the handler. adminOnly calls it with neither the
// request nor the writer: that function is no handler.
type appHandler func(app *jsonAPI, w http.ResponseWriter, r *http.Request) error

type wrapper struct{ app *jsonAPI }

func (h *wrapper) handleError(w http.ResponseWriter, r *http.Request, err error) {
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

func (h *wrapper) All(f appHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		h.handleError(w, r, func() error {
			defer func() { recover() }()
			return f(h.app, w, r)
		}())
	}
}

func (h *wrapper) Fixed(f func(app *jsonAPI) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		h.handleError(w, r, func() error { return f(h.app) }())
	}
}

func addVote(app *jsonAPI, w http.ResponseWriter, r *http.Request) error {
	_, err := db.Exec(`UPDATE votes SET n = n + 1 WHERE post = $1`, r.FormValue("post")) // want `^handler addVote: a client retry bumps a counter again`
	return err
}

func sweep(app *jsonAPI) error {
	_, err := db.Exec(`UPDATE sweeps SET n = n + 1 WHERE id = 1`)
	return err
}

func StartWrapped(mux *http.ServeMux) {
	h := &wrapper{app: &jsonAPI{}}
	mux.HandleFunc("POST /votes", h.All(addVote))
	mux.HandleFunc("POST /sweep", h.Fixed(sweep))
}

// Registration helpers: register(mux, path, handle) registers its
// parameter, and api(mux, path, f) registers a closure that hands the
// request to f: what their callers pass are the handlers. count reads the
// body (a write route) and bumps a counter: reported; peek only reads.
func register(mux *http.ServeMux, path string, handle func(w http.ResponseWriter, r *http.Request)) {
	mux.HandleFunc(path, handle)
	mux.HandleFunc(path+".view", handle)
}

func api(mux *http.ServeMux, path string, f func(r *http.Request) error) {
	register(mux, path, func(w http.ResponseWriter, r *http.Request) {
		if err := f(r); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	})
}

type counterAPI struct{}

func (c *counterAPI) count(r *http.Request) error {
	var in struct{ Key string }
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		return err
	}
	_, err := db.Exec(`UPDATE counters SET n = n + 1 WHERE k = $1`, in.Key) // want `^handler \(\*counterAPI\)\.count: a client retry bumps a counter again`
	return err
}

func (c *counterAPI) peek(r *http.Request) error {
	_, err := db.Exec(`SELECT n FROM counters WHERE k = $1`, r.FormValue("k"))
	return err
}

func StartHelpers(mux *http.ServeMux) {
	c := &counterAPI{}
	api(mux, "/count", c.count)
	api(mux, "/peek", c.peek)
}

// An adapter returning the interface (statping's scoped(h) returning
// http.Handler(http.HandlerFunc(func(w, r) { data := h(r); … }))): the
// adapted function is the handler.
func scoped(handler func(r *http.Request) interface{}) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		data := handler(r)
		if err, ok := data.(error); ok {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	})
}

func (a *jsonAPI) vote(r *http.Request) interface{} {
	_, err := db.Exec(`UPDATE votes SET n = n + 1 WHERE k = $1`, r.FormValue("k")) // want `^handler \(\*jsonAPI\)\.vote: a client retry bumps a counter again`
	return err
}

func StartScoped(mux *http.ServeMux) {
	a := &jsonAPI{}
	mux.Handle("POST /vote", scoped(a.vote))
}
