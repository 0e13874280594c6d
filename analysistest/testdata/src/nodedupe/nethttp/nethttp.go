// Package nethttp: net/http handlers for write methods (and GET handlers, which are not judged).
package nethttp

import (
	"bytes"
	"database/sql"
	"net/http"
)

type server struct{ db *sql.DB }

func (s *server) routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /notify", s.notify)
	mux.HandleFunc("POST /notify/keyed", s.notifyKeyed)
	mux.HandleFunc("GET /stats", s.stats)
	mux.HandleFunc("/legacy", s.legacy)
	mux.HandleFunc("/legacy/read", s.legacyRead)
}

func (s *server) notify(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequest("POST", "https://partner.example.com/events", r.Body)
	http.DefaultClient.Do(req) // want `handler \(\*server\)\.notify: a client retry repeats an external call; dedupe on r\.Header\.Get\("Idempotency-Key"\) and forward it as the Idempotency-Key`
}

func (s *server) notifyKeyed(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequestWithContext(r.Context(), http.MethodPost, "https://partner.example.com/events", r.Body)
	req.Header.Set("Idempotency-Key", r.Header.Get("Idempotency-Key"))
	http.DefaultClient.Do(req)
}

// stats is a GET handler: counting page views is not a redelivery problem.
func (s *server) stats(w http.ResponseWriter, r *http.Request) {
	s.db.Exec(`UPDATE counters SET views = views + 1 WHERE page = $1`, r.URL.Path)
}

func (s *server) legacy(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	s.db.Exec(`UPDATE counters SET submissions = submissions + 1 WHERE form = $1`, r.FormValue("form")) // want `handler \(\*server\)\.legacy: a client retry bumps a counter again \(UPDATE counters SET submiss.*\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

// legacyRead never checks for a write method: a read-only handler.
func (s *server) legacyRead(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequest("GET", "https://partner.example.com/events", bytes.NewReader(nil))
	http.DefaultClient.Do(req)
}
