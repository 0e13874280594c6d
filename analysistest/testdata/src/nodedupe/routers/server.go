// Package routers: a server with a hand-written router. handleInternal
// tests the request's method and path and calls a route function (through
// wrappers) with the request: each is a handler, a write one when a write
// method holds on its branch, a read route under GET, and, with only the
// path tested, one that may serve a GET. The ServeHTTP that calls the
// router is no handler of its own.
package routers

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strings"

	"github.com/segmentio/kafka-go"
)

// The tables are created at startup; their keys are declared here.
const createTables = `
CREATE TABLE IF NOT EXISTS user_coupon (
	user_id TEXT NOT NULL,
	code TEXT NOT NULL,
	PRIMARY KEY (user_id, code)
);
CREATE TABLE IF NOT EXISTS user_credit (
	user_id TEXT NOT NULL,
	amount INT NOT NULL
);`

type visitor struct{ user string }

type topic struct {
	name        string
	rateVisitor *visitor
}

// RateVisitor is the visitor the topic's rate is charged to, while it is fresh.
func (t *topic) RateVisitor() *visitor {
	if t.rateVisitor != nil && t.rateVisitor.user == "" {
		t.rateVisitor = nil
	}
	return t.rateVisitor
}

func (t *topic) SetRateVisitor(v *visitor) { t.rateVisitor = v }

type handleFunc func(http.ResponseWriter, *http.Request, *visitor) error

type Server struct {
	db     *sql.DB
	w      *kafka.Writer
	topics map[string]*topic
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	v := &visitor{user: r.Header.Get("X-User")}
	if err := s.handleInternal(w, r, v); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
	}
}

func (s *Server) handleInternal(w http.ResponseWriter, r *http.Request, v *visitor) error {
	if r.Method == http.MethodGet && r.URL.Path == "/" {
		return s.handleHome(w, r, v)
	} else if (r.Method == http.MethodPut || r.Method == http.MethodPost) && strings.HasPrefix(r.URL.Path, "/topic/") {
		return s.ensureUser(s.handlePublish)(w, r, v)
	} else if r.Method == http.MethodPost && r.URL.Path == "/v1/coupon" {
		return s.ensureUser(s.handleCouponRedeem)(w, r, v)
	} else if r.Method == http.MethodPost && r.URL.Path == "/v1/credit" {
		return s.handleCreditAdd(w, r, v)
	} else if r.URL.Path == "/v1/ping" {
		return s.handlePing(w, r, v)
	} else if r.URL.Path == "/v1/announce" {
		return s.handleAnnounce(w, r, v)
	}
	return errors.New("not found")
}

func (s *Server) ensureUser(next handleFunc) handleFunc {
	return func(w http.ResponseWriter, r *http.Request, v *visitor) error {
		if v.user == "" {
			return errors.New("unauthorized")
		}
		return next(w, r, v)
	}
}

// GET: a read route, not reported though it counts.
func (s *Server) handleHome(w http.ResponseWriter, r *http.Request, v *visitor) error {
	_, err := s.db.ExecContext(r.Context(), `UPDATE stats SET home_views = home_views + 1`)
	return err
}

// POST/PUT: the rate visitor is checked and set, which is rate limiting,
// not business state: the publish is reported.
func (s *Server) handlePublish(w http.ResponseWriter, r *http.Request, v *visitor) error {
	t := s.topics[strings.TrimPrefix(r.URL.Path, "/topic/")]
	if t.RateVisitor() == nil {
		return errors.New("subscribe first")
	}
	t.SetRateVisitor(v)
	return s.w.WriteMessages(r.Context(), kafka.Message{Key: []byte(t.name), Value: []byte(r.FormValue("message"))}) // want `handler \(\*Server\)\.handlePublish: a client retry publishes a duplicate message`
}

// POST: the row's primary key, declared in createTables, refuses a repeat.
func (s *Server) handleCouponRedeem(w http.ResponseWriter, r *http.Request, v *visitor) error {
	_, err := s.db.ExecContext(r.Context(), `INSERT INTO user_coupon (user_id, code) VALUES ($1, $2)`, v.user, r.FormValue("code"))
	return err
}

// POST: no key on the table: a retry credits the user again.
func (s *Server) handleCreditAdd(w http.ResponseWriter, r *http.Request, v *visitor) error {
	_, err := s.db.ExecContext(r.Context(), `INSERT INTO user_credit (user_id, amount) VALUES ($1, $2)`, v.user, r.FormValue("amount")) // want `handler \(\*Server\)\.handleCreditAdd: a client retry inserts a duplicate row`
	return err
}

// only the path is tested: it may serve a GET; a counter is not reported.
func (s *Server) handlePing(w http.ResponseWriter, r *http.Request, v *visitor) error {
	_, err := s.db.ExecContext(r.Context(), `UPDATE stats SET pings = pings + 1`)
	return err
}

// only the path is tested, but a publish leaves the system: reported.
func (s *Server) handleAnnounce(w http.ResponseWriter, r *http.Request, v *visitor) error {
	return s.w.WriteMessages(context.Background(), kafka.Message{Value: []byte(r.URL.Query().Get("text"))}) // want `handler \(\*Server\)\.handleAnnounce: a client retry publishes a duplicate message`
}
