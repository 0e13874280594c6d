// Package lockout: a sync.Map keyed by what the request names. A seen-set
// keyed by the payload drops the second of two identical requests; a login
// lockout keyed by the account counts tries on purpose and dedupes
// nothing.
package lockout

import (
	"encoding/json"
	"net/http"
	"sync"
	"time"
)

type signin struct {
	Alias string `json:"alias"`
	Pass  string `json:"pass"`
}

var loginAttemptUsers = sync.Map{}

var seenTransfers = sync.Map{}

type limits struct{ rateLimiter sync.Map }

var lim limits

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /login", login)
	mux.HandleFunc("POST /login2", loginLimited)
	mux.HandleFunc("POST /transfers", transfer)
}

// login: a try within the window is refused. Clean.
func login(w http.ResponseWriter, r *http.Request) {
	var s signin
	json.NewDecoder(r.Body).Decode(&s)
	if _, tried := loginAttemptUsers.LoadOrStore(s.Alias, time.Now().Add(3*time.Second)); tried {
		http.Error(w, "You're doing that too much.", http.StatusTooManyRequests)
		return
	}
}

// loginLimited: the same with a limiter kept in a field. Clean.
func loginLimited(w http.ResponseWriter, r *http.Request) {
	var s signin
	json.NewDecoder(r.Body).Decode(&s)
	if _, tried := lim.rateLimiter.LoadOrStore(s.Alias, time.Now()); tried {
		http.Error(w, "slow down", http.StatusTooManyRequests)
	}
}

type transferReq struct {
	From, To string
	Amount   int64
}

// transfer dedupes on the transfer's own fields: a second legitimate
// transfer of the same amount between the same accounts is dropped. Bug.
func transfer(w http.ResponseWriter, r *http.Request) {
	var t transferReq
	json.NewDecoder(r.Body).Decode(&t)
	key := t.From + ":" + t.To
	if _, dup := seenTransfers.LoadOrStore(key, true); dup { // want `handler transfer derives .* only from the payload`
		return
	}
}
