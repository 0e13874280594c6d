// Package riverunique: HTTP routes that enqueue River jobs. A unique job
// (UniqueOpts in the call's options or in the args type's InsertOpts, or a
// `river:"unique"` field) is skipped by River while an equal job exists, so
// a client retry enqueues nothing; a plain insert enqueues the work twice.
package riverunique

import (
	"context"
	"net/http"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
)

type server struct{ jobs *river.Client[pgx.Tx] }

func (s *server) routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /mail", s.mail)
	mux.HandleFunc("POST /mail/once", s.mailOnce)
	mux.HandleFunc("POST /provision", s.provision)
	mux.HandleFunc("POST /reboot", s.reboot)
	mux.HandleFunc("POST /resize", s.resize)
	mux.HandleFunc("POST /queue", s.queued)
}

type MailArgs struct{ To string }

func (MailArgs) Kind() string { return "mail" }

// ProvisionArgs are unique through their InsertOpts method.
type ProvisionArgs struct{ ServiceID int }

func (ProvisionArgs) Kind() string { return "provision" }

func (ProvisionArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: []rivertype.JobState{rivertype.JobStateAvailable, rivertype.JobStateRunning}}}
}

// RebootArgs are unique through a field tagged river:"unique".
type RebootArgs struct {
	ServiceID int `json:"service_id" river:"unique"`
}

func (RebootArgs) Kind() string { return "reboot" }

// QueuedArgs set insert options, but no uniqueness.
type QueuedArgs struct{ N int }

func (QueuedArgs) Kind() string { return "queued" }

func (QueuedArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: "slow"} }

func (s *server) mail(w http.ResponseWriter, r *http.Request) {
	s.jobs.Insert(r.Context(), MailArgs{To: r.FormValue("to")}, nil) // want `handler \(\*server\)\.mail: a client retry publishes a duplicate message \(publish Client\.Insert\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

func (s *server) mailOnce(w http.ResponseWriter, r *http.Request) {
	s.jobs.Insert(r.Context(), MailArgs{To: r.FormValue("to")}, &river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}})
}

func (s *server) provision(w http.ResponseWriter, r *http.Request) {
	insert(r.Context(), s.jobs, ProvisionArgs{ServiceID: len(r.FormValue("id"))})
}

func insert(ctx context.Context, c *river.Client[pgx.Tx], args ProvisionArgs) {
	c.Insert(ctx, args, &river.InsertOpts{MaxAttempts: 1})
}

func (s *server) reboot(w http.ResponseWriter, r *http.Request) {
	s.jobs.Insert(r.Context(), RebootArgs{ServiceID: len(r.FormValue("id"))}, &river.InsertOpts{MaxAttempts: 1})
}

// MaxAttempts is no uniqueness: a retry enqueues a second resize.
func (s *server) resize(w http.ResponseWriter, r *http.Request) {
	s.jobs.Insert(r.Context(), MailArgs{To: r.FormValue("id")}, &river.InsertOpts{MaxAttempts: 1}) // want `handler \(\*server\)\.resize: a client retry publishes a duplicate message \(publish Client\.Insert\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

func (s *server) queued(w http.ResponseWriter, r *http.Request) {
	s.jobs.Insert(r.Context(), QueuedArgs{N: len(r.FormValue("n"))}, nil) // want `handler \(\*server\)\.queued: a client retry publishes a duplicate message \(publish Client\.Insert\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}
