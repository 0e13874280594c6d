// Package worker holds the rewards service's asynq task handlers as methods
// of Handlers. They are registered in package main (cmd/rewards-worker), not
// here: the shape of issue 13's first report.
package worker

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

// Task types.
const (
	TypeAddPoints       = "points:add"
	TypeAddPointsOnce   = "points:add:once"
	TypeSendDigest      = "digest:send"
	TypeSendDigestOnce  = "digest:send:once"
	TypeNotifyPartner   = "partner:notify"
	TypeNotifyForwarded = "partner:notify:forwarded"
	TypePostWebhook     = "webhook:post"
	TypePostWebhookOnce = "webhook:post:once"
)

// Handlers carries the worker's dependencies.
type Handlers struct {
	DB         *sql.DB
	RDB        *redis.Client
	HTTP       *http.Client
	WebhookURL string
}

type pointsPayload struct {
	UserID string `json:"user_id"`
	Points int    `json:"points"`
}

// AddPoints credits points on every delivery: nodedupe bug.
func (h *Handlers) AddPoints(ctx context.Context, t *asynq.Task) error {
	var p pointsPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return fmt.Errorf("%v: %w", err, asynq.SkipRetry)
	}
	_, err := h.DB.ExecContext(ctx, `UPDATE users SET points = points + $1 WHERE id = $2`, p.Points, p.UserID) // expect: nodedupe `handler \(\*Handlers\)\.AddPoints: a redelivery bumps a counter again \(UPDATE users SET points = points \+ \$1 WHERE id = \$2\)`
	return err
}

// AddPointsOnce claims the task id in the same transaction: clean.
func (h *Handlers) AddPointsOnce(ctx context.Context, t *asynq.Task) error {
	var p pointsPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return fmt.Errorf("%v: %w", err, asynq.SkipRetry)
	}
	id, _ := asynq.GetTaskID(ctx)
	tx, err := h.DB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_tasks (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET points = points + $1 WHERE id = $2`, p.Points, p.UserID); err != nil {
		return err
	}
	return tx.Commit()
}

// SendDigest dedupes on a hash of the payload: payloadkey bug (two digests
// with the same content are one).
func (h *Handlers) SendDigest(ctx context.Context, t *asynq.Task) error {
	sum := sha256.Sum256(t.Payload())
	ok, err := h.RDB.SetNX(ctx, "digest:"+hex.EncodeToString(sum[:]), 1, 24*time.Hour).Result() // expect: payloadkey "only from the payload"
	if err != nil || !ok {
		return err
	}
	return h.RDB.Incr(ctx, "digests:sent").Err()
}

// SendDigestOnce dedupes on the task id: clean.
func (h *Handlers) SendDigestOnce(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	ok, err := h.RDB.SetNX(ctx, "digest:"+id, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	return h.RDB.Incr(ctx, "digests:sent").Err()
}

// NotifyPartner sends a fresh uuid as the partner's Idempotency-Key: keysource
// bug (a redelivery is a new request to the partner), and so nodedupe.
func (h *Handlers) NotifyPartner(ctx context.Context, t *asynq.Task) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.WebhookURL, bytes.NewReader(t.Payload()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", uuid.NewString()) // expect: keysource "minted by the receiver"
	resp, err := h.HTTP.Do(req)                         // expect: nodedupe `handler \(\*Handlers\)\.NotifyPartner: a redelivery repeats an external call`
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("partner: %s", resp.Status)
	}
	return nil
}

// NotifyForwarded forwards the task id as the partner's Idempotency-Key: clean.
func (h *Handlers) NotifyForwarded(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.WebhookURL, bytes.NewReader(t.Payload()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", "rewards-"+id)
	resp, err := h.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("partner: %s", resp.Status)
	}
	return nil
}

// PostWebhook posts on every delivery: nodedupe bug.
func (h *Handlers) PostWebhook(ctx context.Context, t *asynq.Task) error {
	resp, err := h.HTTP.Post(h.WebhookURL, "application/json", bytes.NewReader(t.Payload())) // expect: nodedupe `handler \(\*Handlers\)\.PostWebhook: a redelivery repeats an external call`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PostWebhookOnce claims the task id first and releases the claim when the
// POST fails, so a retry can post again: clean.
func (h *Handlers) PostWebhookOnce(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	key := "webhook:" + id
	ok, err := h.RDB.SetNX(ctx, key, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		return err
	}
	resp, err := h.HTTP.Post(h.WebhookURL, "application/json", bytes.NewReader(t.Payload()))
	if err != nil {
		h.RDB.Del(ctx, key)
		return err
	}
	return resp.Body.Close()
}
