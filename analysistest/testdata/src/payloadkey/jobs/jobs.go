// Package jobs: payload-derived keys in job and router handlers (asynq,
// river, watermill, babelqueue).
package jobs

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"hash/adler32"
	"hash/crc32"
	"strconv"
	"strings"
	"time"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/ThreeDotsLabs/watermill/message/router/middleware"
	"github.com/babelqueue/babelqueue-go"
	postgres "github.com/babelqueue/babelqueue-go/idempotency-postgres"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
	"github.com/riverqueue/river"

	"payloadkey/keys"
)

// --- asynq ---

func registerAsynq(mux *asynq.ServeMux, rdb *redis.Client) {
	mux.HandleFunc("email:send", func(ctx context.Context, t *asynq.Task) error {
		sum := crc32.ChecksumIEEE(t.Payload())
		key := "task:" + strconv.FormatUint(uint64(sum), 10)
		if ok, _ := rdb.SetNX(ctx, key, 1, time.Hour).Result(); !ok { // want `handler func literal in registerAsynq derives Client\.Se.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's.*`
			return nil
		}
		return nil
	})
	mux.HandleFunc("label:print", func(ctx context.Context, t *asynq.Task) error {
		sum := sha256.Sum256(t.Payload())
		key := t.Type() + ":" + hex.EncodeToString(sum[:])
		if ok, _ := rdb.SetNX(ctx, key, 1, time.Hour).Result(); !ok { // want `handler func literal in registerAsynq derives Client\.Se.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's.*`
			return nil
		}
		return nil
	})
	mux.HandleFunc("label:print.ok", func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		if ok, _ := rdb.SetNX(ctx, t.Type()+":"+id, 1, time.Hour).Result(); !ok {
			return nil
		}
		return nil
	})
	mux.HandleFunc("email:send.ok", func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		if ok, _ := rdb.SetNX(ctx, keys.Mixed(id, t.Payload()), 1, time.Hour).Result(); !ok {
			return nil
		}
		return nil
	})
}

// --- river ---

type ChargeArgs struct {
	CustomerID string `json:"customer_id"`
	SKU        string `json:"sku"`
}

func (ChargeArgs) Kind() string { return "charge" }

type chargeWorker struct {
	river.WorkerDefaults[ChargeArgs]
	db *sql.DB
}

func (w *chargeWorker) Work(ctx context.Context, job *river.Job[ChargeArgs]) error {
	key := strings.Join([]string{job.Args.CustomerID, job.Args.SKU}, ":")
	_, err := w.db.ExecContext(ctx, `INSERT INTO idempotency_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, key) // want `handler \(\*chargeWorker\)\.Work derives the key c.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
	return err
}

type chargeWorkerOK struct {
	river.WorkerDefaults[ChargeArgs]
	db *sql.DB
}

func (w *chargeWorkerOK) Work(ctx context.Context, job *river.Job[ChargeArgs]) error {
	key := strconv.FormatInt(job.ID, 10)
	_, err := w.db.ExecContext(ctx, `INSERT INTO idempotency_keys (key) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	return err
}

// --- watermill ---

func watermillRouter(r *message.Router, sub message.Subscriber, repo middleware.ExpiringKeyRepository, rdb *redis.Client) {
	r.AddMiddleware((&middleware.Deduplicator{Repository: repo}).Middleware) // want `watermill middleware.Deduplicator keyed by its default key \(an Adler-32 hash of the payload\)`
	sha := &middleware.Deduplicator{                                         // want `watermill middleware.Deduplicator keyed by a hash of the payload \(NewMessageHasherSHA256\)`
		KeyFactory: middleware.NewMessageHasherSHA256(0),
		Repository: repo,
	}
	r.AddMiddleware(sha.Middleware)
	// clean: keyed by the sender's id
	byMeta := &middleware.Deduplicator{KeyFactory: middleware.NewMessageHasherFromMetadataField("message_id"), Repository: repo}
	r.AddMiddleware(byMeta.Middleware)
	byUUID := &middleware.Deduplicator{
		KeyFactory: func(m *message.Message) (string, error) { return m.UUID, nil },
		Repository: repo,
	}
	r.AddMiddleware(byUUID.Middleware)

	r.AddNoPublisherHandler("adler", "orders", sub, func(msg *message.Message) error {
		b := make([]byte, 4)
		binary.BigEndian.PutUint32(b, adler32.Checksum(msg.Payload))
		key := base64.StdEncoding.EncodeToString(b)
		if ok, _ := rdb.SetNX(msg.Context(), key, 1, time.Hour).Result(); !ok { // want `handler func literal in watermillRouter derives Client\.Se.* only from the payload: identical legitimate messages collide, the second is dropped; use the sender.*`
			return nil
		}
		return nil
	})
	r.AddNoPublisherHandler("uuid", "orders", sub, func(msg *message.Message) error {
		if ok, _ := rdb.SetNX(msg.Context(), "seen:"+msg.UUID, 1, time.Hour).Result(); !ok {
			return nil
		}
		return nil
	})
}

// --- babelqueue ---

func babel(app *babelqueue.App, store *postgres.Store) {
	app.Handle("urn:order:placed", func(ctx context.Context, env babelqueue.Envelope) error {
		b, _ := json.Marshal(env.Data)
		claimed, err := store.Claim(ctx, keys.BodyKey(b)) // want `handler func literal in babel derives Store\.Claim key only from the payload: identical legitimate messages collide, the second is dropped; use the sender's id$`
		if err != nil || !claimed {
			return err
		}
		return nil
	})
	app.Handle("urn:order:placed.ok", func(ctx context.Context, env babelqueue.Envelope) error {
		claimed, err := store.Claim(ctx, env.Meta.ID)
		if err != nil || !claimed {
			return err
		}
		return nil
	})
	app.Handle("urn:order:cached", func(ctx context.Context, env babelqueue.Envelope) error {
		b, _ := json.Marshal(env.Data)
		_ = keys.Of(b) // a content hash for a cache, never a key sink
		claimed, err := store.Claim(ctx, env.Meta.ID+":"+env.Job)
		if err != nil || !claimed {
			return err
		}
		return nil
	})
}
