package queuerepo

// Workers that drain a queue kept behind the service's
// own repository interface (a scrobble buffer, an outbox) on a timer. An
// entry stays queued until the work dequeues it, so a crash, a failed
// dequeue or a "retry later" after the remote accepted it sends it again:
// the function that takes the entries and works them is a handler, each
// entry its delivery.

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"time"
)

type Entry struct {
	ID, UserID, Track string
}

// BufferRepository is the scrobble buffer: a queue in a table.
type BufferRepository interface {
	UserIDs(service string) ([]string, error)
	Next(service, userID string) (*Entry, error)
	Dequeue(e *Entry) error
}

// UserRepository is no queue: a loop reading it is no handler.
type UserRepository interface {
	Next(after string) (*Entry, error)
}

// RefreshQueue holds feeds to refresh: its worker only reads remotely.
type RefreshQueue interface {
	Pop() (*Entry, error)
}

// httpDoer is what the worker sends requests with: an *http.Client, or
// the caching client below wrapping one.
type httpDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// cachingClient caches responses of the client it wraps (its own doer
// interface): a decorator, not where requests go.
type cachingClient struct {
	hc interface {
		Do(req *http.Request) (*http.Response, error)
	}
	last *http.Response
}

func (c *cachingClient) Do(req *http.Request) (*http.Response, error) {
	resp, err := c.hc.Do(req)
	c.last = resp
	return resp, err
}

type Worker struct {
	buf     BufferRepository
	users   UserRepository
	refresh RefreshQueue
	client  httpDoer
	url     string
}

// Run drains the buffer on every tick.
func (w *Worker) Run(ctx context.Context) {
	t := time.NewTimer(time.Minute)
	for {
		w.processQueue(ctx)
		select {
		case <-t.C:
		case <-ctx.Done():
			return
		}
	}
}

func (w *Worker) processQueue(ctx context.Context) {
	ids, _ := w.buf.UserIDs("remote")
	for _, id := range ids {
		w.processUserQueue(ctx, id)
	}
}

// processUserQueue posts each entry, then dequeues it. Bug.
func (w *Worker) processUserQueue(ctx context.Context, userID string) bool {
	for {
		e, err := w.buf.Next("remote", userID)
		if err != nil || e == nil {
			return err == nil
		}
		if err := w.post(ctx, e); err != nil { // want `handler \(\*Worker\)\.processUserQueue: a redelivery repeats an external call`
			return false
		}
		if err := w.buf.Dequeue(e); err != nil {
			return false
		}
	}
}

func (w *Worker) post(ctx context.Context, e *Entry) error {
	return w.request(ctx, http.MethodPost, bytes.NewBufferString(e.Track))
}

// request is the worker's own request helper: the method is its
// caller's.
func (w *Worker) request(ctx context.Context, method string, body io.Reader) error {
	var req *http.Request
	if method == http.MethodPost {
		req, _ = http.NewRequestWithContext(ctx, method, w.url, body)
	} else {
		req, _ = http.NewRequestWithContext(ctx, method, w.url, nil)
	}
	resp, err := w.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RunRefresh pops feeds to refresh on a timer.
func (w *Worker) RunRefresh(ctx context.Context) {
	for {
		select {
		case <-time.After(time.Minute):
			w.refreshAll(ctx)
		case <-ctx.Done():
			return
		}
	}
}

// refreshAll takes each queued feed and GETs it: a repeat reads again,
// nothing more (no finding).
func (w *Worker) refreshAll(ctx context.Context) {
	for {
		e, err := w.refresh.Pop()
		if err != nil || e == nil {
			return
		}
		_ = w.request(ctx, http.MethodGet, nil)
	}
}

// Digest walks the users on a timer and posts to each: a scheduled job,
// not a queue's delivery (no handler).
func (w *Worker) Digest(ctx context.Context) {
	for {
		time.Sleep(time.Hour)
		e, _ := w.users.Next("")
		for e != nil {
			_ = w.post(ctx, e)
			e, _ = w.users.Next(e.ID)
		}
	}
}
