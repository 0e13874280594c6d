// Package chi: chi handlers.
package chi

import (
	"context"
	"database/sql"
	"math/rand"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/redis/go-redis/v9"
)

func routes(r chi.Router, db *sql.DB, rdb *redis.Client) {
	r.Post("/cart/{id}/items", func(w http.ResponseWriter, req *http.Request) {
		rdb.LPush(context.Background(), "cart:"+chi.URLParam(req, "id"), req.FormValue("sku")) // want `handler func literal in routes: a client retry appends a duplicate entry \(append Client\.LPush\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
	})
	r.Put("/cart/{id}/items", func(w http.ResponseWriter, req *http.Request) {
		rdb.SAdd(context.Background(), "cart:"+chi.URLParam(req, "id"), req.FormValue("sku"))
	})
	r.Delete("/cart/{id}", func(w http.ResponseWriter, req *http.Request) {
		db.Exec(`DELETE FROM carts WHERE id = $1`, chi.URLParam(req, "id"))
		rdb.Del(context.Background(), "cart:"+chi.URLParam(req, "id"))
	})
	r.Get("/cart/{id}", func(w http.ResponseWriter, req *http.Request) {
		rdb.Incr(context.Background(), "cart:views")
	})
	// Handle and HandleFunc serve every method: a handler that reads the
	// body serves a write; one that reads only the query may serve a GET,
	// where a counter is no harm.
	r.HandleFunc("/cart/{id}/coupons", func(w http.ResponseWriter, req *http.Request) {
		req.ParseMultipartForm(1 << 20)
		rdb.Incr(context.Background(), "coupons:"+req.PostFormValue("code")) // want `handler func literal in routes: a client retry bumps a counter again`
	})
	r.Handle("/cart/{id}/seen", http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		rdb.Incr(context.Background(), "cart:seen:"+chi.URLParam(req, "id"))
	}))
}

// An API that takes writes on any method (Subsonic's GET /rest/scrobble)
// names its handlers for the write: a route of no method to a handler
// named as a write serves a write. One named as a read (viewPost) may
// serve a GET.
type subsonic struct{ rdb *redis.Client }

func (s *subsonic) routes(r chi.Router) {
	r.HandleFunc("/rest/scrobble", s.Scrobble)
	r.HandleFunc("/rest/addToQueue", s.addToQueue)
	r.HandleFunc("/rest/getSong", s.GetSong)
	r.HandleFunc("/rest/viewPost", s.handleViewPost)
}

func (s *subsonic) Scrobble(w http.ResponseWriter, req *http.Request) {
	s.rdb.Incr(req.Context(), "plays:"+req.URL.Query().Get("id")) // want `handler \(\*subsonic\)\.Scrobble: a client retry bumps a counter again`
}

func (s *subsonic) addToQueue(w http.ResponseWriter, req *http.Request) {
	s.rdb.RPush(req.Context(), "queue", req.URL.Query().Get("id")) // want `handler \(\*subsonic\)\.addToQueue: a client retry appends a duplicate entry`
}

func (s *subsonic) GetSong(w http.ResponseWriter, req *http.Request) {
	s.rdb.Incr(req.Context(), "song:reads")
}

func (s *subsonic) handleViewPost(w http.ResponseWriter, req *http.Request) {
	s.rdb.Incr(req.Context(), "views:"+req.URL.Query().Get("id"))
}

// A middleware's handler runs on every request of the routes under it,
// GETs included: a handler that may serve a GET. What leaves the system
// there (a publish) is made again on every retry; a counter is not
// reported on a GET.
func audit(rdb *redis.Client) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
			rdb.Publish(req.Context(), "audit", req.URL.Path) // want `handler func literal in audit: a client retry publishes a duplicate message`
			next.ServeHTTP(w, req)
		})
	}
}

func hits(rdb *redis.Client) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
			rdb.Incr(req.Context(), "hits:"+req.URL.Path)
			next.ServeHTTP(w, req)
		})
	}
}

func (s *subsonic) protected(r chi.Router) {
	r.Use(audit(s.rdb), hits(s.rdb))
}

// tokens: a route that creates an API token its user keeps and manages
// inserts a second live token on a retry (duplicate-create); a sign-in's
// session row is what a second sign-in returns.
type tokens struct{ db *sql.DB }

func (t *tokens) routes(r chi.Router) {
	r.Post("/account/tokens", t.handleAccountTokenCreate)
	r.Post("/login", t.login)
	r.Post("/groups/invitations", t.handleGroupInvitationsCreate)
	r.Post("/groups/invitations/accept", t.handleGroupInvitationsAccept)
	r.Post("/account/tokens/issue", t.handleAccountTokenIssue)
	r.Post("/account/tokens/import", t.handleAccountTokenImport)
}

var random = rand.New(rand.NewSource(time.Now().UnixNano()))

const tokenCharset = "abcdefghijklmnopqrstuvwxyz0123456789"

// randomToken picks each character of the token at random (ntfy's
// util.RandomLowerStringPrefix): a minted value.
func randomToken(prefix string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = tokenCharset[random.Intn(len(tokenCharset))]
	}
	return prefix + string(b)
}

// handleAccountTokenIssue: the (user, token) key's token is minted: a
// retry's row never collides.
func (t *tokens) handleAccountTokenIssue(w http.ResponseWriter, req *http.Request) {
	t.db.Exec(`INSERT INTO account_tokens (user_id, token, label) VALUES ($1, $2, $3)`, req.FormValue("user"), randomToken("tk_", 32), req.FormValue("label")) // want `handler \(\*tokens\)\.handleAccountTokenIssue: a client retry inserts a duplicate row`
}

// handleAccountTokenImport: the token is the request's: a retry's row
// collides on the (user, token) key.
func (t *tokens) handleAccountTokenImport(w http.ResponseWriter, req *http.Request) {
	t.db.Exec(`INSERT INTO account_tokens (user_id, token, label) VALUES ($1, $2, $3)`, req.FormValue("user"), req.FormValue("token"), req.FormValue("label"))
}

// handleGroupInvitationsCreate: an invitation the group's owner manages,
// its row named for the secret token it holds: a retry leaves a second
// live invitation.
func (t *tokens) handleGroupInvitationsCreate(w http.ResponseWriter, req *http.Request) {
	t.db.Exec(`INSERT INTO group_invitation_tokens (group_id, token, uses) VALUES ($1, md5(random()::text), $2)`, req.FormValue("group"), req.FormValue("uses")) // want `handler \(\*tokens\)\.handleGroupInvitationsCreate: a client retry inserts a duplicate row`
}

// handleGroupInvitationsAccept: joining by an invitation signs the user
// in: the session token row is what a second sign-in returns.
func (t *tokens) handleGroupInvitationsAccept(w http.ResponseWriter, req *http.Request) {
	t.db.Exec(`INSERT INTO user_tokens (user_id, token) VALUES ($1, md5(random()::text))`, req.FormValue("user"))
}

func (t *tokens) handleAccountTokenCreate(w http.ResponseWriter, req *http.Request) {
	t.db.Exec(`INSERT INTO user_tokens (user_id, token, label) VALUES ($1, md5(random()::text), $2)`, req.FormValue("user"), req.FormValue("label")) // want `handler \(\*tokens\)\.handleAccountTokenCreate: a client retry inserts a duplicate row`
}

func (t *tokens) login(w http.ResponseWriter, req *http.Request) {
	t.db.Exec(`INSERT INTO user_tokens (user_id, token) VALUES ($1, md5(random()::text))`, req.FormValue("user"))
}
