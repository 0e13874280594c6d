package receivers

import (
	"context"
	"database/sql"
	"net/http"
	"time"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/babelqueue/babelqueue-go"
	postgres "github.com/babelqueue/babelqueue-go/idempotency-postgres"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
	"github.com/riverqueue/river"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"keysource/mint"
)

// --- asynq ---

func registerAsynq(mux *asynq.ServeMux, rdb *redis.Client, c *asynq.Client) {
	mux.HandleFunc("a", func(ctx context.Context, t *asynq.Task) error {
		u, _ := uuid.NewRandom()
		_, err := c.Enqueue(asynq.NewTask("b", t.Payload()), asynq.TaskID(u.String())) // want `handler func literal in registerAsynq uses a key minted by the receiver \(uuid\.NewRan.*\) as asynq\.Tas.*: a redelivery mints a new one; use the sender's id$`
		return err
	})
	mux.HandleFunc("lock.ok", func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		// the minted value is the lock token stored under the sender's key
		ok, _ := rdb.SetNX(ctx, "lock:"+id, uuid.NewString(), time.Minute).Result()
		if !ok {
			return nil
		}
		return nil
	})
	mux.HandleFunc("a.ok", func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		_, err := c.Enqueue(asynq.NewTask("b", t.Payload()), asynq.TaskID("b:"+id))
		return err
	})
	// the key handed to a service that sets it inside its retry callback
	mux.HandleFunc("charge", func(ctx context.Context, t *asynq.Task) error {
		return mint.ChargeWith(100, uuid.NewString()) // want `handler func literal in registerAsynq uses a key minted by the receiver \(uuid\.NewStr.*\) as Params\.Se.*: a redelivery mints a new one; use the sender's id$`
	})
	mux.HandleFunc("charge.ok", func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		return mint.ChargeWith(100, "charge-"+id)
	})
}

// --- river ---

type SyncArgs struct {
	Account string `json:"account"`
}

func (SyncArgs) Kind() string { return "sync" }

type syncWorker struct {
	river.WorkerDefaults[SyncArgs]
	db *sql.DB
}

func (w *syncWorker) Work(ctx context.Context, job *river.Job[SyncArgs]) error {
	u, _ := uuid.NewV7()
	_, err := w.db.ExecContext(ctx, `INSERT INTO idempotency_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, u.String()) // want `handler \(\*syncWorker\)\.Work uses a key minted by the receiver \(uuid\.NewV7\(\)\) as the key column of I.*: a redelivery mints a new one; use the sender's id: job\.ID`
	return err
}

type syncWorkerOK struct {
	river.WorkerDefaults[SyncArgs]
	db *sql.DB
}

func (w *syncWorkerOK) Work(ctx context.Context, job *river.Job[SyncArgs]) error {
	u, _ := uuid.NewV7()
	_, err := w.db.ExecContext(ctx, `INSERT INTO idempotency_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, job.ID)
	if err == nil {
		_, err = w.db.ExecContext(ctx, `UPDATE accounts SET sync_token = $1 WHERE id = $2`, u.String(), job.Args.Account)
	}
	return err
}

// --- watermill ---

func watermillRouter(r *message.Router, sub message.Subscriber, rdb *redis.Client) {
	r.AddNoPublisherHandler("mint", "orders", sub, func(msg *message.Message) error {
		rdb.SetNX(msg.Context(), uuid.New().String(), 1, time.Hour) // want `handler func literal in watermillRouter uses a key minted by the receiver \(uuid\.New\(\)\) as Client\.SetNX key: a redelivery mints a new one; use the sender's id$`
		return nil
	})
	r.AddNoPublisherHandler("fallback", "orders", sub, func(msg *message.Message) error {
		key := msg.UUID
		if key == "" {
			key = mint.NewKey()
		}
		rdb.SetNX(msg.Context(), key, 1, time.Hour) // want `handler func literal in watermillRouter invents a key when the sender sent none \(mint\.Ne.*\): a redelivery without one runs again; reject the message instead`
		return nil
	})
	r.AddNoPublisherHandler("ok", "orders", sub, func(msg *message.Message) error {
		msg.Metadata.Set("span_id", uuid.New().String()) // not a key header
		rdb.SetNX(msg.Context(), msg.UUID, 1, time.Hour)
		return nil
	})
}

var pricedNS = uuid.MustParse("6ba7b811-9dad-11d1-80b4-00c04fd430c8")

