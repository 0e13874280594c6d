// Package worker: watermill handlers whose effects are SQL statements run
// through the service's own executor (repo over dbtx.Conn), and tasks
// stored under an id a handler mints or takes from the message.
package worker

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/google/uuid"

	"nodedupe/sqlwrapper/repo"
)

type Handler struct {
	ratings *repo.Ratings
	tasks   *repo.Tasks
	store   repo.Store
}

// Reviewed bumps a counter through the wrapper: bug.
func (h *Handler) Reviewed(msg *message.Message) error {
	return h.ratings.IncrementPending(msg.Context(), string(msg.Payload)) // want `handler \(\*Handler\)\.Reviewed: a redelivery bumps a counter again \(INSERT INTO ratings`
}

// Approved sets a status through the same wrapper: clean.
func (h *Handler) Approved(msg *message.Message) error {
	return h.ratings.SetStatus(msg.Context(), string(msg.Payload), "approved")
}

// CreateTask stores a task under an id minted here: the primary key
// refuses nothing, a redelivery adds a second task. Bug.
func (h *Handler) CreateTask(msg *message.Message) error {
	task := &repo.Task{ID: uuid.NewString(), Title: string(msg.Payload)}
	return h.tasks.Store(msg.Context(), task) // want `handler \(\*Handler\)\.CreateTask: a redelivery inserts a duplicate row \(INSERT INTO tasks`
}

// CreateTaskKeyed stores the task under the message's id: a redelivery
// fails on the primary key. Clean.
func (h *Handler) CreateTaskKeyed(msg *message.Message) error {
	task := &repo.Task{ID: msg.UUID, Title: string(msg.Payload)}
	return h.tasks.Store(msg.Context(), task)
}

// CreateTaskNamed stores the task under a uuid minted here that is no
// key: the row's id is the message's, the uuid only names a trace. Clean.
func (h *Handler) CreateTaskNamed(msg *message.Message) error {
	trace := uuid.NewString()
	task := &repo.Task{ID: msg.UUID, Title: string(msg.Payload) + trace}
	return h.tasks.Store(msg.Context(), task)
}

// Snapshot rebuilds the ratings snapshot (insert a generation, delete
// the rest): a repeat leaves the same set. Clean.
func (h *Handler) Snapshot(msg *message.Message) error {
	return h.ratings.WriteSnapshot(msg.Context())
}

// Reindex starts a reindex task unless one of that title exists: the
// lookup of the tasks table decides the insert (a race at most, no
// missing dedupe). Clean.
func (h *Handler) Reindex(msg *message.Message) error {
	title := string(msg.Payload)
	running, err := h.store.Running(msg.Context(), title)
	if err != nil {
		return err
	}
	if len(running) > 0 {
		return nil
	}
	return h.store.Store(msg.Context(), &repo.Task{ID: uuid.NewString(), Title: title})
}

// ReindexBlind starts one without the lookup: bug.
func (h *Handler) ReindexBlind(msg *message.Message) error {
	return h.store.Store(msg.Context(), &repo.Task{ID: uuid.NewString(), Title: string(msg.Payload)}) // want `handler \(\*Handler\)\.ReindexBlind: a redelivery inserts a duplicate row \(INSERT INTO tasks`
}

// Tick records a run under a minted id with no data of the message (a
// periodic tick's bookkeeping): the delivery reaches no row. Clean.
func (h *Handler) Tick(msg *message.Message) error {
	return h.tasks.Store(msg.Context(), &repo.Task{ID: uuid.NewString(), Title: "tick"})
}

type ingest struct {
	Event *repo.Event
	UID   string
	Title string
}

// buildEvent builds the event from the payload's fields (the UID the
// producer set), stamped now.
func buildEvent(p *ingest) (*repo.Event, error) {
	if p.Title == "" {
		return nil, errors.New("no title")
	}
	return &repo.Event{UID: p.UID, Title: p.Title, At: time.Now()}, nil
}

// Ingest stores the payload's event, or one built from its fields, under
// the producer's UID: a redelivery fails on the primary key. Clean.
func (h *Handler) Ingest(msg *message.Message) error {
	var p ingest
	if err := json.Unmarshal(msg.Payload, &p); err != nil {
		return err
	}
	ev := p.Event
	if ev == nil {
		var err error
		if ev, err = buildEvent(&p); err != nil {
			return err
		}
	}
	return h.tasks.CreateEvent(msg.Context(), ev)
}

// IngestMinted builds the event under an id minted here: bug.
func (h *Handler) IngestMinted(msg *message.Message) error {
	ev := &repo.Event{UID: uuid.NewString(), Title: string(msg.Payload), At: time.Now()}
	return h.tasks.CreateEvent(msg.Context(), ev) // want `handler \(\*Handler\)\.IngestMinted: a redelivery inserts a duplicate row \(INSERT INTO tasks`
}

func routes(r *message.Router, sub message.Subscriber, h *Handler) {
	r.AddNoPublisherHandler("reviewed", "reviews", sub, h.Reviewed)
	r.AddNoPublisherHandler("approved", "reviews", sub, h.Approved)
	r.AddNoPublisherHandler("task", "tasks", sub, h.CreateTask)
	r.AddNoPublisherHandler("task.keyed", "tasks", sub, h.CreateTaskKeyed)
	r.AddNoPublisherHandler("task.named", "tasks", sub, h.CreateTaskNamed)
	r.AddNoPublisherHandler("snapshot", "ratings", sub, h.Snapshot)
	r.AddNoPublisherHandler("reindex", "tasks", sub, h.Reindex)
	r.AddNoPublisherHandler("reindex.blind", "tasks", sub, h.ReindexBlind)
	r.AddNoPublisherHandler("tick", "ticks", sub, h.Tick)
	r.AddNoPublisherHandler("ingest", "events", sub, h.Ingest)
	r.AddNoPublisherHandler("ingest.minted", "events", sub, h.IngestMinted)
}
