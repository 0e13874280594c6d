// Package chi: go-chi/chi/v5 write handlers.
package chi

import (
	"database/sql"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

func routes(db *sql.DB, rdb *redis.Client) http.Handler {
	r := chi.NewRouter()
	// nodedupe bug
	r.Post("/votes/{poll}", func(w http.ResponseWriter, req *http.Request) {
		db.ExecContext(req.Context(), `UPDATE polls SET votes = votes + 1 WHERE id = $1`, chi.URLParam(req, "poll")) // expect: nodedupe `handler func literal in routes: a client retry bumps a counter again \(UPDATE polls SET votes = vo.*\)`
	})
	// nodedupe clean: GET
	r.Get("/votes/{poll}", func(w http.ResponseWriter, req *http.Request) {
		db.ExecContext(req.Context(), `UPDATE polls SET views = views + 1 WHERE id = $1`, chi.URLParam(req, "poll"))
	})
	// nodedupe clean: Idempotency-Key claimed first
	r.Put("/votes/{poll}", func(w http.ResponseWriter, req *http.Request) {
		if ok, _ := rdb.SetNX(req.Context(), "idem:"+req.Header.Get("Idempotency-Key"), 1, time.Hour).Result(); !ok {
			return
		}
		rdb.Incr(req.Context(), "votes:"+chi.URLParam(req, "poll"))
	})
	// payloadkey bug
	r.Patch("/votes/{poll}", func(w http.ResponseWriter, req *http.Request) {
		if ok, _ := rdb.SetNX(req.Context(), "idem:"+chi.URLParam(req, "poll"), 1, time.Hour).Result(); !ok { // expect: payloadkey "only from the payload"
			return
		}
		rdb.Incr(req.Context(), "votes:"+chi.URLParam(req, "poll"))
	})
	// keysource bug (+ nodedupe)
	r.Delete("/votes/{poll}", func(w http.ResponseWriter, req *http.Request) {
		if ok, _ := rdb.SetNX(req.Context(), "idem:"+uuid.NewString(), 1, time.Hour).Result(); !ok { // expect: keysource "minted by the receiver"
			return
		}
		rdb.Decr(req.Context(), "votes:"+chi.URLParam(req, "poll")) // expect: nodedupe `handler func literal in routes: a client retry bumps a counter again \(increment Client\.Decr\)`
	})
	// checkthenwrite bug
	r.Post("/ballots", func(w http.ResponseWriter, req *http.Request) {
		key := "idem:" + req.Header.Get("Idempotency-Key")
		if n, _ := rdb.Exists(req.Context(), key).Result(); n > 0 {
			return
		}
		rdb.HSet(req.Context(), "ballots", "last", 1)
		rdb.Set(req.Context(), key, 1, time.Hour) // expect: checkthenwrite "check-then-write race"
	})
	return r
}