// watermillReturned: messages a handler returns are published by the router;
// their UUID is what the next hop dedupes on.
func watermillReturned(r *message.Router, sub message.Subscriber, pub message.Publisher) {
	r.AddHandler("price", "orders", sub, "priced", pub, func(msg *message.Message) ([]*message.Message, error) {
		out := message.NewMessage(watermill.NewUUID(), msg.Payload) // want `handler func literal in watermillReturned uses a key minted by the receiver \(watermill\.N.*\) as the UUID.*: a redelivery mints a new one; use the sender's id$`
		return []*message.Message{out}, nil
	})
	r.AddHandler("price.ctx", "orders", sub, "priced", pub, func(msg *message.Message) ([]*message.Message, error) {
		out := message.NewMessageWithContext(msg.Context(), uuid.NewString(), msg.Payload) // want `handler func literal in watermillReturned uses a key minted by the receiver \(uuid\.NewStr.*\) as the UUID.*: a redelivery mints a new one; use the sender's id$`
		return []*message.Message{out}, nil
	})
	// clean look-alikes: the inbound UUID, or a name-based uuid of it
	r.AddHandler("price.ok", "orders", sub, "priced", pub, func(msg *message.Message) ([]*message.Message, error) {
		return []*message.Message{message.NewMessage(msg.UUID, msg.Payload)}, nil
	})
	r.AddHandler("price.derived", "orders", sub, "priced", pub, func(msg *message.Message) ([]*message.Message, error) {
		out := message.NewMessage(uuid.NewSHA1(pricedNS, []byte(msg.UUID)).String(), msg.Payload)
		out.Metadata.Set("causation_id", msg.UUID)
		return []*message.Message{out}, nil
	})
}

// publishNew is no handler: a producer minting ids for new messages is fine.
func publishNew(pub message.Publisher, payloads [][]byte) {
	for {
		for _, p := range payloads {
			pub.Publish("orders", message.NewMessage(watermill.NewUUID(), p))
		}
	}
}

// --- babelqueue ---

func babel(app *babelqueue.App, store *postgres.Store, db *sql.DB) {
	app.Handle("urn:a", func(ctx context.Context, env babelqueue.Envelope) error {
		claimed, err := store.Claim(ctx, mint.Stamp()) // want `handler func literal in babel uses a key minted by the receiver \(mint\.Stamp\(\)\) as Store\.Claim key: a redelivery mints a new one; use the sender's id$`
		if err != nil || !claimed {
			return err
		}
		return nil
	})
	app.Handle("urn:b.ok", func(ctx context.Context, env babelqueue.Envelope) error {
		// processed_at is minted, the key column is the sender's id
		_, err := db.ExecContext(ctx, `INSERT INTO processed_messages (message_id, processed_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, env.Meta.ID, time.Now())
		return err
	})
	app.Handle("urn:a.ok", func(ctx context.Context, env babelqueue.Envelope) error {
		claimed, err := store.Claim(ctx, env.Meta.ID)
		if err != nil || !claimed {
			return err
		}
		_ = time.Now().Format(time.RFC3339) // a timestamp for the record, not a key
		return nil
	})
}

// --- net/http and stripe-go ---

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /pay", pay)
	mux.HandleFunc("POST /pay/fallback", payFallback)
	mux.HandleFunc("POST /pay/ok", payOK)
	mux.HandleFunc("POST /pay/closure", payFallbackClosure)
	mux.HandleFunc("POST /orders", createOrder)
}

func pay(w http.ResponseWriter, r *http.Request) {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(100)}
	params.SetIdempotencyKey(uuid.NewString()) // want `handler pay uses a key minted by the receiver \(uuid\.NewString\(\)\) as Params\.SetIdempotencyKey key: a client retry mints a new one; use the sender's id$`
	paymentintent.New(params)
}

func payFallback(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		key = uuid.NewString()
	}
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(100)}
	params.IdempotencyKey = stripe.String(key) // want `handler payFallback invents a key when the sender sent none \(uuid\.NewString\(\)\): a client retry without one runs again; reject the request instead`
	paymentintent.New(params)
}

func payOK(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		http.Error(w, "Idempotency-Key required", http.StatusBadRequest)
		return
	}
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(100)}
	params.IdempotencyKey = stripe.String(key)
	w.Header().Set("X-Request-Id", uuid.NewString()) // log correlation
	paymentintent.New(params)
}

// The fallback variable is captured by a closure that sends it.
func payFallbackClosure(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		key = uuid.NewString()
	}
	send := func() {
		params := &stripe.PaymentIntentParams{Amount: stripe.Int64(100)}
		params.IdempotencyKey = stripe.String(key) // want `handler payFallbackClosure invents a key when the sender sent none`
		paymentintent.New(params)
	}
	send()
}

// A new resource id minted under a dedupe guard keyed by the client's key.
func createOrder(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	res, err := ordersDB.Exec(`INSERT INTO idempotency_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return
	}
	id := uuid.NewString()
	ordersDB.Exec(`INSERT INTO orders (id, idempotency_key) VALUES ($1, $2)`, id, key)
	w.Header().Set("Location", "/orders/"+id)
}

var ordersDB *sql.DB
